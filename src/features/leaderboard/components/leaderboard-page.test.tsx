import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { rankingRows, renderLeaderboard } from '@tests/support/client/render-leaderboard';
import { ada, alan, barbara, boardHandler, edsger, grace, playerEntry } from '@tests/support/client/leaderboard-fixtures';

const medals = (gold: number, silver: number, bronze: number, popular: number) => ({
  goldMedals: gold,
  silverMedals: silver,
  bronzeMedals: bronze,
  popularVoteMedals: popular,
});

const metricNames = () => within(screen.getByRole('radiogroup', { name: 'Metric' })).getAllByRole('radio').map((r) => r.closest('div')?.textContent);

describe('/leaderboard Players (docs/product.md §2)', () => {
  it("gives ranks 1 to 3 their icons and 'Top N' badges, '#4' after, and marks my row", async () => {
    const asked: string[] = [];
    const entries = [playerEntry(1, grace, 12), playerEntry(2, ada, 9), playerEntry(3, alan, 9), playerEntry(4, edsger, 1)];
    server.use(boardHandler('players', { entries, me: null }, asked));
    renderLeaderboard();
    expect(await rankingRows()).toEqual([
      'Grace Hopper | Top 1 | 12 accomplishments',
      'Ada Lovelace (You) | Top 2 | 9 accomplishments',
      'Alan Turing | Top 3 | 9 accomplishments',
      '#4 | Edsger Dijkstra | 1 accomplishment',
    ]);
    const items = screen.getAllByRole('listitem');
    ['#1', '#2', '#3'].forEach((rank, i) => expect(within(items[i]!).getByRole('img', { name: rank })).toBeInTheDocument());
    expect(within(items[3]!).queryByRole('img')).not.toBeInTheDocument();
    expect(items[1]!.style.background).not.toBe('');
    expect(items[0]!.style.background).toBe('');
    expect(asked).toEqual(['?timeFrame=30days&metric=accomplishments']);
  });

  it('offers Accomplishments and Popular Votes for 30 days, and the medal boards for all time', async () => {
    const asked: string[] = [];
    server.use(boardHandler('players', { entries: [playerEntry(1, grace, 4)], me: null }, asked));
    const { user } = renderLeaderboard();
    await rankingRows();
    expect(metricNames()).toEqual(['Accomplishments', 'Popular Votes']);
    await user.click(screen.getByRole('radio', { name: 'All Time' }));
    expect(metricNames()).toEqual(['Accomplishments', 'Popular Votes', 'Medal Score', 'Popular Vote Medals', 'Games Completed']);
    await user.click(screen.getByRole('radio', { name: 'Games Completed' }));
    expect(await rankingRows()).toEqual(['Grace Hopper | Top 1 | 4 games']);
    // Back to 30 days, where Games Completed doesn't exist: Accomplishments again (docs/architecture.md §6).
    await user.click(screen.getByRole('radio', { name: 'Past 30 Days' }));
    expect(screen.getByRole('radio', { name: 'Accomplishments' })).toBeChecked();
    expect(await rankingRows()).toEqual(['Grace Hopper | Top 1 | 4 accomplishments']);
    expect(asked).toEqual([
      '?timeFrame=30days&metric=accomplishments',
      '?timeFrame=alltime&metric=accomplishments',
      '?timeFrame=alltime&metric=games-completed',
    ]);
  });

  it('shows the medal score in points with its breakdown, and the points per medal', async () => {
    const entries = [playerEntry(1, grace, 9, medals(2, 1, 1, 0)), playerEntry(2, barbara, 2, medals(0, 0, 0, 1))];
    server.use(boardHandler('players', { entries, me: null }));
    renderLeaderboard('/leaderboard?frame=alltime&player=medals');
    expect(await rankingRows()).toEqual([
      'Grace Hopper | Top 1 | 9 points | 2 gold | 1 silver | 1 bronze | 0 popular votes',
      'Barbara Liskov | Top 2 | 2 points | 0 gold | 0 silver | 0 bronze | 1 popular vote',
    ]);
    const values = screen.getByRole('group', { name: 'Points per medal' });
    expect(values).toHaveTextContent('Gold3 points');
    expect(values).toHaveTextContent('Silver2 points');
    expect(values).toHaveTextContent('Bronze1 point');
    expect(values).toHaveTextContent('Popular Vote2 points');
  });

  it("shows my own entry below the top as 'You: #1,234' with my score", async () => {
    const me = playerEntry(1234, ada, 1, medals(0, 0, 1, 0));
    server.use(boardHandler('players', { entries: [playerEntry(1, grace, 9, medals(3, 0, 0, 0))], me }));
    renderLeaderboard('/leaderboard?frame=alltime&player=medals');
    await rankingRows();
    const own = screen.getByText('You: #1,234').parentElement!.parentElement!;
    expect(own).toHaveTextContent('1 point');
    expect(own).toHaveTextContent('1 bronze');
    expect(screen.getByRole('list', { name: 'Rankings' })).not.toContainElement(own);
  });

  it('says there is nothing to rank yet', async () => {
    server.use(boardHandler('players', { entries: [], me: null }));
    renderLeaderboard();
    expect(await screen.findByText('No leaderboard data available yet')).toBeInTheDocument();
    expect(screen.getByText('Complete some games to see rankings!')).toBeInTheDocument();
  });

  it("says 'Failed to fetch player leaderboard' and tries again", async () => {
    let answer: 'fail' | { entries: ReturnType<typeof playerEntry>[]; me: null } = 'fail';
    server.use(boardHandler('players', () => answer));
    const { user } = renderLeaderboard();
    expect(await screen.findByText('Failed to fetch player leaderboard')).toBeInTheDocument();
    answer = { entries: [playerEntry(1, grace, 3)], me: null };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rankingRows()).toEqual(['Grace Hopper | Top 1 | 3 accomplishments']);
  });
});

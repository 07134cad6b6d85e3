import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { rankingRows, renderLeaderboard } from '@tests/support/client/render-leaderboard';
import { ada, alan, boardHandler, creatorEntry, edsger, grace } from '@tests/support/client/leaderboard-fixtures';

const renderCreators = (query = '') => renderLeaderboard(`/leaderboard?tab=creators${query}`);

describe('/leaderboard Creators (docs/product.md §2)', () => {
  it('ranks by the chosen figure and lists the other two under the name', async () => {
    const asked: string[] = [];
    const entries = [
      creatorEntry(1, grace, [30, 12, 140]),
      creatorEntry(2, ada, [21, 8, 1]),
      creatorEntry(3, alan, [9, 9, 40]),
      creatorEntry(4, edsger, [1, 1, 1_500]),
    ];
    server.use(boardHandler('creators', { entries, me: null }, asked));
    const { user } = renderCreators();
    expect(await screen.findByRole('tab', { name: 'Creators' })).toHaveAttribute('aria-selected', 'true');
    expect(await rankingRows()).toEqual([
      'Grace Hopper | Top 1 | 30 participants | 12 in largest game | 140 accomplishments',
      'Ada Lovelace (You) | Top 2 | 21 participants | 8 in largest game | 1 accomplishment',
      'Alan Turing | Top 3 | 9 participants | 9 in largest game | 40 accomplishments',
      '#4 | Edsger Dijkstra | 1 participant | 1 in largest game | 1,500 accomplishments',
    ]);
    const metrics = within(screen.getByRole('radiogroup', { name: 'Metric' })).getAllByRole('radio');
    expect(metrics).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Community Accomplishments' }));
    expect((await rankingRows())[0]).toBe('Grace Hopper | Top 1 | 140 accomplishments | 30 participants | 12 in largest game');
    await user.click(screen.getByRole('radio', { name: 'Largest Game Size' }));
    expect((await rankingRows())[0]).toBe('Grace Hopper | Top 1 | 12 in largest game | 30 participants | 140 accomplishments');
    expect(asked).toEqual([
      '?timeFrame=30days&metric=participants',
      '?timeFrame=30days&metric=total-accomplishments',
      '?timeFrame=30days&metric=largest-game',
    ]);
  });

  it('says whom the figures count, in the board\'s frame (decision 0054)', async () => {
    server.use(boardHandler('creators', { entries: [creatorEntry(1, grace, [3, 3, 3])], me: null }));
    const { user } = renderCreators();
    await rankingRows();
    expect(screen.getByText('People who joined in the past 30 days, not counting the creator')).toBeInTheDocument();
    await user.click(screen.getByText('All Time'));
    expect(await screen.findByText('Everyone in their games, not counting the creator')).toBeInTheDocument();
  });

  it('reads the time frame and metric from the URL', async () => {
    const asked: string[] = [];
    server.use(boardHandler('creators', { entries: [creatorEntry(1, grace, [3, 3, 3])], me: null }, asked));
    renderCreators('&frame=alltime&creator=largest-game');
    await rankingRows();
    expect(screen.getByRole('radio', { name: 'All Time' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Largest Game Size' })).toBeChecked();
    expect(asked).toEqual(['?timeFrame=alltime&metric=largest-game']);
  });

  it("shows my own entry below the top as 'You: #51'", async () => {
    server.use(boardHandler('creators', { entries: [creatorEntry(1, grace, [3, 3, 3])], me: creatorEntry(51, ada, [1, 1, 2]) }));
    renderCreators();
    await rankingRows();
    const own = screen.getByText('You: #51').parentElement!.parentElement!;
    expect(own).toHaveTextContent('1 participant');
    expect(own).toHaveTextContent('1 in largest game');
    expect(own).toHaveTextContent('2 accomplishments');
  });

  it('says there is no creator data yet', async () => {
    server.use(boardHandler('creators', { entries: [], me: null }));
    renderCreators();
    expect(await screen.findByText('No creator data available yet')).toBeInTheDocument();
    expect(screen.getByText('Create some games to see rankings!')).toBeInTheDocument();
  });

  it("says 'Failed to fetch creator leaderboard' with Try again", async () => {
    server.use(boardHandler('creators', 'fail'));
    renderCreators();
    expect(await screen.findByText('Failed to fetch creator leaderboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

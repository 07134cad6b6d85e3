import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeMyGame, makeUser, participant } from '@tests/support/client/game-fixtures';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { startDateText } from '../../game-timing';
import { GameCard } from './game-card';

const DAY = 24 * 60 * 60 * 1000;
const others = Array.from({ length: 15 }, (_, i) => makeUser(i + 1));

function manyScoresGame() {
  return makeMyGame(1, {
    name: 'Cold Showers',
    _count: { participants: 16, posts: 3 },
    scores: [
      { userId: testUser.id, score: 2 },
      ...others.slice(0, 11).map((u, i) => ({ userId: u.id, score: i * 3 })),
    ],
    myScore: 2,
    myPlace: 10,
  });
}

describe('GameCard', () => {
  it('shows name, creator, score line, time text and participant count', () => {
    renderWithProviders(<GameCard game={manyScoresGame()} userId={testUser.id} onShare={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Cold Showers' });
    expect(within(card).getByRole('link', { name: 'Cold Showers' })).toHaveAttribute('href', `/games/${manyScoresGame().id}`);
    expect(within(card).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByText('Your score: 2 points • Your place: 10/16')).toBeInTheDocument();
    expect(within(card).getByText('8 days left')).toBeInTheDocument();
    expect(within(card).getByText('16 participants')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
  });

  it("draws 12 bars at most, highlights mine and shows '+N' for the rest", () => {
    renderWithProviders(<GameCard game={manyScoresGame()} userId={testUser.id} onShare={vi.fn()} />);
    const bars = screen.getAllByTestId('score-bar');
    expect(bars).toHaveLength(12);
    const mine = bars.filter((b) => b.hasAttribute('data-mine'));
    expect(mine).toHaveLength(1);
    expect(screen.getByText('+4')).toBeInTheDocument();
    // The best score (30) fills the chart; a zero score keeps the 5 percent minimum.
    expect(bars[0]).toHaveStyle({ height: '100%' });
    expect(bars.at(-1)).toHaveStyle({ height: '5%' });
  });

  it('shows the progress bar with its percent only while active, capped at 100', () => {
    const now = Date.now();
    const late = makeMyGame(2, {
      status: 'active',
      startTime: new Date(now - 12 * DAY).toISOString(),
      endTime: new Date(now - DAY).toISOString(),
    });
    const { unmount } = renderWithProviders(<GameCard game={late} userId={testUser.id} onShare={vi.fn()} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('100%')).toBeInTheDocument();
    unmount();
    renderWithProviders(<GameCard game={makeMyGame(3, { status: 'upcoming' })} userId={testUser.id} onShare={vi.fn()} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Starts in 3 days')).toBeInTheDocument();
  });

  it("says 'Completed' for a past game and '1 day left' in the last day", () => {
    const now = Date.now();
    const { unmount } = renderWithProviders(
      <GameCard game={makeMyGame(4, { status: 'completed' })} userId={testUser.id} onShare={vi.fn()} />,
    );
    expect(screen.getAllByText('Completed')).toHaveLength(2);
    unmount();
    const lastDay = makeMyGame(5, {
      startTime: new Date(now - 5 * DAY).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
      _count: { participants: 1, posts: 0 },
    });
    renderWithProviders(<GameCard game={lastDay} userId={testUser.id} onShare={vi.fn()} />);
    expect(screen.getByText('1 day left')).toBeInTheDocument();
    expect(screen.getByText('1 participant')).toBeInTheDocument();
  });

  it('shows an upcoming game its start instead of a chart and a place, in the same two rows (decision 0053)', () => {
    const startTime = new Date(Date.now() + 3 * DAY).toISOString();
    const game = makeMyGame(4, { name: 'Sunrise Club', status: 'upcoming', startTime, _count: { participants: 9, posts: 0 } });
    renderWithProviders(<GameCard game={game} userId={testUser.id} onShare={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Sunrise Club' });
    expect(within(card).queryByTestId('score-chart')).not.toBeInTheDocument();
    expect(within(card).queryByText(/Your place/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/Your score/)).not.toBeInTheDocument();
    // In the chart's band (its height, so a card keeps its size when its game starts).
    const band = within(card).getByTestId('start-band');
    expect(band).toHaveTextContent(`Starts ${startDateText(startTime, 'short')}`);
    expect(within(card).getByText('Scores and places show once it starts.')).toBeInTheDocument();
    expect(within(card).getByText('Starts in 3 days')).toBeInTheDocument();
  });

  it("says '1 point' for one point, by the one plural rule (decision 0053)", () => {
    renderWithProviders(<GameCard game={makeMyGame(5, { myScore: 1, myPlace: 1 })} userId={testUser.id} onShare={vi.fn()} />);
    expect(screen.getByText('Your score: 1 point • Your place: 1/1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Scores of 1 participant, best 0 points' })).toBeInTheDocument();
  });

  it('offers Edit game to the creator and an admin, not to a player, and Share game to all', async () => {
    const creator = makeUser(40);
    const game = makeMyGame(6, {
      creator,
      creatorId: creator.id,
      participants: [participant(creator), participant(testUser)],
    });
    const onShare = vi.fn();
    const { user, unmount } = renderWithProviders(<GameCard game={game} userId={testUser.id} onShare={onShare} />);
    expect(screen.queryByRole('link', { name: 'Edit game' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share game' }));
    expect(onShare).toHaveBeenCalledWith(game);
    unmount();
    const asAdmin = { ...game, participants: game.participants.map((p) => ({ ...p, isAdmin: true })) };
    renderWithProviders(<GameCard game={asAdmin} userId={testUser.id} onShare={onShare} />);
    expect(screen.getByRole('link', { name: 'Edit game' })).toHaveAttribute('href', `/games/${game.id}/edit`);
  });
});

import type { GameResult } from '@contract/results';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { gameNotification, gameResult } from '@tests/support/client/notification-fixtures';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { CelebrationDialog } from './celebration-dialog';

const me = (position: number, score: number, extra: Partial<GameResult> = {}) =>
  gameResult(0, position, score, { user: testUser, ...extra });

/** Five results: gold and silver to others, me third with bronze and the popular vote. */
const fiveResults = [
  gameResult(1, 1, 9, { medalType: 'gold' }),
  gameResult(2, 2, 7, { medalType: 'silver' }),
  me(3, 5, { medalType: 'bronze', popularVote: true }),
  gameResult(4, 4, 1),
  gameResult(5, 5, 0),
];

function renderDialog(props: Partial<Parameters<typeof CelebrationDialog>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CelebrationDialog notification={gameNotification(1)} results={fiveResults} userId={testUser.id} onClose={onClose} {...props} />,
  );
  return { ...view, onClose };
}

describe('celebration dialog', () => {
  it("says 'Congratulations!' and 'Celebrate!' to a gold medallist", async () => {
    const { user, onClose } = renderDialog({
      notification: gameNotification(1, { type: 'game_won' }),
      results: [me(1, 9, { medalType: 'gold' }), gameResult(2, 2, 3, { medalType: 'silver' })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await user.click(within(dialog).getByRole('button', { name: 'Celebrate!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("says 'Challenge Complete!' and 'Got it!' to everyone else", async () => {
    const { user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    expect(within(dialog).queryByRole('button', { name: 'Celebrate!' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the game name, participant count and end date', async () => {
    renderDialog({ notification: gameNotification(1, { game: { name: 'Cold Showers', participantCount: 12, endTime: '2026-11-20T12:00:00.000Z' } }) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cold Showers')).toBeInTheDocument();
    expect(within(dialog).getByText('12 participants')).toBeInTheDocument();
    expect(within(dialog).getByText('Ended Nov 20, 2026')).toBeInTheDocument();
  });

  it.each(['', 'not a date'])("says 'Ended Recently' for the end date %j", async (endTime) => {
    renderDialog({ notification: gameNotification(1, { game: { endTime, participantCount: 1 } }) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ended Recently')).toBeInTheDocument();
    expect(within(dialog).getByText('1 participant')).toBeInTheDocument();
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
  ])('shows my place %i as %s with my points', async (position, text) => {
    renderDialog({ results: [gameResult(1, 1, 200, { medalType: 'gold' }), me(position, 1)] });
    const dialog = await screen.findByRole('dialog');
    const mine = within(dialog).getByRole('region', { name: 'Your place' });
    expect(within(mine).getByText(text)).toBeInTheDocument();
    expect(within(mine).getByText('1 point')).toBeInTheDocument();
  });

  it('names my medals in words: bronze and the popular vote', async () => {
    renderDialog();
    const mine = within(await screen.findByRole('dialog')).getByRole('region', { name: 'Your place' });
    expect(within(mine).getByText('3rd')).toBeInTheDocument();
    expect(within(mine).getByText('5 points')).toBeInTheDocument();
    expect(within(mine).getByText('Bronze')).toBeInTheDocument();
    expect(within(mine).getByText('Popular Vote')).toBeInTheDocument();
  });

  it("lists the top 3 as 'Top Winners' and the rest behind 'See All N Results' / 'Show Less'", async () => {
    const { user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const list = within(dialog).getByRole('list', { name: 'Top Winners' });
    const rows = () => within(list).getAllByRole('listitem');
    expect(rows()).toHaveLength(3);
    expect(rows()[0]).toHaveTextContent('1st');
    expect(rows()[0]).toHaveTextContent('Player 1');
    expect(rows()[0]).toHaveTextContent('9 points');
    expect(within(rows()[0]!).getByText('Gold')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Silver')).toBeInTheDocument();
    expect(rows()[2]).toHaveTextContent('Ada Lovelace (You)');

    const toggle = within(dialog).getByRole('button', { name: 'See All 5 Results' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(rows()).toHaveLength(5);
    expect(rows()[4]).toHaveTextContent('5th');
    expect(rows()[4]).toHaveTextContent('0 points');
    const less = within(dialog).getByRole('button', { name: 'Show Less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    await user.click(less);
    expect(rows()).toHaveLength(3);
  });

  it('has no toggle with 3 results or fewer', async () => {
    renderDialog({ results: fiveResults.slice(0, 3) });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(within(dialog).queryByRole('button', { name: /See All/ })).not.toBeInTheDocument();
  });

  it('opens without results when there are none', async () => {
    renderDialog({ results: undefined });
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    expect(within(dialog).getByText('Results are not available right now.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Your place' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Top Winners')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Got it!' })).toBeInTheDocument();
  });

  it('closes on Escape and with the close button', async () => {
    const { user, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMyGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { gameNotification } from '@tests/support/client/notification-fixtures';
import { renderApp } from '@tests/support/client/render-app';

const game = makeMyGame(1, { name: 'Cold Showers' });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000 - 60_000).toISOString();

/** Home with these unread notifications; PUT /read takes one off the list and is recorded. */
function homeWith(notifications: ReturnType<typeof gameNotification>[]) {
  const list = [...notifications];
  const marked: string[] = [];
  // The first handler that matches answers: these before the signed-in defaults.
  server.use(
    http.get('/api/notifications/games', () => HttpResponse.json(list)),
    http.put('/api/notifications/:id/read', ({ params }) => {
      marked.push(String(params.id));
      list.splice(list.findIndex((n) => n.id === params.id), 1);
      return HttpResponse.json({ message: 'Notification marked as read' });
    }),
    // A result's celebration dialog asks for the game's results.
    http.get('/api/games/:id/results', () => HttpResponse.json([])),
    ...signedInHandlers({ games: [game] }),
  );
  return { marked, ...renderApp('/') };
}

const reminder = gameNotification(1, { type: 'game_ending', gameId: game.id, game: { name: 'Cold Showers', endTime: inHours(23) } });

describe('the reminder before a game ends (decision 0063)', () => {
  it('says which game ends and when; Share Your Accomplishment opens the dialog on that game and marks it read', async () => {
    const { user, marked } = homeWith([reminder]);
    const banner = await screen.findByRole('region', { name: 'Game ending soon' });
    expect(banner).toHaveTextContent('Cold Showers ends in 23 hours. Share what you did before it ends.');
    await user.click(within(banner).getByRole('button', { name: 'Share Your Accomplishment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Accomplishment' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Cold Showers' })).toBeChecked();
    await waitFor(() => expect(marked).toEqual([reminder.id]));
    expect(screen.queryByRole('region', { name: 'Game ending soon' })).not.toBeInTheDocument();
  });

  it('goes for good with its close button', async () => {
    const { user, marked } = homeWith([reminder]);
    const banner = await screen.findByRole('region', { name: 'Game ending soon' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss reminder' }));
    await waitFor(() => expect(marked).toEqual([reminder.id]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Game ending soon' })).not.toBeInTheDocument());
  });

  it('is not there for a game that ended, nor for a result', async () => {
    homeWith([
      gameNotification(2, { type: 'game_ending', game: { endTime: inHours(-1) } }),
      gameNotification(3, { type: 'game_completed', game: { endTime: inHours(-1) } }),
    ]);
    await screen.findByRole('heading', { name: /Welcome/ });
    await screen.findByRole('dialog');
    expect(screen.queryByRole('region', { name: 'Game ending soon' })).not.toBeInTheDocument();
  });
});

import type { GameNotification, GameResult } from '@contract/results';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { gameNotification, gameResult } from '@tests/support/client/notification-fixtures';
import { renderApp } from '@tests/support/client/render-app';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { CLOCK_MARGIN_MS } from '../use-celebration-queue';
import { GameNotificationsHost } from './game-notifications-host';

/**
 * A server with unread notifications (oldest first) that PUT /read marks read, unless `markRead`
 * answers otherwise. Every game's results: me 2nd of 2.
 */
function notificationServer(unread: GameNotification[], { markRead }: { markRead?: () => Response } = {}) {
  const list = [...unread];
  const marked: string[] = [];
  const resultsAskedFor: string[] = [];
  const results: GameResult[] = [gameResult(1, 1, 4, { medalType: 'gold' }), gameResult(0, 2, 2, { user: testUser, medalType: 'silver' })];
  server.use(
    http.get('/api/notifications/games', () => HttpResponse.json(list)),
    http.put('/api/notifications/:id/read', ({ params, request }) => {
      marked.push(`${String(params.id)} ${request.headers.get('content-type')}`);
      if (markRead) return markRead();
      const index = list.findIndex((notification) => notification.id === params.id);
      if (index >= 0) list.splice(index, 1);
      return HttpResponse.json({ message: 'Notification marked as read' });
    }),
    http.get('/api/games/:id/results', ({ params }) => {
      resultsAskedFor.push(String(params.id));
      return HttpResponse.json(results);
    }),
  );
  return { marked, resultsAskedFor };
}

const loadDialog = () => import('./celebration-dialog');
const renderHost = () => renderWithProviders(<GameNotificationsHost userId={testUser.id} loadDialog={loadDialog} />);

afterEach(() => vi.restoreAllMocks());

describe('game notifications host', () => {
  it('shows nothing without notifications', async () => {
    const calls = vi.fn();
    server.use(http.get('/api/notifications/games', () => (calls(), HttpResponse.json([]))));
    renderHost();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the oldest first, once its results are in', async () => {
    const newer = gameNotification(2, { type: 'game_won', createdAt: '2026-11-21T00:00:00.000Z' });
    const older = gameNotification(1, { createdAt: '2026-11-20T00:00:00.000Z' });
    notificationServer([newer, older]);
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    expect(within(dialog).getByText('Game 1')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Your place' })).toHaveTextContent('2nd');
  });

  it('waits for the results before opening', async () => {
    notificationServer([gameNotification(1)]);
    server.use(
      http.get('/api/games/:id/results', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const calls = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/results')) calls();
    });
    renderHost();
    await waitFor(() => expect(calls).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('closing marks it read (JSON, no body), then the next one opens', async () => {
    const { marked } = notificationServer([gameNotification(1), gameNotification(2, { type: 'game_won' })]);
    const { user } = renderHost();
    const first = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    await user.click(within(first).getByRole('button', { name: 'Got it!' }));
    const second = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(second).getByText('Game 2')).toBeInTheDocument();
    expect(marked).toEqual([`${gameNotification(1).id} application/json`]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(marked).toHaveLength(2));
    expect(marked[1]).toBe(`${gameNotification(2).id} application/json`);
  });

  it('gives keyboard focus back to where it was when the dialog closes', async () => {
    notificationServer([gameNotification(1)]);
    const { user } = renderWithProviders(
      <>
        <button type="button">Where I was</button>
        <GameNotificationsHost userId={testUser.id} loadDialog={loadDialog} />
      </>,
    );
    screen.getByRole('button', { name: 'Where I was' }).focus();
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    await user.click(within(dialog).getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Where I was' })).toHaveFocus();
  });

  it('opens without results when they cannot be fetched, and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    notificationServer([gameNotification(1)]);
    server.use(http.get('/api/games/:id/results', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    expect(within(dialog).getByText('Game 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Results are not available right now.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to fetch game results', expect.any(Error));
  });

  it('does not reopen after closing, even when marking read fails, nor after a reload', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { marked, resultsAskedFor } = notificationServer([gameNotification(1)], {
      markRead: () => HttpResponse.json({ message: 'Down' }, { status: 503 }),
    });
    const { user, unmount, queryClient } = renderHost();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to mark notification as read', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await queryClient.refetchQueries({ queryKey: ['notifications', 'games'] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The server still lists it: the next answer of the list asks again.
    await waitFor(() => expect(marked.length).toBeGreaterThanOrEqual(2));

    // A reload of the tab: the list comes back with it, the dialog does not (its results are not even
    // asked for), and the mark-read call is made again.
    unmount();
    const resultsBefore = resultsAskedFor.length;
    renderHost();
    await waitFor(() => expect(marked.length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(resultsAskedFor).toHaveLength(resultsBefore);
  });

  it('refreshes my stats and games when a notification arrives', async () => {
    notificationServer([gameNotification(1, { createdAt: new Date().toISOString() })]);
    const { queryClient } = renderHost();
    queryClient.setQueryData(['user', 'stats'], { goldMedals: 0 });
    queryClient.setQueryData(['games', 'mine'], []);
    await screen.findByRole('dialog');
    expect(queryClient.getQueryState(['user', 'stats'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['games', 'mine'])?.isInvalidated).toBe(true);
  });

  it('leaves alone my stats and games read after the notification was made (decision 0024: asked twice on start)', async () => {
    const createdAt = new Date(Date.now() - CLOCK_MARGIN_MS - 1_000).toISOString();
    notificationServer([gameNotification(1, { createdAt })]);
    const { queryClient } = renderHost();
    queryClient.setQueryData(['user', 'stats'], { goldMedals: 1 });
    queryClient.setQueryData(['games', 'mine'], []);
    // Saved on an earlier visit, before the game ended: out of date.
    queryClient.setQueryData(['games', 'public'], [], { updatedAt: Date.parse(createdAt) - 3_600_000 });
    await screen.findByRole('dialog');
    expect(queryClient.getQueryState(['user', 'stats'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['games', 'mine'])?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(['games', 'public'])?.isInvalidated).toBe(true);
  });

  it('opens by itself on a signed-in screen of the app', async () => {
    server.use(...signedInHandlers({ notifications: [gameNotification(1, { type: 'game_won' })] }));
    server.use(http.get('/api/games/:id/results', () => HttpResponse.json([])));
    renderApp('/leaderboard');
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(within(dialog).getByRole('button', { name: 'Celebrate!' })).toBeInTheDocument();
  });
});

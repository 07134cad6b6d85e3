import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OFFLINE_NOT_SAVED } from '@/offline/offline-notice';
import { server } from '@tests/support/client/msw-server';
import { renderLeaderboard } from '@tests/support/client/render-leaderboard';
import { boardHandler, grace, playerEntry } from '@tests/support/client/leaderboard-fixtures';

describe('leaderboard loading, offline and kept states', () => {
  it('holds the rows’ place while loading and says so to a screen reader', async () => {
    server.use(http.get('/api/leaderboard/players', () => new Promise<never>(() => undefined)));
    renderLeaderboard();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading leaderboard');
  });

  it("says the board isn't saved on this device when the request never reached the server", async () => {
    server.use(http.get('/api/leaderboard/players', () => HttpResponse.error()));
    renderLeaderboard();
    expect(await screen.findByText(OFFLINE_NOT_SAVED)).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch player leaderboard')).not.toBeInTheDocument();
  });

  it('keeps the board it has on screen when a refresh fails (docs/architecture.md §7)', async () => {
    let fail = false;
    server.use(boardHandler('players', () => (fail ? 'fail' : { entries: [playerEntry(1, grace, 5)], me: null })));
    const { queryClient } = renderLeaderboard();
    const list = await screen.findByRole('list', { name: 'Rankings' });
    fail = true;
    await act(() => queryClient.refetchQueries({ queryKey: ['leaderboard'] }));
    expect(within(list).getByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch player leaderboard')).not.toBeInTheDocument();
  });
});

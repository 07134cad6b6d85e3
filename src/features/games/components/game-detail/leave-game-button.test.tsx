import { ZERO_STATS } from '@contract/user';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeMyGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';
import { gameOf, gamePageHandlers } from '@tests/support/client/game-end-fixtures';

const DENIED = 'Access denied: you must be a participant to view this game';

/** A browser's back/forward or typed URL: BrowserRouter follows popstate. */
function visit(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('Leave Game (docs/product.md §6, §8)', () => {
  it('is not offered to the creator, who can only delete the game', async () => {
    const game = gameOf({ creator: testUser, creatorId: testUser.id });
    server.use(...gamePageHandlers(game));
    renderApp(`/games/${game.id}`);
    expect(await screen.findByRole('button', { name: 'Share game' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Game' })).not.toBeInTheDocument();
  });

  it('asks first; Cancel leaves nothing', async () => {
    const game = gameOf();
    let calls = 0;
    server.use(
      http.post(`/api/games/${game.id}/leave`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Left' });
      }),
      ...gamePageHandlers(game),
    );
    const { user } = renderApp(`/games/${game.id}`);
    await user.click(await screen.findByRole('button', { name: 'Leave Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Game' });
    expect(dialog).toHaveTextContent('Leave “Cold Showers”?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Leave Game' })).not.toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('leaves, says so, goes home with fresh lists and stats, and the game is Access Denied afterwards', async () => {
    const game = gameOf();
    let left = false;
    let gameReads = 0;
    server.use(
      http.post(`/api/games/${game.id}/leave`, () => {
        left = true;
        return HttpResponse.json({ message: 'Left the game' });
      }),
      http.get(`/api/games/${game.id}`, () => {
        gameReads += 1;
        return left ? HttpResponse.json({ message: DENIED, isPublic: true }, { status: 403 }) : HttpResponse.json(game);
      }),
      // What Home reads after the leave: the game is gone from my games, and from games joined.
      ...signedInHandlers({ games: [], stats: { ...ZERO_STATS, gamesJoined: 1 } }),
      ...gamePageHandlers(game),
    );
    const { user, queryClient } = renderApp(`/games/${game.id}`);
    // Home was seen before, with the game in it (cached, never stale by default: docs/product.md §7).
    queryClient.setQueryData(['games', 'mine'], [makeMyGame(1, { name: 'Cold Showers' })]);
    queryClient.setQueryData(['user', 'stats'], { ...ZERO_STATS, gamesJoined: 2 });

    await user.click(await screen.findByRole('button', { name: 'Leave Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Game' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));

    expect(await screen.findByText('Left the game successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    expect(left).toBe(true);
    expect(await screen.findByText('No active games')).toBeInTheDocument();
    const stats = (await screen.findByRole('heading', { name: 'Your Stats' })).closest('section') as HTMLElement;
    expect(await within(stats).findByText('1')).toBeInTheDocument();
    // Nothing of the game stays on this device, and it was not read again on the way out.
    expect(queryClient.getQueryCache().findAll({ queryKey: ['games', game.id] })).toEqual([]);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['posts', game.id] })).toEqual([]);
    expect(gameReads).toBe(1);

    visit(`/games/${game.id}`);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cold Showers' })).not.toBeInTheDocument();
    expect(gameReads).toBe(2);
  });

  it("says 'Failed to leave game' and stays on the game when the server refuses", async () => {
    const game = gameOf();
    server.use(
      http.post(`/api/games/${game.id}/leave`, () => HttpResponse.json({ message: 'Nope' }, { status: 400 })),
      ...gamePageHandlers(game),
    );
    const { user } = renderApp(`/games/${game.id}`);
    await user.click(await screen.findByRole('button', { name: 'Leave Game' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Leave Game' })).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Failed to leave game')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Leave Game' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Cold Showers' })).toBeInTheDocument();
  });
});

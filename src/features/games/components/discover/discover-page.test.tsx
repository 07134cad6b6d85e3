import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameListHandlers } from '@tests/support/client/game-handlers';
import { makePublicGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const DAY = 24 * 60 * 60 * 1000;
const active = (n: number, participants: number, extra = {}) =>
  makePublicGame(n, { name: `Active ${n}`, _count: { participants, posts: 0 }, ...extra });
const upcoming = (n: number, inDays: number) =>
  makePublicGame(n, {
    name: `Upcoming ${n}`,
    status: 'upcoming',
    startTime: new Date(Date.now() + inDays * DAY).toISOString(),
    endTime: new Date(Date.now() + (inDays + 30) * DAY).toISOString(),
  });

function section(name: string) {
  return screen.getByRole('heading', { name }).closest('section') as HTMLElement;
}

describe('Discover', () => {
  it("ranks the 3 biggest active games #1 to #3 and lists the 3 earliest upcoming as 'Coming Soon'", async () => {
    server.use(
      ...signedInHandlers(),
      ...gameListHandlers({
        publicGames: [active(1, 2), active(2, 10), active(3, 5), active(4, 7), upcoming(5, 9), upcoming(6, 2), upcoming(7, 5), upcoming(8, 20)],
      }),
    );
    renderApp('/discover');
    // Discover is a lazy chunk: its first render on a loaded machine took more than 1 s.
    expect(await screen.findByRole('article', { name: 'Active 2' }, { timeout: 10_000 })).toBeInTheDocument();
    const activeCards = within(section('Active Games')).getAllByRole('article');
    expect(activeCards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Active 2',
      'Active 4',
      'Active 3',
    ]);
    expect(activeCards.map((c) => within(c).getByLabelText(/^Rank/).textContent)).toEqual(['#1', '#2', '#3']);
    const soon = within(section('Coming Soon')).getAllByRole('article');
    expect(soon.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Upcoming 6', 'Upcoming 7', 'Upcoming 5']);
    for (const card of soon) {
      expect(within(card).getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
      expect(within(card).queryByRole('button', { name: /Join Game/ })).not.toBeInTheDocument();
    }
  });

  it("joins an active game ('Joining...' while pending) and then offers 'View'", async () => {
    let joined = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const game = active(1, 3);
    server.use(
      ...signedInHandlers(),
      http.get('/api/games/public', () => HttpResponse.json([{ ...game, isMember: joined }])),
      http.post(`/api/games/${game.id}/join`, async () => {
        await gate;
        joined = true;
        return HttpResponse.json({ requiresApproval: false, game: null });
      }),
    );
    const { user } = renderApp('/discover');
    await user.click(await screen.findByRole('button', { name: 'Join Game Active 1' }));
    expect(await screen.findByRole('button', { name: 'Joining...' })).toBeDisabled();
    release();
    expect(await screen.findByText("You've joined the game successfully.")).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Active 1' })).toHaveAttribute('href', `/games/${game.id}`);
  });

  it('sends a join request for an approval game, and shows a refusal from the server', async () => {
    const approval = active(1, 3, { requiresApproval: true });
    const full = active(2, 2);
    server.use(
      ...signedInHandlers(),
      ...gameListHandlers({ publicGames: [approval, full] }),
      http.post(`/api/games/${approval.id}/join`, () => HttpResponse.json({ requiresApproval: true, game: null })),
      http.post(`/api/games/${full.id}/join`, () => HttpResponse.json({ message: 'Game is full' }, { status: 409 })),
    );
    const { user } = renderApp('/discover');
    await user.click(await screen.findByRole('button', { name: 'Join Game Active 1' }));
    expect(await screen.findByText('Join request sent! Waiting for approval from the game creator.')).toBeInTheDocument();
    act(() => notifications.clean());
    await user.click(screen.getByRole('button', { name: 'Join Game Active 2' }));
    expect(await screen.findByText('Game is full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Game Active 2' })).toBeEnabled();
  });

  it("shows 'Requested' for a game whose join request waits, from the server and at once after asking (decision 0053)", async () => {
    const waiting = active(1, 3, { requiresApproval: true, hasRequested: true });
    const approval = active(2, 2, { requiresApproval: true });
    let asked = 0;
    let release: () => void = () => {};
    const refetch = new Promise<void>((resolve) => (release = resolve));
    let reads = 0;
    server.use(
      ...signedInHandlers(),
      // The list read after the join is held: the card must say 'Requested' before it comes.
      http.get('/api/games/public', async () => {
        reads += 1;
        if (reads > 1) await refetch;
        return HttpResponse.json([waiting, { ...approval, hasRequested: asked > 0 }]);
      }),
      http.post(`/api/games/${approval.id}/join`, () => {
        asked += 1;
        return HttpResponse.json({ requiresApproval: true, game: null });
      }),
    );
    const { user } = renderApp('/discover');
    const card = async (name: string) => within(await screen.findByRole('article', { name }));
    expect((await card('Active 1')).getByRole('button', { name: 'Requested' })).toBeDisabled();
    expect((await card('Active 1')).queryByRole('button', { name: /Join Game/ })).not.toBeInTheDocument();
    await user.click((await card('Active 2')).getByRole('button', { name: 'Join Game Active 2' }));
    expect(await (await card('Active 2')).findByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(reads).toBe(2);
    release();
    expect(asked).toBe(1);
  });

  it('merges the smart search (above 2 characters) with local matches on name and description', async () => {
    const queries: string[] = [];
    const local = active(1, 3, { name: 'Cold Showers', description: 'brr' });
    const byDescription = active(2, 4, { name: 'Morning', description: 'A cold start' });
    const remoteOnly = active(3, 1, { name: 'Ice Baths', description: 'colder still' });
    server.use(
      ...signedInHandlers(),
      ...gameListHandlers({
        publicGames: [local, byDescription, active(4, 9, { name: 'Yoga' })],
        search: (q) => {
          queries.push(q);
          return [local, remoteOnly];
        },
      }),
    );
    const { user } = renderApp('/discover');
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await screen.findByRole('article', { name: 'Yoga' });
    await user.type(box, 'co');
    expect(screen.queryByRole('article', { name: 'Yoga' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Cold Showers' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Morning' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queries).toEqual([]);
    await user.type(box, 'l');
    expect(await screen.findByRole('article', { name: 'Ice Baths' })).toBeInTheDocument();
    expect(queries).toEqual(['col']);
    expect(screen.getAllByRole('article', { name: 'Cold Showers' })).toHaveLength(1);
  });

  it('says when nothing matches and when there are no games', async () => {
    server.use(...signedInHandlers(), ...gameListHandlers({ publicGames: [] }));
    const { user } = renderApp('/discover');
    expect(await screen.findByText('No active games yet')).toBeInTheDocument();
    expect(screen.getByText('No upcoming games yet')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzzz');
    expect(await screen.findByText('No games match your search')).toBeInTheDocument();
  });
});

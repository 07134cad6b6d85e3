import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { startDateText } from '../../game-timing';
import { testUser } from '@tests/support/client/fixtures';
import { makeGame, makeUser } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DENIED = 'Access denied: you must be a participant to view this game';
const owner = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });
const admin = makeUser(2, { firstName: 'Alan', lastName: 'Turing' });

function gameWith(me: { isAdmin: boolean } | null, extra = {}) {
  const participants = [
    { userId: owner.id, user: owner, isAdmin: false },
    { userId: admin.id, user: admin, isAdmin: true },
    ...(me ? [{ userId: testUser.id, user: testUser, isAdmin: me.isAdmin }] : []),
  ];
  return makeGame(1, {
    name: 'Cold Showers',
    creator: owner,
    creatorId: owner.id,
    participants,
    _count: { participants: participants.length, posts: 4 },
    ...extra,
  });
}

// The page's Accomplishments section (tested in features/posts) reads the game's posts, its
// Personal Leaderboard the scores (tested in personal-leaderboard.test.tsx) and its group sections
// the groups (tested in features/groups).
const noPosts = [
  http.get('/api/posts', () => HttpResponse.json({ posts: [], hasMore: false })),
  http.get('/api/games/:id/scores', () => HttpResponse.json([])),
  http.get('/api/games/:id/groups', () => HttpResponse.json([])),
  http.get('/api/games/:id/groups/leaderboard', () => HttpResponse.json([])),
];

function serve(game: ReturnType<typeof gameWith>) {
  server.use(...signedInHandlers(), ...noPosts, http.get(`/api/games/${game.id}`, () => HttpResponse.json(game)));
  return renderApp(`/games/${game.id}`);
}

describe('game detail header', () => {
  it('shows name, creator, status, days, posts, progress and participants with their tags', async () => {
    const game = gameWith({ isAdmin: false });
    const { user } = serve(game);
    // The first render loads the game page's lazy chunk: on a loaded machine that alone passed
    // testing-library's default 1 s wait.
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold Showers' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Created by Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('8 days left')).toBeInTheDocument();
    expect(screen.getByText('4 posts')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Game progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Game' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3 participants' }));
    const dialog = await screen.findByRole('dialog', { name: 'Participants (3)' });
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['GHGrace HopperOwner', 'ATAlan TuringAdmin', 'ALAda Lovelace (You)']);
  });

  it('offers the edit link to an admin and the share dialog to a participant of an active game', async () => {
    const game = gameWith({ isAdmin: true });
    const { user } = serve(game);
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/games/${game.id}/edit`);
    await user.click(screen.getByRole('button', { name: 'Share game' }));
    expect(await screen.findByRole('dialog', { name: 'Share Cold Showers' })).toBeInTheDocument();
  });

  it.each([
    ['a plain participant', false],
    ['the creator', true],
  ])('shows %s of an upcoming game when it starts, who is in, when posting opens, and Invite / Share; no progress (decision 0053)', async (_who, creator) => {
    const startTime = new Date(Date.now() + 3 * DAY - HOUR).toISOString();
    const base = gameWith({ isAdmin: false }, { status: 'upcoming', startTime, _count: { participants: 3, posts: 0 } });
    const game = creator ? { ...base, creator: testUser, creatorId: testUser.id } : base;
    const { user } = serve(game);
    const section = await screen.findByRole('region', { name: 'Before it starts' });
    expect(screen.getByText('Starts in 3 days')).toBeInTheDocument();
    expect(within(section).getByText(`Starts ${startDateText(startTime)}`)).toBeInTheDocument();
    expect(within(section).getByText('Posting opens when the game starts.')).toBeInTheDocument();
    const who = within(section).getByRole('group', { name: "Who's in" });
    expect(who).toHaveTextContent('You, Grace Hopper and 1 more');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('0%')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Personal Leaderboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Game' }) !== null).toBe(!creator);

    await user.click(within(section).getByRole('button', { name: 'Invite' }));
    let dialog = await screen.findByRole('dialog', { name: 'Share Cold Showers' });
    expect(within(dialog).getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: /close/i }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(section).getByRole('button', { name: 'Share game' }));
    dialog = await screen.findByRole('dialog', { name: 'Share Cold Showers' });
    expect(within(dialog).getByRole('tab', { name: 'Code' })).toHaveAttribute('aria-selected', 'true');
  });

  it('turns into the running game at its start, without a reload', async () => {
    // The start is set by the first read, 2 s later: the page shows the upcoming game first,
    // however long it took to load, then reads it again once the start has passed.
    const upcoming = gameWith({ isAdmin: false }, { status: 'upcoming' });
    let startTime = '';
    server.use(
      ...signedInHandlers(),
      ...noPosts,
      http.get(`/api/games/${upcoming.id}`, () => {
        startTime ||= new Date(Date.now() + 2000).toISOString();
        const status = Date.now() < Date.parse(startTime) ? 'upcoming' : 'active';
        return HttpResponse.json({ ...upcoming, status, startTime });
      }),
    );
    renderApp(`/games/${upcoming.id}`);
    expect(await screen.findByRole('region', { name: 'Before it starts' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Game progress' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before it starts' })).not.toBeInTheDocument();
  });

  it('has no "Before it starts" once the game runs', async () => {
    serve(gameWith({ isAdmin: false }));
    expect(await screen.findByRole('progressbar', { name: 'Game progress' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Before it starts' })).not.toBeInTheDocument();
  });

  it('lets a non-participant join a public game from the Access Denied state, then shows the game', async () => {
    const game = gameWith({ isAdmin: false });
    let joined = false;
    server.use(
      ...signedInHandlers(),
      ...noPosts,
      http.get(`/api/games/${game.id}`, () =>
        joined ? HttpResponse.json(game) : HttpResponse.json({ message: DENIED, isPublic: true }, { status: 403 }),
      ),
      http.post(`/api/games/${game.id}/join`, () => {
        joined = true;
        return HttpResponse.json({ requiresApproval: false, game });
      }),
    );
    const { user } = renderApp(`/games/${game.id}`);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('button', { name: 'Join Game' }));
    expect(await screen.findByText("You've joined the game successfully.")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Cold Showers' })).toBeInTheDocument();
  });

  it("shows the server's refusal when joining from Access Denied fails", async () => {
    server.use(
      ...signedInHandlers(),
      http.get('/api/games/g9', () => HttpResponse.json({ message: DENIED, isPublic: true }, { status: 403 })),
      http.post('/api/games/g9/join', () => HttpResponse.json({ message: 'This game has ended' }, { status: 409 })),
    );
    const { user } = renderApp('/games/g9');
    await user.click(await screen.findByRole('button', { name: 'Join Game' }));
    expect(await screen.findByText('This game has ended')).toBeInTheDocument();
  });

  it('offers no Join Game for a private game: joining needs an invitation from the creator', async () => {
    let joinCalls = 0;
    server.use(
      ...signedInHandlers(),
      http.get('/api/games/g7', () => HttpResponse.json({ message: DENIED, isPublic: false }, { status: 403 })),
      http.post('/api/games/g7/join', () => {
        joinCalls += 1;
        return HttpResponse.json({ message: 'Game not found' }, { status: 404 });
      }),
    );
    renderApp('/games/g7');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(
      screen.getByText('You must be a participant to view this game. Contact the game creator for an invitation.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This game is private: you can join it only with an invitation from the game creator.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Game' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(joinCalls).toBe(0);
  });
});

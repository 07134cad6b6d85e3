import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITE_CODE_ALPHABET } from '@contract/games';
import { gameParticipants, games } from '../../db/schema/games';
import { userStats } from '../../db/schema/users';
import { createGame, createGameCast, gameBody, signInAs } from '../../../tests/support/factories';
import { expectMalformedJsonRefused } from '../../../tests/support/malformed-json';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { FINISHED_DATES_LOCKED } from './games.service';

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('POST /api/games', () => {
  const t = useTestApp();
  const create = (body: unknown, headers?: { cookie: string }) =>
    t.request({ method: 'POST', url: '/api/games', payload: body as object, headers });

  it('creates the game with the creator as owner and participant, a fresh code and the counters', async () => {
    const me = await signInAs(t.db);
    const body = gameBody({ name: '  Cold showers ', requiresApproval: true, status: 'completed' });
    const res = await create(body, me.headers);
    expect(res.statusCode).toBe(201);
    const game = res.json();
    expect(game).toMatchObject({
      name: 'Cold showers',
      description: 'Step outside',
      status: 'upcoming',
      isPublic: true,
      requiresApproval: true,
      creatorId: me.user.id,
      creator: me.user,
      participants: [{ userId: me.user.id, isAdmin: false, user: me.user }],
      _count: { participants: 1, posts: 0 },
    });
    expect(game.inviteCode).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{6}$`));
    const [stats] = await t.db.select().from(userStats).where(eq(userStats.userId, me.user.id));
    expect(stats).toMatchObject({ gamesCreated: 1, gamesJoined: 1, creatorParticipants: 1, creatorLargestGame: 1 });
  });

  it('accepts a start a moment ago (the form says "now") and gives every game its own code', async () => {
    const me = await signInAs(t.db);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const res = await create(gameBody({ startTime: iso(-60_000), endTime: iso(DAY) }), me.headers);
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('active');
      codes.add(res.json().inviteCode);
    }
    expect(codes.size).toBe(5);
  });

  it.each([
    ['no name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    ['no start date', { startTime: undefined }, 'Start date is required'],
    ['an empty start date', { startTime: '' }, 'Start date is required'],
    ['no end date', { endTime: undefined }, 'End date is required'],
    ['an end before the start', { startTime: iso(2 * DAY), endTime: iso(DAY) }, 'End date must be after start date'],
    ['an end equal to the start', { startTime: iso(DAY), endTime: iso(DAY) }, 'End date must be after start date'],
    ['a start 10 minutes ago', { startTime: iso(-10 * 60_000), endTime: iso(DAY) }, 'Start date cannot be in the past'],
    ['a date that is not one', { startTime: 'tomorrow' }, 'Enter a valid date and time'],
    ['a number for the name', { name: 42 }, 'name:'],
    ['a string for isPublic', { isPublic: 'yes' }, 'isPublic must be true or false'],
    ['a number for requiresApproval', { requiresApproval: 1 }, 'requiresApproval must be true or false'],
  ])('refuses %s with 400 and its message', async (_label, overrides, message) => {
    const me = await signInAs(t.db);
    const res = await create(gameBody(overrides), me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses malformed JSON, a missing body and an array with 400', async () => {
    const me = await signInAs(t.db);
    await expectMalformedJsonRefused(t, { method: 'POST', url: '/api/games', headers: me.headers });
    expect((await t.request({ method: 'POST', url: '/api/games', headers: me.headers })).statusCode).toBe(400);
    const array = await create([gameBody()], me.headers);
    expect(array.statusCode).toBe(400);
    expect(array.json().message).toContain('must be a JSON object');
  });

  it('drops unknown fields: no chosen id, code, creator or counters', async () => {
    const me = await signInAs(t.db);
    const other = await signInAs(t.db);
    const res = await create(
      gameBody({ id: crypto.randomUUID(), inviteCode: 'AAAAAA', creatorId: other.user.id, participantCount: 99, finalizedAt: iso(0) }),
      me.headers,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(games).where(eq(games.id, res.json().id));
    expect(row).toMatchObject({ creatorId: me.user.id, participantCount: 1, finalizedAt: null });
    expect(row!.inviteCode).not.toBe('AAAAAA');
  });
});

describe('GET /api/games/{id}', () => {
  const t = useTestApp();

  it('answers participants the full game, owner first then admins', async () => {
    const cast = await createGameCast(t.db);
    const res = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}`, headers: cast.participant.headers });
    expect(res.statusCode).toBe(200);
    const game = res.json();
    expect(game.inviteCode).toBe(cast.game.inviteCode);
    expect(game.participants.map((p: { userId: string }) => p.userId).slice(0, 2)).toEqual([cast.creator.user.id, cast.admin.user.id]);
    expect(game._count).toEqual({ participants: 4, posts: 0 });
    expect(res.body).not.toMatch(/password|oidc/i);
  });

  it('is 403 with the docs/product.md text for a non-participant, 404 for a missing game, 400 for a malformed id', async () => {
    const cast = await createGameCast(t.db);
    await expectAnswer(
      t.request({ method: 'GET', url: `/api/games/${cast.game.id}`, headers: cast.stranger.headers }),
      403,
      { message: 'Access denied: you must be a participant to view this game', isPublic: true, hasRequested: false },
    );
    await expectAnswer(t.request({ method: 'GET', url: `/api/games/${crypto.randomUUID()}`, headers: cast.stranger.headers }), 404, { message: 'Game not found' });
    const malformed = await t.request({ method: 'GET', url: '/api/games/not-a-uuid', headers: cast.stranger.headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Game id must be a UUID');
  });

  it("tells a stranger only whether the game is public (can they join from its page), never a private game's name", async () => {
    const cast = await createGameCast(t.db, { isPublic: false, name: 'Secret Sauna Club', description: 'Members only' });
    const denied = await expectAnswer(
      t.request({ method: 'GET', url: `/api/games/${cast.game.id}`, headers: cast.stranger.headers }),
      403,
      { message: 'Access denied: you must be a participant to view this game', isPublic: false, hasRequested: false },
    );
    expect(denied.body).not.toMatch(/Secret|Sauna|Members only|inviteCode/);
    // Signed out is still 401 first, with nothing about the game.
    const signedOut = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}` });
    expect(signedOut.statusCode).toBe(401);
    expect(Object.keys(signedOut.json())).toEqual(['message']);
  });
});

describe('PUT /api/games/{id}', () => {
  const t = useTestApp();
  const put = (id: string, body: unknown, headers: { cookie: string }) =>
    t.request({ method: 'PUT', url: `/api/games/${id}`, payload: body as object, headers });

  it('lets an admin change settings; status is ignored and the dates may lie in the past', async () => {
    const cast = await createGameCast(t.db);
    const body = gameBody({ name: 'Renamed', startTime: iso(-5 * DAY), endTime: iso(-DAY), isPublic: false, status: 'upcoming' });
    const res = await put(cast.game.id, { ...body, requiresApproval: true }, cast.admin.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed', status: 'completed', isPublic: false, requiresApproval: true });
  });

  it('ends a game early by setting its end to now', async () => {
    const cast = await createGameCast(t.db);
    const res = await put(cast.game.id, gameBody({ startTime: cast.game.startTime.toISOString(), endTime: iso(0) }), cast.creator.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('completed');
  });

  it('validates like create: the end after the start', async () => {
    const cast = await createGameCast(t.db);
    const res = await put(cast.game.id, gameBody({ startTime: iso(DAY), endTime: iso(0) }), cast.creator.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('End date must be after start date');
  });

  it('keeps the dates of a finalised game', async () => {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id, { startTime: new Date(Date.now() - 2 * DAY), endTime: new Date(Date.now() - DAY), finalizedAt: new Date() });
    const moved = await put(game.id, gameBody({ startTime: iso(-2 * DAY), endTime: iso(DAY) }), me.headers);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(FINISHED_DATES_LOCKED);
    const renamed = await put(game.id, { name: 'Still done', startTime: game.startTime.toISOString(), endTime: game.endTime.toISOString() }, me.headers);
    expect(renamed.statusCode).toBe(200);
  });
});

describe('DELETE /api/games/{id}', () => {
  const t = useTestApp();

  it('deletes the game, its memberships, and takes back the counters it added', async () => {
    const me = await signInAs(t.db);
    const friend = await signInAs(t.db);
    const created = (await t.request({ method: 'POST', url: '/api/games', payload: gameBody(), headers: me.headers })).json();
    await t.request({ method: 'POST', url: `/api/games/join/${created.inviteCode}`, headers: friend.headers });
    await expectAnswer(t.request({ method: 'DELETE', url: `/api/games/${created.id}`, headers: me.headers }), 200, { message: 'Game deleted' });
    expect(await t.db.select().from(gameParticipants).where(eq(gameParticipants.gameId, created.id))).toEqual([]);
    const [mine] = await t.db.select().from(userStats).where(eq(userStats.userId, me.user.id));
    expect(mine).toMatchObject({ gamesCreated: 0, gamesJoined: 0, creatorParticipants: 0, creatorLargestGame: 0 });
    const [theirs] = await t.db.select().from(userStats).where(eq(userStats.userId, friend.user.id));
    expect(theirs).toMatchObject({ gamesJoined: 0 });
    const again = await t.request({ method: 'GET', url: `/api/games/${created.id}`, headers: me.headers });
    expect(again.statusCode).toBe(404);
  });
});

import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameParticipants, games, joinRequests } from '../../db/schema/games';
import { groupMembers, groups } from '../../db/schema/groups';
import { createGame, createGameCast, createUser, sharePost, signInAs } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

const DAY = 86_400_000;

describe('joining and leaving', () => {
  const t = useTestApp();
  const post = (url: string, headers?: { cookie: string }) => t.request({ method: 'POST', url, headers });
  const membersOf = (gameId: string) => t.db.select().from(gameParticipants).where(eq(gameParticipants.gameId, gameId));
  const countOf = async (gameId: string) =>
    (await t.db.select({ n: games.participantCount }).from(games).where(eq(games.id, gameId)))[0]!.n;

  it('joins by code, also typed in lower case with spaces around it', async () => {
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id, { inviteCode: 'ABC234' });
    const me = await signInAs(t.db);
    const res = await post(`/api/games/join/${encodeURIComponent('  abc234 ')}`, me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ requiresApproval: false, game: { id: game.id, _count: { participants: 2 } } });
    expect((await membersOf(game.id)).map((m) => m.userId)).toContain(me.user.id);
  });

  it('is 404 "Game not found" for an unknown code and 400 for a code longer than 6 characters', async () => {
    const me = await signInAs(t.db);
    await expectAnswer(post('/api/games/join/ZZZZZZ', me.headers), 404, { message: 'Game not found' });
    const long = await post('/api/games/join/ABCDEFGH', me.headers);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Invite codes have 6 characters');
  });

  it('joining twice is a no-op answer with the game, not a second row', async () => {
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id);
    const me = await signInAs(t.db);
    await post(`/api/games/join/${game.inviteCode}`, me.headers);
    const again = await post(`/api/games/join/${game.inviteCode}`, me.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ requiresApproval: false, game: { id: game.id } });
    expect(await membersOf(game.id)).toHaveLength(2);
    expect(await countOf(game.id)).toBe(2);
  });

  it('two joins at once make one participant and count it once', async () => {
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id);
    const me = await signInAs(t.db);
    const answers = await Promise.all([
      post(`/api/games/join/${game.inviteCode}`, me.headers),
      post(`/api/games/join/${game.inviteCode}`, me.headers),
      post(`/api/games/${game.id}/join`, me.headers),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await membersOf(game.id)).toHaveLength(2);
    expect(await countOf(game.id)).toBe(2);
  });

  it('joins a completed game (to see its results)', async () => {
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id, { startTime: new Date(Date.now() - 3 * DAY), endTime: new Date(Date.now() - DAY) });
    const me = await signInAs(t.db);
    const res = await post(`/api/games/join/${game.inviteCode}`, me.headers);
    expect(res.json()).toMatchObject({ requiresApproval: false, game: { status: 'completed' } });
  });

  it('with approval, a code or the listing makes one pending join request instead', async () => {
    const host = await createUser(t.db);
    const game = await createGame(t.db, host.id, { requiresApproval: true });
    const me = await signInAs(t.db);
    const first = await post(`/api/games/join/${game.inviteCode}`, me.headers);
    expect(first.json()).toEqual({ requiresApproval: true, game: null });
    const second = await post(`/api/games/${game.id}/join`, me.headers);
    expect(second.json()).toEqual({ requiresApproval: true, game: null });
    const requests = await t.db.select().from(joinRequests).where(eq(joinRequests.gameId, game.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ userId: me.user.id, status: 'pending' });
    expect(await membersOf(game.id)).toHaveLength(1);
  });

  it('joins a public game from the listing, but a private one answers like a missing game', async () => {
    const host = await createUser(t.db);
    const open = await createGame(t.db, host.id);
    const hidden = await createGame(t.db, host.id, { isPublic: false });
    const me = await signInAs(t.db);
    expect((await post(`/api/games/${open.id}/join`, me.headers)).json()).toMatchObject({ game: { id: open.id } });
    await expectAnswer(post(`/api/games/${hidden.id}/join`, me.headers), 404, { message: 'Game not found' });
    expect(await membersOf(hidden.id)).toHaveLength(1);
    // The code still works for a private game: whoever has it was given it.
    expect((await post(`/api/games/join/${hidden.inviteCode}`, me.headers)).json()).toMatchObject({ game: { id: hidden.id } });
  });

  it('leaving removes me, my group membership in the game, and the count', async () => {
    const cast = await createGameCast(t.db);
    const [group] = await t.db.insert(groups).values({ gameId: cast.game.id, name: 'Red', color: 'red' }).returning();
    await t.db.insert(groupMembers).values({ groupId: group!.id, gameId: cast.game.id, userId: cast.participant.user.id });
    await expectAnswer(post(`/api/games/${cast.game.id}/leave`, cast.participant.headers), 200, { message: 'Left the game' });
    expect(await countOf(cast.game.id)).toBe(3);
    expect(await t.db.select().from(groupMembers).where(eq(groupMembers.userId, cast.participant.user.id))).toEqual([]);
    const again = await post(`/api/games/${cast.game.id}/leave`, cast.participant.headers);
    expect(again.statusCode).toBe(403);
  });

  it('coming back after leaving starts from the posts still there, not from zero', async () => {
    const cast = await createGameCast(t.db);
    await sharePost(t.db, cast.author.user.id, cast.game.id);
    await sharePost(t.db, cast.author.user.id, cast.game.id);
    await post(`/api/games/${cast.game.id}/leave`, cast.author.headers);
    await post(`/api/games/join/${cast.game.inviteCode}`, cast.author.headers);
    const [row] = await t.db
      .select()
      .from(gameParticipants)
      .where(and(eq(gameParticipants.gameId, cast.game.id), eq(gameParticipants.userId, cast.author.user.id)));
    expect(row!.score).toBe(2);
  });

  it('the creator cannot leave', async () => {
    const cast = await createGameCast(t.db);
    await expectAnswer(post(`/api/games/${cast.game.id}/leave`, cast.creator.headers), 400, { message: 'The creator cannot leave the game; delete it instead' });
    const [creatorRow] = await t.db
      .select()
      .from(gameParticipants)
      .where(and(eq(gameParticipants.gameId, cast.game.id), eq(gameParticipants.userId, cast.creator.user.id)));
    expect(creatorRow).toBeDefined();
  });
});

describe('GET /api/games/invite/{code}', () => {
  const t = useTestApp();

  it('shows visitors the public face of the game, without isMember, the code or participants', async () => {
    const host = await createUser(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const game = await createGame(t.db, host.id, { name: 'Cold', description: 'Brr', isPublic: false, inviteCode: 'QRS789' });
    await expectAnswer(t.request({ method: 'GET', url: '/api/games/invite/%20qrs789' }), 200, {
      id: game.id,
      name: 'Cold',
      description: 'Brr',
      status: 'active',
      startTime: game.startTime.toISOString(),
      endTime: game.endTime.toISOString(),
      isPublic: false,
      requiresApproval: false,
      participantCount: 1,
      creatorName: 'Ada Lovelace',
    });
  });

  it('adds isMember for someone signed in, and is 404 for an unknown code', async () => {
    const cast = await createGameCast(t.db);
    const url = `/api/games/invite/${cast.game.inviteCode}`;
    expect((await t.request({ method: 'GET', url, headers: cast.participant.headers })).json().isMember).toBe(true);
    expect((await t.request({ method: 'GET', url, headers: cast.stranger.headers })).json().isMember).toBe(false);
    await expectAnswer(t.request({ method: 'GET', url: '/api/games/invite/XXXXXX' }), 404, { message: 'Game not found' });
  });
});

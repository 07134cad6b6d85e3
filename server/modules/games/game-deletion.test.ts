import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games } from '../../db/schema/games';
import { images } from '../../db/schema/posts';
import { gameResults } from '../../db/schema/results';
import { userStats } from '../../db/schema/users';
import { gameBody, sharePost, signInAs, testImageBytes, toDataUrl } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';

describe('deleting a game takes back what it counted', () => {
  const t = useTestApp();
  const statsOf = async (userId: string) => (await t.db.select().from(userStats).where(eq(userStats.userId, userId)))[0];

  it('accomplishments, likes received, medals and creator totals; its photos go too', async () => {
    const owner = await signInAs(t.db);
    const player = await signInAs(t.db);
    const keep = (await t.request({ method: 'POST', url: '/api/games', payload: gameBody({ startTime: new Date().toISOString() }), headers: owner.headers })).json();
    const doomed = (await t.request({ method: 'POST', url: '/api/games', payload: gameBody({ startTime: new Date().toISOString() }), headers: owner.headers })).json();
    for (const game of [keep, doomed]) await t.request({ method: 'POST', url: `/api/games/join/${game.inviteCode}`, headers: player.headers });

    await sharePost(t.db, player.user.id, keep.id);
    const photo = await sharePost(t.db, player.user.id, doomed.id, { image: toDataUrl(await testImageBytes()) });
    await sharePost(t.db, player.user.id, doomed.id);
    await t.request({ method: 'PUT', url: `/api/posts/${photo.id}/upvote`, payload: { upvoted: true }, headers: owner.headers });
    await t.db.insert(gameResults).values({ gameId: doomed.id, userId: player.user.id, position: 1, score: 2, medalType: 'gold', popularVote: true });
    await t.db
      .update(userStats)
      .set({ goldMedals: 1, popularVoteMedals: 1, medalScore: 5, gamesCompleted: 1 })
      .where(eq(userStats.userId, player.user.id));
    const imageIds = (await t.db.select({ id: images.id }).from(images).where(eq(images.ownerId, player.user.id))).map((r) => r.id);
    expect(imageIds).toHaveLength(1);
    expect(await statsOf(player.user.id)).toMatchObject({ totalAccomplishments: 3, totalUpvotes: 1, gamesJoined: 2 });

    const res = await t.request({ method: 'DELETE', url: `/api/games/${doomed.id}`, headers: owner.headers });
    expect(res.statusCode).toBe(200);

    expect(await statsOf(player.user.id)).toMatchObject({
      gamesJoined: 1,
      totalAccomplishments: 1,
      totalUpvotes: 0,
      goldMedals: 0,
      popularVoteMedals: 0,
      medalScore: 0,
      gamesCompleted: 0,
    });
    expect(await statsOf(owner.user.id)).toMatchObject({
      gamesCreated: 1,
      gamesJoined: 1,
      creatorParticipants: 2,
      creatorLargestGame: 2,
      creatorAccomplishments: 1,
    });
    expect(await t.db.select().from(images).where(inArray(images.id, imageIds))).toEqual([]);
    expect(await t.db.select().from(games).where(eq(games.id, doomed.id))).toEqual([]);
  });

  it('an admin may not delete the game', async () => {
    const owner = await signInAs(t.db);
    const helper = await signInAs(t.db);
    const game = (await t.request({ method: 'POST', url: '/api/games', payload: gameBody(), headers: owner.headers })).json();
    await t.request({ method: 'POST', url: `/api/games/join/${game.inviteCode}`, headers: helper.headers });
    await t.request({ method: 'PUT', url: `/api/games/${game.id}/participants/${helper.user.id}/admin`, payload: { isAdmin: true }, headers: owner.headers });
    await expectAnswer(
      t.request({ method: 'DELETE', url: `/api/games/${game.id}`, headers: helper.headers }),
      403,
      { message: 'Only the game creator can delete the game' },
    );
  });

  it('a repeated create with the same Idempotency-Key makes one game', async () => {
    const owner = await signInAs(t.db);
    const key = crypto.randomUUID();
    const body = gameBody();
    const send = () => t.request({ method: 'POST', url: '/api/games', payload: body, headers: { ...owner.headers, 'idempotency-key': key } });
    const first = await send();
    const second = await send();
    expect(second.statusCode).toBe(201);
    expect(second.json().id).toBe(first.json().id);
    expect(await t.db.select().from(games).where(eq(games.creatorId, owner.user.id))).toHaveLength(1);
  });
});

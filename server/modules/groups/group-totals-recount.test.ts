import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GroupLeaderboardEntry } from '@contract/groups';
import { addParticipant, createGame, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { gameParticipants } from '../../db/schema/games';
import { groupMembers, groups } from '../../db/schema/groups';
import { posts } from '../../db/schema/posts';
import { seededRandom as random } from '../../seed/seeded-random';

const COLORS = ['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'indigo', 'violet', 'pink', 'amber'];

/**
 * docs/architecture.md §6: a group's score is the sum of its members' current scores, read from the kept
 * counters. After a random sequence of posts, post deletions, group and membership changes,
 * leaving and joining (all through the API), the group leaderboard must equal a recount from the
 * posts themselves, and every membership must belong to a participant.
 */
describe('group totals against a full recount', () => {
  const t = useTestApp();

  it('stay exact through a random sequence of posts, deletions and membership changes', async () => {
    const seed = Number(process.env.RECOUNT_SEED ?? 20_260_612);
    const rng = random(seed);
    const creators = [await signInAs(t.db), await signInAs(t.db)];
    const people: SignedInUser[] = [];
    for (let i = 0; i < 8; i++) people.push(await signInAs(t.db));
    const gameList: Array<{ game: Awaited<ReturnType<typeof createGame>>; creator: SignedInUser }> = [];
    for (const creator of creators) {
      const game = await createGame(t.db, creator.user.id, { isPublic: true, requiresApproval: false });
      for (const person of people) if (rng.next() < 0.75) await addParticipant(t.db, game.id, person.user.id);
      gameList.push({ game, creator });
    }
    const statuses: number[] = [];

    /** One random action through the API; refusals (not a member, already grouped, gone) are part of the mix. */
    const act = async () => {
      const { game, creator } = rng.pick(gameList);
      const who = rng.pick(people);
      const request = async (method: 'POST' | 'DELETE', url: string, by: SignedInUser, payload?: object) => {
        const res = await t.request({ method, url, headers: by.headers, payload });
        statuses.push(res.statusCode);
        return res;
      };
      const gameGroups = await t.db.select({ id: groups.id }).from(groups).where(eq(groups.gameId, game.id));
      const group = gameGroups.length > 0 ? rng.pick(gameGroups) : undefined;
      const roll = rng.next();
      if (roll < 0.35) {
        await request('POST', '/api/posts', who, { content: `done ${seed}`, gameId: game.id });
      } else if (roll < 0.45) {
        const mine = await t.db.select({ id: posts.id, userId: posts.userId }).from(posts).where(eq(posts.gameId, game.id));
        const post = mine.length ? rng.pick(mine) : undefined;
        const author = post && people.find((p) => p.user.id === post.userId);
        if (post && author) await request('DELETE', `/api/posts/${post.id}`, author);
      } else if (roll < 0.52 || !group) {
        await request('POST', `/api/games/${game.id}/groups`, creator, { name: `G${rng.int(1, 6)}`, color: rng.pick(COLORS) });
      } else if (roll < 0.54) {
        await request('DELETE', `/api/games/${game.id}/groups/${group.id}`, creator);
      } else if (roll < 0.82) {
        await request('POST', `/api/games/${game.id}/groups/${group.id}/members`, creator, { memberId: who.user.id });
      } else if (roll < 0.88) {
        await request('DELETE', `/api/games/${game.id}/groups/${group.id}/members/${who.user.id}`, creator);
      } else if (roll < 0.94) {
        await request('POST', `/api/games/${game.id}/leave`, who);
      } else {
        await request('POST', `/api/games/${game.id}/join`, who);
      }
    };

    /** What the leaderboard must say, from the rows: members' posts counted, ranks by strictly higher totals. */
    async function recount(gameId: string) {
      const [groupRows, members, gamePosts, participants] = await Promise.all([
        t.db.select().from(groups).where(eq(groups.gameId, gameId)),
        t.db.select().from(groupMembers).where(eq(groupMembers.gameId, gameId)),
        t.db.select({ userId: posts.userId }).from(posts).where(eq(posts.gameId, gameId)),
        t.db.select({ userId: gameParticipants.userId }).from(gameParticipants).where(eq(gameParticipants.gameId, gameId)),
      ]);
      const inGame = new Set(participants.map((p) => p.userId));
      expect(members.filter((m) => !inGame.has(m.userId)), `seed ${seed}: memberships of people outside the game`).toEqual([]);
      const totals = groupRows.map((g) => {
        const ids = new Set(members.filter((m) => m.groupId === g.id).map((m) => m.userId));
        return { id: g.id, memberCount: ids.size, totalScore: gamePosts.filter((p) => ids.has(p.userId)).length };
      });
      return totals
        .map((g) => ({ ...g, rank: 1 + totals.filter((o) => o.totalScore > g.totalScore).length }))
        .sort((a, b) => a.id.localeCompare(b.id));
    }

    /** The largest group total seen, so the test knows it compared more than zeros. */
    let largest = 0;
    async function check(label: string) {
      for (const { game, creator } of gameList) {
        const res = await t.request({ method: 'GET', url: `/api/games/${game.id}/groups/leaderboard`, headers: creator.headers });
        expect(res.statusCode, res.body).toBe(200);
        const board = res.json() as GroupLeaderboardEntry[];
        const scores = board.map((e) => e.totalScore);
        largest = Math.max(largest, ...scores);
        expect(scores, `seed ${seed}, ${label}: best first`).toEqual([...scores].sort((a, b) => b - a));
        const stored = board
          .map((e) => ({ id: e.group.id, memberCount: e.group.memberCount, totalScore: e.totalScore, rank: e.rank }))
          .sort((a, b) => a.id.localeCompare(b.id));
        expect(stored, `seed ${seed}, ${label}`).toEqual(await recount(game.id));
      }
    }

    for (let step = 1; step <= 150; step++) {
      await act();
      if (step % 30 === 0) await check(`after step ${step}`);
    }

    // Then bursts of concurrent actions: no lost update, no deadlock, no membership left behind.
    for (let burst = 0; burst < 4; burst++) await Promise.all(Array.from({ length: 10 }, act));
    await check('concurrent');

    expect(statuses.filter((s) => s >= 500), `seed ${seed}: no server errors`).toEqual([]);
    expect(statuses.filter((s) => s < 300).length, `seed ${seed}: mostly accepted`).toBeGreaterThan(60);
    expect(largest, `seed ${seed}: some group scored`).toBeGreaterThan(3);
  });
});

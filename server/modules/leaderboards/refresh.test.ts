import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { startLeaderboardJob } from '../../jobs/refresh-leaderboards';
import { createPost } from '../posts/posts.service';
import { setUpvote } from '../posts/upvotes.service';
import { refreshLeaderboards } from './refresh';

const DAY = 86_400_000;

type Row = { user_id: string; accomplishments: number; popular_votes: number; creator_participants: number; creator_largest_game: number; creator_accomplishments: number };

/** The 30-day summary job (docs/architecture.md §6 "Global leaderboards"): the frame's edges and running it on several instances. */
describe('refreshLeaderboards', () => {
  const t = useTestApp();
  const summary = async (userId: string) =>
    ((await t.db.execute(sql`select * from leaderboard_30d where user_id = ${userId}`)) as unknown as { rows: Row[] }).rows[0];

  it('counts posts and likes of the last 30 UTC days: 31 and 30 days old are out, 29 days old is in', async () => {
    const [creator, author, fan] = [await signInAs(t.db), await signInAs(t.db), await signInAs(t.db)];
    const now = new Date();
    const game = await createGame(t.db, creator.user.id, { startTime: new Date(now.getTime() - 40 * DAY) });
    await addParticipant(t.db, game.id, author.user.id);
    await addParticipant(t.db, game.id, fan.user.id);
    const posts = [];
    for (const daysAgo of [31, 30, 29, 0.01]) {
      posts.push(await createPost(t.db, author.user.id, { content: `${daysAgo} days ago`, gameId: game.id, image: null }, new Date(now.getTime() - daysAgo * DAY)));
    }
    await setUpvote(t.db, fan.user.id, posts[0]!.id, true, new Date(now.getTime() - 31 * DAY));
    await setUpvote(t.db, fan.user.id, posts[1]!.id, true, new Date(now.getTime() - 29 * DAY));
    await setUpvote(t.db, fan.user.id, posts[2]!.id, true, new Date(now.getTime() - 1000));

    await refreshLeaderboards(t.db, { now });
    expect(await summary(author.user.id)).toMatchObject({ accomplishments: 2, popular_votes: 2, creator_accomplishments: 0 });
    // The game started 40 days ago, but both joined it now: they count in the frame (decision 0054).
    expect(await summary(creator.user.id)).toMatchObject({ accomplishments: 0, creator_accomplishments: 2, creator_participants: 2, creator_largest_game: 2 });
  });

  it('counts people who joined in the frame, other than the creator, in all and in their largest game', async () => {
    const [creator, joiner] = [await signInAs(t.db), await signInAs(t.db)];
    const create = await t.request({ method: 'POST', url: '/api/games', headers: creator.headers, payload: { name: 'Edge', startTime: new Date(Date.now() + 60_000).toISOString(), endTime: new Date(Date.now() + 40 * DAY).toISOString() } });
    expect(create.statusCode, create.body).toBe(201);
    const join = await t.request({ method: 'POST', url: `/api/games/${create.json().id}/join`, headers: joiner.headers });
    expect(join.statusCode, join.body).toBe(200);
    const now = Date.now();
    // Upcoming for another minute, or started: a join counts by its own day, whatever the game's start.
    await refreshLeaderboards(t.db, { now: new Date(now) });
    expect(await summary(creator.user.id)).toMatchObject({ creator_participants: 1, creator_largest_game: 1 });
    await refreshLeaderboards(t.db, { now: new Date(now + 29 * DAY) });
    expect(await summary(creator.user.id)).toMatchObject({ creator_participants: 1, creator_largest_game: 1 });
    await refreshLeaderboards(t.db, { now: new Date(now + 31 * DAY) });
    expect(await summary(creator.user.id)).toBeUndefined();

    // Leaving takes the person back: the creator's own membership never counted, so nothing is left.
    await t.request({ method: 'POST', url: `/api/games/${create.json().id}/leave`, headers: joiner.headers });
    await refreshLeaderboards(t.db, { now: new Date(now + 2 * DAY) });
    expect(await summary(creator.user.id)).toBeUndefined();
  });

  it('writes only what changed, and deletes people who dropped to 0', async () => {
    const later = new Date(Date.now() + 3 * DAY);
    await refreshLeaderboards(t.db, { now: later });
    expect(await refreshLeaderboards(t.db, { now: later })).toEqual({ refreshed: true, changed: 0, removed: 0, steps: { changed: 0, removed: 0 } });
    const dropped = await refreshLeaderboards(t.db, { now: new Date(Date.now() + 40 * DAY) });
    expect(dropped).toMatchObject({ refreshed: true, changed: 0 });
    expect(dropped.refreshed && dropped.removed).toBeGreaterThan(0);
  });

  it('is safe twice at once: one refreshes, the other finds it fresh; both at minAge 0 run one after the other', async () => {
    const now = new Date(Date.now() + 4 * DAY);
    await t.db.execute(sql`delete from leaderboard_refresh`);
    const results = await Promise.all([refreshLeaderboards(t.db, { now, minAgeMs: 60_000 }), refreshLeaderboards(t.db, { now, minAgeMs: 60_000 })]);
    expect(results.filter((r) => r.refreshed)).toHaveLength(1);
    const both = await Promise.all([refreshLeaderboards(t.db, { now, minAgeMs: 0 }), refreshLeaderboards(t.db, { now, minAgeMs: 0 })]);
    expect(both.map((r) => r.refreshed)).toEqual([true, true]);
  });

  it('runs as a job: a pass at start, stopped cleanly', async () => {
    await t.db.execute(sql`delete from leaderboard_refresh`);
    const errors: unknown[] = [];
    const job = startLeaderboardJob({ db: t.db, onError: (error) => errors.push(error), intervalMs: 60_000 });
    await job.idle;
    await job.stop();
    expect(errors).toEqual([]);
    const claim = (await t.db.execute(sql`select count(*)::int as n from leaderboard_refresh`)) as unknown as { rows: { n: number }[] };
    expect(claim.rows[0]!.n).toBe(1);
  });
});

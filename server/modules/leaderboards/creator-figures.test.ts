import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CREATOR_METRICS, creatorLeaderboardSchema, TIME_FRAMES, type CreatorEntry } from '@contract/leaderboard';
import { readDocument } from '../../../tests/support/document-reads';
import { gameBody, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { recountBoards } from '../../../tests/support/leaderboard-recount';
import { useTestApp } from '../../../tests/support/test-app';
import { refreshLeaderboards } from './refresh';

const DAY = 86_400_000;

/**
 * The Creators board's three figures of a row mean one kind of thing in one frame (decision 0054):
 * people other than the creator, and in 'Past 30 Days' only those who joined in it. So no game is
 * ever larger than all the creator's participants together (decision 0054: 'All Time: 9
 * participants · 10 in largest game', 'Past 30 Days: 8 participants · 0 in largest game').
 */
describe('Creators board figures', () => {
  const t = useTestApp();

  async function newGame(creator: SignedInUser, startedDaysAgo: number, players: SignedInUser[]) {
    const res = await t.request({ method: 'POST', url: '/api/games', headers: creator.headers, payload: gameBody() });
    expect(res.statusCode, res.body).toBe(201);
    const id: string = res.json().id;
    await t.db.execute(sql`update games set start_time = now() - ${`${startedDaysAgo * DAY} milliseconds`}::interval where id = ${id}`);
    for (const player of players) {
      const join = await t.request({ method: 'POST', url: `/api/games/${id}/join`, headers: player.headers });
      expect(join.statusCode, join.body).toBe(200);
    }
    return id;
  }

  async function rowsOf(viewer: SignedInUser, frame: string) {
    const rows = new Map<string, CreatorEntry>();
    for (const metric of CREATOR_METRICS) {
      const url = `/api/leaderboard/creators?timeFrame=${frame}&metric=${metric}`;
      const body = await readDocument(t, { url, headers: viewer.headers }, creatorLeaderboardSchema);
      for (const entry of body.entries) {
        // A creator's row reads the same on each of the frame's boards; only the order differs.
        if (rows.has(entry.user.id)) expect(entry, url).toEqual({ ...rows.get(entry.user.id), rank: entry.rank });
        rows.set(entry.user.id, entry);
      }
    }
    return rows;
  }

  const figures = (e: CreatorEntry | undefined) => e && [e.totalParticipants, e.largestGame, e.totalAccomplishments];

  /** Every row of both frames: the largest game within all the participants, and the figures of a recount. */
  async function checkAll(viewer: SignedInUser, now: Date) {
    await refreshLeaderboards(t.db, { now });
    const expected = await recountBoards(t.db, now);
    const rows: Record<string, Map<string, CreatorEntry>> = {};
    for (const frame of TIME_FRAMES) {
      rows[frame] = await rowsOf(viewer, frame);
      for (const entry of rows[frame].values()) {
        const label = `${frame}: ${entry.user.firstName}`;
        expect(entry.largestGame, label).toBeLessThanOrEqual(entry.totalParticipants);
        // Someone joined one of their games in the frame: that game had at least that one.
        if (entry.totalParticipants > 0) expect(entry.largestGame, label).toBeGreaterThan(0);
      }
      for (const metric of CREATOR_METRICS) {
        const recount = expected.get(`creators:${frame}:${metric}`)!;
        const url = `/api/leaderboard/creators?timeFrame=${frame}&metric=${metric}`;
        const body = await readDocument(t, { url, headers: viewer.headers }, creatorLeaderboardSchema);
        expect(body.entries.map(({ rank, user, ...rest }) => ({ rank, id: user.id, figures: rest })), url).toEqual(recount);
      }
    }
    return rows as Record<'alltime' | '30days', Map<string, CreatorEntry>>;
  }

  it('counts people other than the creator, and in 30 days only those who joined in it, in every figure', async () => {
    const [jonas, sam, mia] = [await signInAs(t.db, { firstName: 'Jonas' }), await signInAs(t.db, { firstName: 'Sam' }), await signInAs(t.db, { firstName: 'Mia' })];
    const others: SignedInUser[] = [];
    for (let i = 0; i < 9; i++) others.push(await signInAs(t.db, { firstName: `P${i}` }));

    // Jonas is in his own game with 9 others (the creators play too: Sam joins it).
    await newGame(jonas, 1, [...others.slice(0, 8), sam]);
    // Sam's only game started 40 days ago; 8 people joined it now, inside the frame.
    await newGame(sam, 40, others.slice(0, 8));
    // Mia: an older game with 2 joins in the frame, and her largest, started 5 days ago, with 4.
    await newGame(mia, 40, others.slice(0, 2));
    await newGame(mia, 5, [...others.slice(4, 7), jonas]);

    const now = new Date();
    const today = await checkAll(jonas, now);
    expect(figures(today.alltime.get(jonas.user.id))).toEqual([9, 9, 0]);
    expect(figures(today.alltime.get(sam.user.id))).toEqual([8, 8, 0]);
    expect(figures(today.alltime.get(mia.user.id))).toEqual([6, 4, 0]);
    expect(figures(today['30days'].get(jonas.user.id))).toEqual([9, 9, 0]);
    expect(figures(today['30days'].get(sam.user.id))).toEqual([8, 8, 0]);
    expect(figures(today['30days'].get(mia.user.id))).toEqual([6, 4, 0]);

    // A month on, nobody joined in the frame: the 30-day rows are gone, all time stays.
    const later = await checkAll(jonas, new Date(now.getTime() + 31 * DAY));
    expect(later['30days'].size).toBe(0);
    expect(figures(later.alltime.get(jonas.user.id))).toEqual([9, 9, 0]);

    // Someone leaves: every figure follows, in both frames.
    const leave = await t.request({ method: 'POST', url: `/api/games/${(await gameOf(jonas))}/leave`, headers: sam.headers });
    expect(leave.statusCode, leave.body).toBe(200);
    const after = await checkAll(jonas, now);
    expect(figures(after.alltime.get(jonas.user.id))).toEqual([8, 8, 0]);
    expect(figures(after['30days'].get(jonas.user.id))).toEqual([8, 8, 0]);
  });

  async function gameOf(creator: SignedInUser) {
    const { rows } = (await t.db.execute(sql`select id from games where creator_id = ${creator.user.id}`)) as unknown as { rows: { id: string }[] };
    return rows[0]!.id;
  }
});

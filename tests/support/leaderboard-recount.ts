import { sql } from 'drizzle-orm';
import { CREATOR_METRICS, LEADERBOARD_SIZE, PLAYER_METRICS, type TimeFrame } from '@contract/leaderboard';
import { MEDAL_POINTS } from '@contract/results';
import type { Database } from '../../server/db/client';
import { FRAME_DAYS } from '../../server/modules/leaderboards/summary-30d';

/**
 * TEST ONLY: every leaderboard of docs/architecture.md §6 recounted from the source rows (posts, upvotes,
 * game_participants, games, game_results), the full aggregation production never runs, in the
 * shape the routes answer: `${kind}:${frame}:${metric}` → entries (rank, user id, figures).
 */
export interface RecountedEntry {
  rank: number;
  id: string;
  figures: Record<string, unknown>;
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const present = (v: string | null) => (v?.trim() ? v.trim() : undefined);
const collator = new Intl.Collator('und');

/** docs/product.md §3's display name (src/lib/display-name.ts). */
function displayName(u: { first_name: string | null; last_name: string | null; username: string | null; email: string | null }) {
  const [first, last] = [present(u.first_name), present(u.last_name)];
  if (first && last) return `${first} ${last}`;
  return first ?? present(u.username) ?? present(u.email) ?? 'User';
}

/** The first day of the frame (UTC midnight, FRAME_DAYS - 1 days before `now`'s day). */
export function frameStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (FRAME_DAYS - 1) * 86_400_000);
}

export async function recountBoards(db: Database, now: Date): Promise<Map<string, RecountedEntry[]>> {
  const users = await rowsOf<{ id: string; first_name: string | null; last_name: string | null; username: string | null; email: string | null }>(
    db,
    sql`select id, first_name, last_name, username, email from users`,
  );
  const posts = await rowsOf<{ user_id: string; creator_id: string; at: number }>(db, sql`
    select p.user_id, g.creator_id, extract(epoch from p.created_at) * 1000 as at from posts p join games g on g.id = p.game_id
    where not p.score_withheld`);
  // A hidden post whose point is withheld (decision 0040) counts nowhere on the boards, nor its likes.
  const likes = await rowsOf<{ author: string; at: number }>(db, sql`
    select p.user_id as author, extract(epoch from v.created_at) * 1000 as at from upvotes v join posts p on p.id = v.post_id
    where not p.score_withheld`);
  const members = await rowsOf<{ game_id: string; user_id: string; creator_id: string; at: number }>(db, sql`
    select m.game_id, m.user_id, g.creator_id, extract(epoch from m.created_at) * 1000 as at
    from game_participants m join games g on g.id = m.game_id`);
  const results = await rowsOf<{ user_id: string; medal_type: string | null; popular_vote: boolean }>(
    db,
    // A deleted account's kept results (decision 0049) sit on a placeholder that is on no board.
    sql`select user_id, medal_type::text, popular_vote from game_results
        where user_id not in (select id from users where oidc_issuer = 'urn:deleted-account')`,
  );

  const from = frameStart(now).getTime();
  // Everything from the frame's first day on (posts, likes, joins).
  const inFrame = (at: number) => Number(at) >= from;
  const figures = new Map<string, Record<string, number>>();
  const add = (id: string, key: string, n = 1) => {
    const f = figures.get(id) ?? {};
    f[key] = (f[key] ?? 0) + n;
    figures.set(id, f);
  };
  for (const p of posts) {
    add(p.user_id, 'alltime:accomplishments');
    add(p.creator_id, 'alltime:total-accomplishments');
    if (!inFrame(p.at)) continue;
    add(p.user_id, '30days:accomplishments');
    add(p.creator_id, '30days:total-accomplishments');
  }
  for (const l of likes) {
    add(l.author, 'alltime:popular-votes');
    if (inFrame(l.at)) add(l.author, '30days:popular-votes');
  }
  // Decision 0054: a creator's participants are the people other than the creator, in each frame
  // (30 days: those who joined in it); their largest game is the most of them in one game.
  const sizes = new Map<string, { creator: string; alltime: number; '30days': number }>();
  for (const m of members) {
    if (m.user_id === m.creator_id) continue;
    const size = sizes.get(m.game_id) ?? { creator: m.creator_id, alltime: 0, '30days': 0 };
    size.alltime += 1;
    add(m.creator_id, 'alltime:participants');
    if (inFrame(m.at)) {
      size['30days'] += 1;
      add(m.creator_id, '30days:participants');
    }
    sizes.set(m.game_id, size);
  }
  for (const size of sizes.values()) {
    const f = figures.get(size.creator) ?? {};
    for (const frame of ['alltime', '30days'] as const) f[`${frame}:largest-game`] = Math.max(f[`${frame}:largest-game`] ?? 0, size[frame]);
    figures.set(size.creator, f);
  }
  const medals = new Map<string, { goldMedals: number; silverMedals: number; bronzeMedals: number; popularVoteMedals: number }>();
  for (const r of results) {
    add(r.user_id, 'alltime:games-completed');
    const m = medals.get(r.user_id) ?? { goldMedals: 0, silverMedals: 0, bronzeMedals: 0, popularVoteMedals: 0 };
    if (r.medal_type) m[`${r.medal_type as 'gold' | 'silver' | 'bronze'}Medals`] += 1;
    if (r.popular_vote) m.popularVoteMedals += 1;
    medals.set(r.user_id, m);
  }
  for (const [id, m] of medals) {
    add(id, 'alltime:medals', m.goldMedals * MEDAL_POINTS.gold + m.silverMedals * MEDAL_POINTS.silver + m.bronzeMedals * MEDAL_POINTS.bronze + m.popularVoteMedals * MEDAL_POINTS.popularVote);
    add(id, 'alltime:popular-vote-medals', m.popularVoteMedals);
  }

  const names = new Map(users.map((u) => [u.id, displayName(u)]));
  const boards = new Map<string, RecountedEntry[]>();
  const rank = (kind: string, frame: TimeFrame, metric: string, figuresOf: (id: string, f: Record<string, number>) => Record<string, unknown>) => {
    const value = (id: string) => figures.get(id)?.[`${frame}:${metric}`] ?? 0;
    const listed = [...figures.keys()].filter((id) => value(id) > 0);
    listed.sort((a, b) => value(b) - value(a) || collator.compare(names.get(a)!, names.get(b)!) || (a < b ? -1 : 1));
    boards.set(
      `${kind}:${frame}:${metric}`,
      listed.slice(0, LEADERBOARD_SIZE).map((id) => ({
        rank: 1 + listed.filter((other) => value(other) > value(id)).length,
        id,
        figures: figuresOf(id, figures.get(id) ?? {}),
      })),
    );
  };
  for (const frame of ['30days', 'alltime'] as const) {
    for (const metric of PLAYER_METRICS) {
      if (frame === '30days' && ['medals', 'popular-vote-medals', 'games-completed'].includes(metric)) continue;
      rank('players', frame, metric, (id, f) => ({
        score: f[`${frame}:${metric}`] ?? 0,
        additionalInfo: metric === 'medals' ? (medals.get(id) ?? null) : null,
      }));
    }
    for (const metric of CREATOR_METRICS) {
      rank('creators', frame, metric, (_id, f) => ({
        totalParticipants: f[`${frame}:participants`] ?? 0,
        largestGame: f[`${frame}:largest-game`] ?? 0,
        totalAccomplishments: f[`${frame}:total-accomplishments`] ?? 0,
      }));
    }
  }
  return boards;
}

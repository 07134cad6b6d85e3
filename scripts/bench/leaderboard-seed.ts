import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';

/**
 * The leaderboard benchmark's data (decision 0023), written straight into the counter tables with
 * generate_series: seeding ten million real posts would take hours, and the leaderboard reads never
 * read posts, likes or participants (query-plans.test.ts proves it), so those tables stay EMPTY
 * here. What is seeded is what the reads and the refresh job do read: 100,000 users, their
 * user_stats, user_daily_stats for 60 days (the 30-day frame and the 30 days before it; older
 * history only lengthens an index the job reads a range of) and games (sizes, start times).
 * Figures are skewed (a few people far ahead, many with little), deterministic (hashtext).
 */
export interface LeaderboardSize {
  label: string;
  users: number;
  /** Posts the counters stand for, and the people who wrote them. */
  posts: number;
  activeUsers: number;
  games: number;
  /** Per active user: share of the 60 seeded days with activity. */
  dayShare: number;
}

export const LEADERBOARD_SIZES: LeaderboardSize[] = [
  { label: '10k posts', users: 100_000, posts: 10_000, activeUsers: 5_000, games: 500, dayShare: 0.01 },
  { label: '10M posts', users: 100_000, posts: 10_000_000, activeUsers: 100_000, games: 100_000, dayShare: 0.05 },
];

const FIRST_NAMES = ['Ann', 'Ben', 'Cy', 'Dee', 'Éva', 'eva', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lea', 'Mo', 'Nia', 'Oz', 'Pia', 'Quin', 'Ria', 'Sam'];
const LAST_NAMES = Array.from({ length: 50 }, (_, i) => `Lastname${String.fromCharCode(65 + (i % 26))}${i}`);

const textArray = (items: string[]) => sql.raw(`array[${items.map((item) => `'${item}'`).join(', ')}]`);

/** A uniform number in [0, 1) from the row's key and a salt (SQL text). */
const r = (salt: string, key = 'i') => `((abs(hashtext(${key}::text || '${salt}')) % 1000000) / 1000000.0)`;
/** At least 1, skewed (most near 1, a few far above), averaging about `avg` (SQL). */
const skew = (salt: string, avg: number, key = 'i') => sql.raw(`(1 + floor(${3 * Math.max(0, avg - 1)} * power(${r(salt, key)}, 2)))::int`);
const uniform = (salt: string, max: number) => sql.raw(`floor(${r(salt)} * ${max})::int`);

export async function seedLeaderboards(db: Database, size: LeaderboardSize): Promise<void> {
  const avgPosts = size.posts / size.activeUsers;
  const creators = Math.max(1, Math.round(size.activeUsers / 10));
  await db.execute(sql`
    insert into users (username, first_name, last_name)
    select 'lb_' || i, (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}], (${textArray(LAST_NAMES)})[1 + (i / 20) % ${LAST_NAMES.length}]
    from generate_series(1, ${size.users}) as i`);
  // Users numbered by creation: the first activeUsers are active, the first tenth of those create games.
  await db.execute(sql`create temporary table lb_people as select id, row_number() over (order by username) as i from users where username like 'lb_%'`);
  const gamesEach = Math.max(1, size.games / creators);
  await db.execute(sql`
    insert into user_stats (user_id, total_accomplishments, total_upvotes, games_joined, games_completed,
      gold_medals, silver_medals, bronze_medals, popular_vote_medals, medal_score,
      games_created, creator_participants, creator_largest_game, creator_accomplishments)
    select id, a, v, gc + 1, gc, g, s, b, pv, 3 * g + 2 * s + b + 2 * pv,
      cr, cr + cp, lg, ca
    from (
      select id, ${skew('a', avgPosts)} as a, ${skew('v', 3 * avgPosts)} as v, ${skew('gc', avgPosts / 10)} - 1 as gc,
        ${uniform('g', avgPosts / 20)} as g, ${uniform('s', avgPosts / 20)} as s,
        ${uniform('b', avgPosts / 20)} as b, ${uniform('pv', avgPosts / 30)} as pv,
        case when i <= ${creators} then ${skew('cr', gamesEach)} else 0 end as cr,
        case when i <= ${creators} then ${skew('cp', gamesEach * 20)} else 0 end as cp,
        case when i <= ${creators} then ${skew('lg', 30)} else 0 end as lg,
        case when i <= ${creators} then ${skew('ca', avgPosts * 10)} else 0 end as ca
      from lb_people where i <= ${size.activeUsers}
    ) as figures`);
  const key = "(p.i::text || '/' || d::text)";
  const dailyAvg = Math.max(1, (size.posts * 60) / 730 / (size.activeUsers * 60 * size.dayShare));
  await db.execute(sql`
    insert into user_daily_stats (user_id, day, accomplishments, upvotes_received, creator_accomplishments, creator_participants)
    select p.id, to_char(current_date - d, 'YYYY-MM-DD'), ${skew('da', dailyAvg, key)}, ${skew('dv', 3 * dailyAvg, key)},
      case when p.i <= ${creators} then ${skew('dc', dailyAvg * 10, key)} else 0 end,
      case when p.i <= ${creators} then ${skew('dp', 2, key)} else 0 end
    from lb_people p cross join generate_series(0, 59) as d
    where p.i <= ${size.activeUsers} and (abs(hashtext(p.id::text || d::text)) % 10000) < ${Math.round(size.dayShare * 10000)}`);
  // Games started over two years, by the creators; ended ones finalised as the job would have.
  const started = sql.raw(`now() - ${r('st', 'gs.i')} * interval '730 days'`);
  await db.execute(sql`
    insert into games (name, start_time, end_time, creator_id, invite_code, participant_count, finalized_at)
    select 'Bench game ' || gs.i, ${started}, ${started} + interval '30 days', c.id, 'B' || lpad(to_hex(gs.i), 7, '0'),
      ${skew('pc', 30, 'gs.i')}, case when ${started} + interval '30 days' < now() then ${started} + interval '30 days' end
    from generate_series(1, ${size.games}) as gs(i) join lb_people c on c.i = 1 + gs.i % ${creators}`);
  await db.execute(sql`drop table lb_people`);
}

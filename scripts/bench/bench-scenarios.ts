import { randomBytes } from 'node:crypto';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { gameParticipants, games } from '../../server/db/schema/games';
import { sessions } from '../../server/db/schema/users';
import { hashSessionToken } from '../../server/plugins/session';
import { bulkInsert } from '../../server/seed/bulk-insert';
import { seededRandom } from '../../server/seed/seeded-random';
import type { RequestSpec } from './load-spec';

/** The path of the framework-floor route the benchmark adds to the app (see bench-server.ts). */
export const BARE_ROUTE = '/bench/bare';

export interface Scenario {
  name: string;
  kind: 'floor' | 'read' | 'write';
  pool: RequestSpec[];
  idempotent: boolean;
}

/** People the load acts as: each with a real session, as after signing in. */
const SIGNED_IN = 1_000;
/** Requests per pool: enough variety that caches and pages differ from one request to the next. */
const POOL_SIZE = 5_000;

const rowsOf = async <T>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Requests of a realistic mix, each by someone allowed to make it: people who play in at least one
 * active game, signed in; their own games for the detail, posts pages (1–3), scores; posts of
 * others in their active games to like and comment on. Built from the seeded data, after seeding.
 */
export async function prepareScenarios(db: Database, seed = 1): Promise<Scenario[]> {
  const rng = seededRandom(seed);
  const active = sql`${games.startTime} <= now() and ${games.endTime} > now()`;
  const players = await rowsOf<{ user_id: string }>(db, sql`
    select distinct ${gameParticipants.userId} as user_id from ${gameParticipants}
    join ${games} on ${games.id} = ${gameParticipants.gameId}
    where ${active} order by 1 limit ${SIGNED_IN}`);
  const cookies = new Map<string, string>();
  const sessionRows = players.map(({ user_id: userId }) => {
    const token = randomBytes(32).toString('base64url');
    cookies.set(userId, token);
    return { tokenHash: hashSessionToken(token), userId, expiresAt: new Date(Date.now() + 86_400_000) };
  });
  await bulkInsert(db, sessions, sessionRows);

  const memberships = await db
    .select({
      userId: gameParticipants.userId,
      gameId: games.id,
      started: sql<boolean>`${games.startTime} <= now()`,
      active: sql<boolean>`${active}`,
    })
    .from(gameParticipants)
    .innerJoin(games, sql`${games.id} = ${gameParticipants.gameId}`)
    .where(inArray(gameParticipants.userId, [...cookies.keys()]));
  const started = memberships.filter((m) => m.started);
  const playing = memberships.filter((m) => m.active);
  const playersOf = new Map<string, string[]>();
  for (const m of playing) playersOf.set(m.gameId, [...(playersOf.get(m.gameId) ?? []), m.userId]);

  // Posts in active games, each with someone of ours who plays there and didn't write it.
  const candidates = await rowsOf<{ id: string; game_id: string; user_id: string }>(db, sql`
    select p.id, p.game_id, p.user_id from posts p join games g on g.id = p.game_id
    where g.start_time <= now() and g.end_time > now()
    order by md5(p.id::text) limit ${POOL_SIZE * 2}`);
  const reactions = candidates.flatMap((post) => {
    const others = (playersOf.get(post.game_id) ?? []).filter((u) => u !== post.user_id);
    return others.length > 0 ? [{ postId: post.id, userId: rng.pick(others) }] : [];
  });

  const sample = <T>(items: T[], make: (item: T) => RequestSpec): RequestSpec[] =>
    Array.from({ length: Math.min(POOL_SIZE, items.length * 4) }, () => make(rng.pick(items)));
  const as = (userId: string) => cookies.get(userId)!;
  const userIds = [...cookies.keys()];

  const reads: Scenario[] = [
    { name: 'GET /api/games (my games)', pool: sample(userIds, (u) => ({ method: 'GET', path: '/api/games', cookie: as(u) })) },
    { name: 'GET /api/games/{id}', pool: sample(memberships, (m) => ({ method: 'GET', path: `/api/games/${m.gameId}`, cookie: as(m.userId) })) },
    {
      name: 'GET /api/posts?gameId&page (pages 1-3)',
      pool: sample(started, (m) => ({ method: 'GET', path: `/api/posts?gameId=${m.gameId}&page=${rng.int(1, 3)}&limit=20`, cookie: as(m.userId) })),
    },
    { name: 'GET /api/activity?limit=10', pool: sample(userIds, (u) => ({ method: 'GET', path: '/api/activity?limit=10', cookie: as(u) })) },
    { name: 'GET /api/games/{id}/scores', pool: sample(started, (m) => ({ method: 'GET', path: `/api/games/${m.gameId}/scores`, cookie: as(m.userId) })) },
  ].map((s) => ({ ...s, kind: 'read' as const, idempotent: false }));

  const mix = rng.shuffle(reads.flatMap((s) => s.pool.slice(0, POOL_SIZE / reads.length)));
  return [
    { name: `bare Fastify route (GET ${BARE_ROUTE})`, kind: 'floor', idempotent: false, pool: [{ method: 'GET', path: BARE_ROUTE }] },
    // The one database read every signed-in request makes, alone: the floor of any API read.
    {
      name: 'GET /api/auth/user (the session read alone)',
      kind: 'floor',
      idempotent: false,
      pool: sample(userIds, (u) => ({ method: 'GET', path: '/api/auth/user', cookie: as(u) })),
    },
    ...reads,
    { name: 'read mix (the five above)', kind: 'read', idempotent: false, pool: mix },
    {
      name: 'POST /api/posts',
      kind: 'write',
      idempotent: true,
      pool: sample(playing, (m) => ({
        method: 'POST',
        path: '/api/posts',
        cookie: as(m.userId),
        body: { content: `Benchmark accomplishment ${rng.int(1, 1e9)}`, gameId: m.gameId },
      })),
    },
    {
      name: 'PUT /api/posts/{id}/upvote',
      kind: 'write',
      idempotent: true,
      pool: sample(reactions, (r) => ({ method: 'PUT', path: `/api/posts/${r.postId}/upvote`, cookie: as(r.userId), body: { upvoted: rng.chance(0.7) } })),
    },
    {
      name: 'POST /api/comments',
      kind: 'write',
      idempotent: true,
      pool: sample(reactions, (r) => ({ method: 'POST', path: '/api/comments', cookie: as(r.userId), body: { content: 'Well done!', postId: r.postId } })),
    },
  ];
}

/**
 * Requests of every read the app serves, by people allowed and not allowed to make them, built
 * from a seeded database: for comparing what two servers (or two versions of the app) answer on
 * the same data. scripts/compare-answers.ts compares the working tree with an older commit;
 * server/backup/backup-commands.test.ts compares a server on the embedded database with one on
 * the PostgreSQL it was restored or moved into. The sessions are rows of the database
 * (prepareScenarios makes them), so the same cookie signs in on every server that has its data.
 */
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { ALL_TIME_ONLY_METRICS, CREATOR_METRICS, PLAYER_METRICS, TIME_FRAMES } from '@contract/leaderboard';
import type { Database } from '../server/db/client';
import { hashSessionToken } from '../server/plugins/session';
import { seededRandom } from '../server/seed/seeded-random';
import { prepareScenarios } from '../scripts/bench/bench-scenarios';
import type { RequestSpec } from '../scripts/bench/load-spec';

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface ReadPools {
  /** Read name → its requests (`perRead` of each, or the benchmark's own pool for its five reads). */
  pools: Map<string, RequestSpec[]>;
  /** The benchmark's five reads (games, a game, posts pages, activity, scores), mixed: reads that change nothing. */
  plainReads: RequestSpec[];
}

/**
 * Adds a session for up to 1,000 players (prepareScenarios), then builds the pools. Whoever asks
 * about whichever game: members, strangers (403), and some games that don't exist (404).
 */
export async function readRequestPools(db: Database, perRead: number, seed = 3): Promise<ReadPools> {
  const pools = new Map<string, RequestSpec[]>();
  const scenarios = await prepareScenarios(db);
  for (const s of scenarios) if (s.kind === 'read' && !s.name.startsWith('read mix')) pools.set(s.name, s.pool);
  const plainReads = scenarios.find((s) => s.name.startsWith('read mix'))!.pool;
  const cookies = [...new Set(scenarios.flatMap((s) => s.pool.map((r) => r.cookie)).filter(Boolean))] as string[];
  const sessions = await rowsOf<{ token_hash: string; user_id: string }>(db, sql`select token_hash, user_id from sessions`);
  const userOf = new Map(sessions.map((s) => [s.token_hash, s.user_id]));
  const cookieOf = new Map(cookies.map((cookie) => [userOf.get(hashSessionToken(cookie))!, cookie]));
  const games = await rowsOf<{ id: string; invite_code: string }>(db, sql`select id, invite_code from games order by id`);
  const threads = await rowsOf<{ game_id: string; sender_id: string; recipient_id: string }>(
    db,
    sql`select distinct game_id, sender_id, recipient_id from messages order by 1, 2, 3`,
  );
  const memberships = (await rowsOf<{ game_id: string; user_id: string }>(db, sql`select game_id, user_id from game_participants order by 1, 2`)).filter(
    (m) => cookieOf.has(m.user_id),
  );
  // Photos with someone who may see them: a player of the post's game (avatars are served alike).
  const photos = (
    await rowsOf<{ image_id: string; user_id: string }>(db, sql`
      select p.image_id, m.user_id from posts p join game_participants m on m.game_id = p.game_id
      where p.image_id is not null order by 1, 2`)
  ).filter((photo) => cookieOf.has(photo.user_id));

  const rng = seededRandom(seed);
  const sample = (make: () => RequestSpec) => Array.from({ length: perRead }, make);
  const anyone = () => rng.pick(cookies);
  const anyGame = () => rng.pick(games).id;
  /** A game and someone who plays in it, mostly; else anyone about any game (403s). */
  const aboutAGame = (): [string, string] => {
    if (memberships.length === 0 || rng.chance(0.25)) return [anyGame(), anyone()];
    const m = rng.pick(memberships);
    return [m.game_id, cookieOf.get(m.user_id)!];
  };
  const add = (name: string, make: () => RequestSpec) => pools.set(name, sample(make));
  const get = (path: string, cookie = anyone()): RequestSpec => ({ method: 'GET', path, cookie });
  add('GET /api/games/{id} (anyone)', () => get(`/api/games/${rng.chance(0.1) ? crypto.randomUUID() : anyGame()}`));
  add('GET /api/games/{id}/scores (anyone)', () => get(`/api/games/${anyGame()}/scores`));
  add('GET /api/posts (anyone)', () => get(`/api/posts?gameId=${anyGame()}&page=${rng.int(1, 3)}&limit=${rng.pick([5, 10, 20])}`));
  for (const read of ['participants', 'invitations', 'join-requests', 'results', 'reports', 'groups', 'groups/leaderboard']) {
    add(`GET /api/games/{id}/${read}`, () => {
      const [gameId, cookie] = aboutAGame();
      return get(`/api/games/${gameId}/${read}`, cookie);
    });
  }
  add('GET /api/games/invite/{code}', () => get(`/api/games/invite/${rng.chance(0.1) ? 'ZZZZZZ' : rng.pick(games).invite_code}`));
  for (const path of [
    '/api/invitations',
    '/api/messages/unread-count',
    '/api/user/stats',
    '/api/user/accomplishments',
    '/api/user/sessions',
    '/api/user/blocks',
    '/api/reports/mine',
    '/api/notifications/games',
    '/api/push',
    '/api/auth/user',
    '/api/admin/reports',
    '/api/admin/suspended',
  ]) {
    add(`GET ${path}`, () => get(path));
  }
  add('GET /api/activity', () => get(`/api/activity?limit=${rng.pick([5, 10, 20])}`));
  add('GET /api/messages', () => get(`/api/messages?limit=${rng.pick([5, 30])}`));
  add('GET /api/messages/conversations', () => get('/api/messages/conversations'));
  if (threads.length > 0) {
    // The thread as one of its two people (else a stranger's 404): sender or recipient, whoever has a session.
    add('GET /api/messages/conversations/{gameId}/{userId}', () => {
      const thread = rng.pick(threads);
      const [me, them] = rng.chance(0.5) ? [thread.sender_id, thread.recipient_id] : [thread.recipient_id, thread.sender_id];
      return get(`/api/messages/conversations/${thread.game_id}/${them}`, cookieOf.get(me) ?? anyone());
    });
  }
  add('GET /api/leaderboard/players', () => {
    const frame = rng.pick(TIME_FRAMES);
    const metrics = frame === 'alltime' ? PLAYER_METRICS : PLAYER_METRICS.filter((m) => !ALL_TIME_ONLY_METRICS.includes(m));
    return get(`/api/leaderboard/players?timeFrame=${frame}&metric=${rng.pick(metrics)}`);
  });
  add('GET /api/leaderboard/creators', () => get(`/api/leaderboard/creators?timeFrame=${rng.pick(TIME_FRAMES)}&metric=${rng.pick(CREATOR_METRICS)}`));
  if (photos.length > 0) {
    add('GET /api/images/{id}', () => {
      const photo = rng.pick(photos);
      return get(`/api/images/${photo.image_id}`, rng.chance(0.8) ? cookieOf.get(photo.user_id) : anyone());
    });
  }
  add('GET /api/games/public', () => get(rng.chance(0.5) ? '/api/games/public' : `/api/games/public?limit=${rng.int(1, 50)}`));
  add('GET /api/games/search', () => get(`/api/games/search?q=${encodeURIComponent(rng.pick(['a', 'Run', 'chall', 'ing', 'x', '%', '_', 'é']))}`));
  add('GET /api/users/search', () => get(`/api/users/search?q=${encodeURIComponent(rng.pick(['a', 'An', 'mar', 'e', '%']))}`));
  add('unknown session', () => get(rng.pick(['/api/games', '/api/activity', `/api/games/${anyGame()}`, '/api/user/stats']), 'not-a-session'));
  return { pools, plainReads };
}

/** An answer's body in a form two answers can be compared in: JSON parsed, anything else (an image) as its bytes in hex. */
export function comparableBody(contentType: string | undefined, bytes: Buffer): unknown {
  if (bytes.length === 0) return null;
  if (contentType?.startsWith('application/json')) return JSON.parse(bytes.toString('utf8')) as unknown;
  return { contentType, bytes: bytes.toString('hex') };
}

/** Where two JSON values first differ (depth first), to show that instead of two long documents. */
export function firstDifference(before: unknown, now: unknown, path = '$'): { path: string; before: unknown; now: unknown } | undefined {
  if (isDeepStrictEqual(before, now)) return undefined;
  if (before && now && typeof before === 'object' && typeof now === 'object' && Array.isArray(before) === Array.isArray(now)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(now)]);
    for (const key of keys) {
      const found = firstDifference((before as Record<string, unknown>)[key], (now as Record<string, unknown>)[key], `${path}.${key}`);
      if (found) return found;
    }
  }
  return { path, before, now };
}

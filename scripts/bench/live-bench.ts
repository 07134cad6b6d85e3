/**
 * Decision 0026's benchmark: N open live-event streams (GET /api/events) on one server process, and how
 * many events a second reach them with what delay. Prints Markdown (README "Live updates and push").
 *
 *   node --import tsx scripts/bench/live-bench.ts [--streams 1000] [--seconds 5] [--rates 1,5,10,20]
 *
 * The server is the real app (buildApp, PGlite in a temporary folder) in this process; the streams
 * are read by a child process. N people are in one game; each "event" is one post note published
 * as a write publishes it (publishEvent: pg_notify after the commit), which every one of the N
 * streams must receive (the audience lookup finds all N participants). Delay: from just before the
 * publish to the arrival on each stream. Rates are notes per second; deliveries = rate × N.
 */
import { fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { games } from '../../server/db/schema/games';
import { publishEvent } from '../../server/modules/events/event-notes';
import { hashSessionToken } from '../../server/plugins/session';
import { startBenchServer } from './bench-server';
import { pgliteTarget } from './bench-targets';

const { values: flags } = parseArgs({
  options: { streams: { type: 'string', default: '1000' }, seconds: { type: 'string', default: '5' }, rates: { type: 'string', default: '1,5,10,20' } },
});
const streams = Number(flags.streams);
const seconds = Number(flags.seconds);
const rates = flags.rates.split(',').map(Number);
const log = (line: string) => process.stderr.write(`${line}\n`);
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const target = pgliteTarget();
const { database, dispose } = await target.fresh();
const db = database.db;

log(`Seeding ${streams} people with sessions, all in one game…`);
const cookies = Array.from({ length: streams }, () => randomBytes(32).toString('base64url'));
const ids = ((await db.execute(sql`
  insert into users (username, first_name) select 'live' || i, 'Person ' || i from generate_series(1, ${streams}) as i returning id`)) as unknown as {
  rows: { id: string }[];
}).rows.map((row) => row.id);
await db.execute(sql`
  insert into sessions (token_hash, user_id, expires_at)
  select t.hash, t.user_id, now() + interval '1 day'
  from unnest(${`{${cookies.map(hashSessionToken).join(',')}}`}::text[], ${`{${ids.join(',')}}`}::uuid[]) as t(hash, user_id)`);
const [{ id: gameId }] = (await db
  .insert(games)
  .values({
    name: 'Live',
    startTime: new Date(Date.now() - 3_600_000),
    endTime: new Date(Date.now() + 86_400_000),
    creatorId: ids[0]!,
    inviteCode: 'LIVE01',
    participantCount: streams,
  })
  .returning({ id: games.id })) as [{ id: string }];
await db.execute(sql`insert into game_participants (game_id, user_id) select ${gameId}, id from users`);

const server = await startBenchServer(database);
// The clients in a process of their own: this process's CPU is the server's alone.
const worker = fork(new URL('./live-stream-client.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'] });
worker.send({ url: server.url, cookies });
const fromWorker = (type: string) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    const onMessage = (received: unknown) => {
      const message = received as Record<string, unknown>;
      if (message.type !== type) return;
      worker.off('message', onMessage);
      resolve(message);
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
  });
const opening = now();
await fromWorker('open');
log(`${streams} streams open in ${((now() - opening) / 1000).toFixed(1)} s`);

const rows: string[] = [];
for (const rate of rates) {
  const sent = new Map<string, number>();
  const elu = performance.eventLoopUtilization();
  const cpu = process.cpuUsage();
  const start = now();
  for (let i = 0; i < rate * seconds; i++) {
    // Open loop: each note at its scheduled moment, whether or not the server kept up.
    const due = start + (i * 1000) / rate;
    if (due > now()) await new Promise((resolve) => setTimeout(resolve, due - now()));
    const postId = randomUUID();
    sent.set(postId, now());
    await publishEvent(db, { kind: 'post', gameId, postId, change: 'created' });
  }
  // Wait until every stream has every note, or 30 s more.
  let arrivals = new Map<string, number[]>();
  const deadline = now() + 30_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    worker.send({ type: 'report' });
    const report = (await fromWorker('arrivals')).arrivals as Array<[string, number[]]>;
    for (const [postId, times] of report) arrivals.set(postId, [...(arrivals.get(postId) ?? []), ...times]);
    const complete = [...sent.keys()].every((postId) => (arrivals.get(postId)?.length ?? 0) >= streams);
    if (complete || now() > deadline) break;
  }
  const elapsed = (now() - start) / 1000;
  const delays = [...sent].flatMap(([postId, at]) => (arrivals.get(postId) ?? []).map((t) => t - at)).sort((a, b) => a - b);
  const delivered = delays.length;
  const lastArrival = Math.max(...[...arrivals.values()].flat());
  const used = process.cpuUsage(cpu);
  const loop = performance.eventLoopUtilization(elu);
  rows.push(
    `| ${rate} | ${rate * streams} | ${delivered} of ${sent.size * streams} | ${(delivered / ((lastArrival - start) / 1000)).toFixed(0)} | ${percentile(delays, 50).toFixed(1)} | ${percentile(delays, 99).toFixed(1)} | ${percentile(delays, 100).toFixed(1)} | ${(loop.utilization * 100).toFixed(0)}% | ${((used.user + used.system) / 1000 / elapsed / 10).toFixed(0)}% |`,
  );
  arrivals = new Map();
  log(rows.at(-1)!);
}

console.log(`Live events: ${streams} streams on one process (PGlite), ${seconds} s per rate, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}\n`);
console.log('| notes/s | deliveries/s asked | delivered | deliveries/s reached | p50 delay ms | p99 delay ms | max ms | server event loop busy | server CPU (of one core) |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);

worker.send({ type: 'stop' });
await server.close();
await dispose();

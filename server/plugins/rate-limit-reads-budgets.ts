import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sql-rows';

/**
 * The read budgets' bookkeeping (decision 0037). A read must stay one statement (decision 0016),
 * so the request path only counts in process memory; the counts go to the `rate_limits` table in
 * one batched statement, at most every `flushEveryMs` or sooner once `flushAfterHits` reads are
 * waiting, and the totals that statement returns (every instance's reads together) are the truth
 * each check starts from. Between flushes an instance adds only its own reads, so N instances can
 * let a budget be overshot by about what the others served since they last flushed (≤ 1 s or
 * `flushAfterHits` reads each).
 */

/** In the flush's SQL, so tests that count a request's statements can tell it apart (tests/support/statements.ts). */
export const READ_BUDGET_FLUSH_MARK = '/* read budgets: flush */';

export interface ReadBudgetLimits {
  perPerson: number;
  perVisitorIp: number;
  timeWindowMs: number;
  flushEveryMs: number;
  flushAfterHits: number;
}

/**
 * What one request is counted as: a person (known from the session hook), a session token not
 * yet tied to a person on this instance (a document read checks its session in its own statement,
 * so the hook never looks it up), or a visitor's address.
 */
export type ReadKey = { kind: 'user'; userId: string; tokenHash: string | null } | { kind: 'token'; tokenHash: string; ip: string } | { kind: 'ip'; ip: string };

/** Hits of one key not yet in `known`: the person or token, and the address to fall back on. */
interface Tally {
  count: number;
  userId: string | null;
  tokenHash: string | null;
  ip: string;
}

interface Known {
  total: number;
  resetAt: number;
}

export type ReadDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Remembered token → budget owners at most; past it the map starts again (a flush re-learns them). */
const MAX_OWNERS = 100_000;
/** Windows that ended are swept from the table at most this often, by the flush. */
const SWEEP_EVERY_MS = 60_000;

export class ReadBudgets {
  /** Hits since the last flush began, by budget key. */
  private pending = new Map<string, Tally>();
  private pendingHits = 0;
  /** Hits sent by the flush under way. */
  private inFlight = new Map<string, Tally>();
  /** Unknown tokens' hits by the address they are checked against (pending, and in the flush under way). */
  private pendingShadow = new Map<string, number>();
  private inFlightShadow = new Map<string, number>();
  /** The database's totals, as the last flush returned them. */
  private readonly known = new Map<string, Known>();
  /** Session token hash → the budget key the database tied it to ('user|…', or 'ip|…' for a dead token). */
  private readonly owners = new Map<string, string>();
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private lastSweep = Date.now();
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly limits: ReadBudgetLimits,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Counts one read, or refuses it when its budget is spent. No database work either way. */
  take(key: ReadKey): ReadDecision {
    const now = Date.now();
    let budgetKey: string;
    let checkKey: string;
    let tally: Omit<Tally, 'count'>;
    if (key.kind === 'user') {
      budgetKey = checkKey = `user|${key.userId}`;
      // Known for free where the session hook looked it up: the person's document reads use it too.
      if (key.tokenHash && !this.owners.has(key.tokenHash)) this.remember(key.tokenHash, budgetKey);
      tally = { userId: key.userId, tokenHash: null, ip: '' };
    } else if (key.kind === 'ip') {
      budgetKey = checkKey = `ip|${key.ip}`;
      tally = { userId: null, tokenHash: null, ip: key.ip };
    } else {
      const owner = this.owners.get(key.tokenHash);
      if (owner?.startsWith('user|')) {
        budgetKey = checkKey = owner;
        tally = { userId: owner.slice(5), tokenHash: null, ip: key.ip };
      } else if (owner) {
        // A dead session: a visitor, on the address it comes from now.
        budgetKey = checkKey = `ip|${key.ip}`;
        tally = { userId: null, tokenHash: null, ip: key.ip };
      } else {
        // Not tied to anyone yet: counted under the token (the flush finds its person), checked
        // against the address's visitor budget, so made-up cookies don't each get a fresh budget.
        budgetKey = `token|${key.tokenHash}`;
        checkKey = `ip|${key.ip}`;
        tally = { userId: null, tokenHash: key.tokenHash, ip: key.ip };
      }
    }
    const max = checkKey.startsWith('user|') ? this.limits.perPerson : this.limits.perVisitorIp;
    const known = this.known.get(checkKey);
    const live = known && known.resetAt > now ? known : undefined;
    const used =
      (live?.total ?? 0) +
      (this.pending.get(checkKey)?.count ?? 0) +
      (this.inFlight.get(checkKey)?.count ?? 0) +
      (this.pendingShadow.get(checkKey) ?? 0) +
      (this.inFlightShadow.get(checkKey) ?? 0);
    const ok = used < max;
    // A refused read costs nothing and is not counted, except an unknown token's: it must reach the
    // database once to be tied to its person.
    if (budgetKey !== checkKey) this.pendingShadow.set(checkKey, (this.pendingShadow.get(checkKey) ?? 0) + 1);
    if (ok || budgetKey !== checkKey) this.count(budgetKey, tally);
    if (ok) return { ok: true };
    const retryAfterMs = live ? live.resetAt - now : this.limits.timeWindowMs;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
  }

  private count(budgetKey: string, tally: Omit<Tally, 'count'>): void {
    const entry = this.pending.get(budgetKey);
    if (entry) entry.count++;
    else this.pending.set(budgetKey, { count: 1, ...tally });
    this.pendingHits++;
    if (this.closed) return;
    if (this.pendingHits >= this.limits.flushAfterHits) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.limits.flushEveryMs).unref();
  }

  /** Sends the waiting counts in one statement and takes the database's totals back. */
  flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending.size === 0) return Promise.resolve();
    const batch = this.pending;
    this.pending = new Map();
    this.pendingHits = 0;
    this.inFlight = batch;
    this.inFlightShadow = this.pendingShadow;
    this.pendingShadow = new Map();
    this.flushing = this.send(batch).finally(() => {
      this.inFlight = new Map();
      this.inFlightShadow = new Map();
      this.flushing = null;
      if (this.pending.size === 0 || this.closed) return;
      if (this.pendingHits >= this.limits.flushAfterHits) void this.flush();
      else this.timer ??= setTimeout(() => void this.flush(), this.limits.flushEveryMs).unref();
    });
    return this.flushing;
  }

  private async send(batch: Map<string, Tally>): Promise<void> {
    const hits = [...batch].map(([entry, t]) => ({ entry, user_id: t.userId, token_hash: t.tokenHash, ip: t.ip, n: t.count }));
    try {
      // Keys in order, so two instances flushing at once lock their rows in the same order.
      const resultRows = await sqlRows<{ entry: string; key: string; count: number; ttl: number }>(this.db, sql`${sql.raw(READ_BUDGET_FLUSH_MARK)}
with hits as (
  select * from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) as h(entry text, user_id uuid, token_hash text, ip text, n int)
), keyed as (
  select h.entry, h.n, 'reads|' || coalesce('user|' || coalesce(h.user_id, s.user_id)::text, 'ip|' || h.ip) as key
  from hits h left join sessions s on s.token_hash = h.token_hash and s.expires_at > now()
), totals as (
  select key, sum(n)::int as n from keyed group by key
), counted as (
  insert into rate_limits (key, count, reset_at)
  select key, n, now() + make_interval(secs => ${this.limits.timeWindowMs / 1000}::double precision) from totals order by key
  on conflict (key) do update set
    count = case when rate_limits.reset_at <= now() then excluded.count else rate_limits.count + excluded.count end,
    reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
  returning key, count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
)
select k.entry, substr(c.key, 7) as key, c.count, c.ttl from keyed k join counted c on c.key = k.key`);
      const now = Date.now();
      for (const row of resultRows) {
        this.known.set(row.key, { total: Number(row.count), resetAt: now + Number(row.ttl) });
        if (row.entry.startsWith('token|')) this.remember(row.entry.slice(6), row.key);
      }
      for (const [key, known] of this.known) if (known.resetAt <= now) this.known.delete(key);
      if (now - this.lastSweep >= SWEEP_EVERY_MS) {
        this.lastSweep = now;
        await this.db.execute(sql`${sql.raw(READ_BUDGET_FLUSH_MARK)} delete from rate_limits where reset_at < now() - interval '1 minute'`);
      }
    } catch (error) {
      // Counted again with the next flush: a database hiccup must not make reads free.
      for (const [key, tally] of batch) {
        const entry = this.pending.get(key);
        if (entry) entry.count += tally.count;
        else this.pending.set(key, { ...tally });
      }
      for (const [key, n] of this.inFlightShadow) this.pendingShadow.set(key, (this.pendingShadow.get(key) ?? 0) + n);
      this.log?.warn({ err: error }, 'read budgets: flush failed');
    }
  }

  private remember(tokenHash: string, owner: string): void {
    if (this.owners.size >= MAX_OWNERS) this.owners.clear();
    this.owners.set(tokenHash, owner);
  }

  /** Sends what is left (the app is closing; the database is still open). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flushing;
    await this.flush();
  }
}

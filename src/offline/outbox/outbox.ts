import { backoffDelay, byQueueOrder, type OutboxEntry, type SendOutcome } from './outbox-entry';
import type { OutboxKind, OutboxWrite } from './outbox-kind';
import type { OutboxStorage } from './outbox-storage';

export interface OutboxOptions {
  storage: OutboxStorage;
  /** One attempt at one entry through its kind (undefined if none is registered); never throws. */
  send: (entry: OutboxEntry, kind: OutboxKind<unknown> | undefined) => Promise<SendOutcome>;
  /** Runs `task` unless another tab is flushing already (then answers undefined). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T | undefined>;
  /**
   * Told about every entry that reached the server, with the server's answer, before the entry
   * leaves the list (a view shows the answer first: no gap in between). Awaited; never throws.
   */
  onSent?: (entry: OutboxEntry, response: unknown) => void | Promise<void>;
  /** Told once per flush that delivered something, with what it delivered (one refresh, not one per entry). */
  onFlushed?: (sent: OutboxEntry[]) => void;
  now?: () => number;
  newId?: () => string;
}

export interface FlushResult {
  sent: OutboxEntry[];
  /** When the first entry still waiting may be tried again (ms since epoch), if one waits. */
  retryAt: number | null;
}

type Listener = () => void;

/** What became of a write a screen waits for (see Outbox.deliver). */
export type Delivery =
  | { status: 'sent' }
  /** Offline, the server busy, or another tab sending: the outbox sends it later. */
  | { status: 'queued' }
  /** A final refusal, with the server's reason; no longer in the outbox. */
  | { status: 'refused'; message: string | null }
  /**
   * The session had ended (401): kept for the same person's next sign-in. The login redirect of
   * docs/product.md §8 is under way (send-entry.ts), so the screen says nothing of its own.
   */
  | { status: 'signed-out' };

/**
 * The app's outbox (docs/architecture.md §7): writes are queued here first, then sent in order, one tab at a
 * time, each with its id as Idempotency-Key so a replay after a lost answer creates nothing twice.
 * 2xx removes an entry, a final 4xx marks it failed (Retry / Discard), anything else is retried
 * with back-off. Entries belong to the person who made them and are only ever sent for them.
 * It knows no feature: each kind of write is registered by the app (outbox-kind.ts).
 */
export class Outbox {
  private readonly listeners = new Set<Listener>();
  private readonly kinds = new Map<string, OutboxKind<unknown>>();
  private running: Promise<FlushResult> | null = null;
  private flushAgain = false;
  private lastQueuedAt = 0;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly exclusive: <T>(task: () => Promise<T>) => Promise<T | undefined>;

  constructor(private readonly options: OutboxOptions) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.exclusive = options.exclusive ?? ((task) => task());
  }

  /** Makes these kinds of write known; the app does it once at start-up. */
  register(...kinds: OutboxKind<unknown>[]): void {
    for (const kind of kinds) this.kinds.set(kind.kind, kind);
  }

  /** The registered kind of a write, if any (an entry from another app version may have none). */
  kindOf(write: OutboxWrite): OutboxKind<unknown> | undefined {
    return this.kinds.get(write.kind);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells this tab's views (and, through `notifyOthers`, other tabs') that the outbox changed. */
  changed(): void {
    for (const listener of this.listeners) listener();
  }

  async list(userId: string): Promise<OutboxEntry[]> {
    const all = await this.options.storage.all();
    return all.filter((entry) => entry.userId === userId).sort(byQueueOrder);
  }

  /**
   * Queues one write; `id` (its Idempotency-Key) may be given when the caller already used it, so
   * queuing the same write again replaces it instead of adding a second one. A write whose kind
   * merges goes into a waiting entry with the same key instead (answered), or cancels it out
   * (answers null: nothing is left to send).
   */
  async enqueue(userId: string, write: OutboxWrite, id: string = this.newId()): Promise<OutboxEntry | null> {
    const merge = this.kindOf(write)?.merge;
    if (merge) {
      const key = merge.key(write.payload);
      const queued = (await this.list(userId)).find(
        (entry) => entry.kind === write.kind && entry.status !== 'sending' && merge.key(entry.payload) === key,
      );
      if (queued) {
        const payload = merge.combine(queued.payload, write.payload);
        if (payload === null) {
          await this.options.storage.delete(queued.id);
          this.changed();
          return null;
        }
        const updated = { ...queued, payload };
        await this.options.storage.put(updated);
        this.changed();
        return updated;
      }
    }
    // Strictly increasing in this tab, so writes queued within one millisecond keep their order.
    const now = this.now();
    this.lastQueuedAt = Math.max(now, this.lastQueuedAt + 1);
    const entry = {
      ...write,
      id,
      userId,
      status: 'pending',
      attempts: 0,
      lastError: null,
      queuedAt: this.lastQueuedAt,
      nextAttemptAt: now,
    } as OutboxEntry;
    await this.options.storage.put(entry);
    this.changed();
    return entry;
  }

  /**
   * Sends `userId`'s waiting entries in order. Calls made while a flush runs in this tab share it
   * and run once more afterwards, so nothing queued meanwhile is left behind.
   */
  flush(userId: string): Promise<FlushResult> {
    if (this.running) {
      this.flushAgain = true;
      return this.running;
    }
    const run = async (): Promise<FlushResult> => {
      let result: FlushResult;
      const sent: OutboxEntry[] = [];
      do {
        this.flushAgain = false;
        result = (await this.exclusive(() => this.sendWaiting(userId))) ?? { sent: [], retryAt: null };
        sent.push(...result.sent);
      } while (this.flushAgain);
      if (sent.length > 0) this.options.onFlushed?.(sent);
      return { sent, retryAt: result.retryAt };
    };
    this.running = run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sendWaiting(userId: string): Promise<FlushResult> {
    const sent: OutboxEntry[] = [];
    for (const queued of await this.list(userId)) {
      // 'sending' here means a tab died mid-send: this tab holds the lock, so nobody else is.
      if (queued.status !== 'pending' && queued.status !== 'sending') continue;
      // In order: a later write never overtakes an earlier one that has to wait.
      if (queued.nextAttemptAt > this.now()) return { sent, retryAt: queued.nextAttemptAt };
      const entry: OutboxEntry = { ...queued, status: 'sending', attempts: queued.attempts + 1 };
      await this.options.storage.put(entry);
      this.changed();
      const outcome = await this.options.send(entry, this.kindOf(entry));
      if (outcome.result === 'sent') {
        sent.push(entry);
        await this.options.onSent?.(entry, outcome.response);
      }
      const retryAt = await this.settle(entry, outcome);
      this.changed();
      if (outcome.result === 'signed-out') return { sent, retryAt: null };
      if (retryAt !== null) return { sent, retryAt };
    }
    return { sent, retryAt: null };
  }

  /** Records what one attempt came to; answers when to try again if the entry waits. */
  private async settle(entry: OutboxEntry, outcome: SendOutcome): Promise<number | null> {
    const { storage } = this.options;
    switch (outcome.result) {
      case 'sent':
        await storage.delete(entry.id);
        return null;
      case 'refused':
        await storage.put({ ...entry, status: 'failed', lastError: outcome.message });
        return null;
      case 'signed-out':
        await storage.put({ ...entry, status: 'needs-sign-in', lastError: null });
        return null;
      case 'retry': {
        const retryAt = this.now() + (outcome.retryAfterMs ?? backoffDelay(entry.attempts));
        await storage.put({ ...entry, status: 'pending', lastError: outcome.message, nextAttemptAt: retryAt });
        return retryAt;
      }
    }
  }

  /** Retry on a failed entry: back in line at once, then a flush. */
  async retry(userId: string, id: string): Promise<FlushResult> {
    const entry = await this.options.storage.get(id);
    if (entry && entry.userId === userId) {
      await this.options.storage.put({ ...entry, status: 'pending', attempts: 0, lastError: null, nextAttemptAt: this.now() });
      this.changed();
    }
    return this.flush(userId);
  }

  /**
   * Queues writes and sends them at once, for a screen that waits for the answer (a share, a
   * comment, a like), and says what became of each, in order. A refused one is taken back out:
   * the screen is still open to say why and keeps what the person wrote, so a failed entry in the
   * outbox would only say it twice. A write that cancelled a waiting one out counts as sent.
   */
  async deliver(userId: string, writes: { write: OutboxWrite; id?: string }[]): Promise<Delivery[]> {
    const ids: (string | null)[] = [];
    for (const { write, id } of writes) {
      const entry = await this.enqueue(userId, write, id ?? this.newId());
      ids.push(entry?.id ?? null);
    }
    await this.flush(userId);
    const left = new Map((await this.list(userId)).map((entry) => [entry.id, entry]));
    const deliveries: Delivery[] = [];
    for (const id of ids) {
      const entry = id === null ? undefined : left.get(id);
      if (!entry || id === null) {
        deliveries.push({ status: 'sent' });
      } else if (entry.status === 'failed') {
        await this.discard(userId, id);
        deliveries.push({ status: 'refused', message: entry.lastError });
      } else if (entry.status === 'needs-sign-in') {
        deliveries.push({ status: 'signed-out' });
      } else {
        deliveries.push({ status: 'queued' });
      }
    }
    return deliveries;
  }

  async discard(userId: string, id: string): Promise<void> {
    const entry = await this.options.storage.get(id);
    if (!entry || entry.userId !== userId) return;
    await this.options.storage.delete(id);
    this.changed();
  }

  /**
   * Back in line at once: what waited for a sign-in (call it once the same person is signed in
   * again) and what waits out a back-off (the connection just came back).
   */
  async resume(userId: string): Promise<void> {
    const waiting = (await this.list(userId)).filter((entry) => entry.status === 'needs-sign-in' || entry.nextAttemptAt > this.now());
    for (const entry of waiting) {
      await this.options.storage.put({ ...entry, status: entry.status === 'needs-sign-in' ? 'pending' : entry.status, nextAttemptAt: this.now() });
    }
    if (waiting.length > 0) this.changed();
  }

  /**
   * Logout: what `userId` still had waiting goes (they were warned). Other people's entries stay,
   * still theirs alone (decision record 0011).
   */
  async clearFor(userId: string): Promise<void> {
    for (const entry of await this.list(userId)) await this.options.storage.delete(entry.id);
    this.changed();
  }

  /** Every entry of everybody (tests start from an empty outbox). */
  async clear(): Promise<void> {
    for (const entry of await this.options.storage.all()) await this.options.storage.delete(entry.id);
    this.changed();
  }
}

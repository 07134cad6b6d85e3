import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { PushKind, PushPayload } from '../../../contract/push';
import type { Database } from '../../db/client';
import type { VapidKeys } from './vapid-keys';

/** The push_preferences column of each kind (a constant map: never user input in the SQL). */
const PREFERENCE_COLUMN: Record<PushKind, string> = {
  gameResults: 'game_results',
  invitations: 'invitations',
  joinRequests: 'join_requests',
  messages: 'messages',
};

export interface PushSenderOptions {
  log: FastifyBaseLogger;
  /** The waits before the 2nd, 3rd, … attempt after a 429, a 5xx or a network failure; then it gives up. */
  retryDelaysMs?: readonly number[];
  /** The https agent: tests trust their loopback push service's certificate with it. */
  agent?: Agent;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000];
/** A push waits at most a day at the push service for a device that is off. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushDevice {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends Web Push (DESIGN §6, issue 16) with the web-push package, which encrypts the payload for
 * the device and signs the request with our VAPID key. Never on the request's path: `deliver`
 * starts the sending and returns; a device the push service no longer knows (404, 410) is
 * deleted; a busy or failing push service (429, 5xx, no answer) is tried again a few times with
 * growing waits; any other refusal is logged and dropped.
 */
export class PushSender {
  readonly #sending = new Set<Promise<void>>();
  readonly #stopping = new AbortController();

  constructor(
    private readonly db: Database,
    private readonly keys: VapidKeys,
    private readonly options: PushSenderOptions,
  ) {}

  /** The browser's applicationServerKey. */
  get publicKey(): string {
    return this.keys.publicKey;
  }

  /**
   * The devices of `userId` whose person wants pushes of `kind`: one indexed query, made on the
   * writer's path, so no statement of a request runs on after its answer.
   */
  async devicesOf(userId: string, kind: PushKind): Promise<PushDevice[]> {
    const column = sql.raw(PREFERENCE_COLUMN[kind]);
    const { rows } = (await this.db.execute(sql`
      select s.id, s.endpoint, s.p256dh, s.auth from push_subscriptions s
      left join push_preferences p on p.user_id = s.user_id
      where s.user_id = ${userId} and coalesce(p.${column}, true)`)) as unknown as { rows: PushDevice[] };
    return rows;
  }

  /** Sends `payload` to these devices in the background: never awaited by a request. */
  deliver(devices: readonly PushDevice[], payload: PushPayload): void {
    const body = JSON.stringify(payload);
    const sending = Promise.all(devices.map((device) => this.#toDevice(device, body, payload.tag))).then(
      () => undefined,
      (error: unknown) => this.options.log.error({ err: error, kind: payload.kind }, 'Sending a push failed'),
    );
    this.#sending.add(sending);
    void sending.finally(() => this.#sending.delete(sending));
  }

  /** To every device of `userId` whose person wants pushes of `payload.kind`. */
  async notify(userId: string, payload: PushPayload): Promise<void> {
    this.deliver(await this.devicesOf(userId, payload.kind), payload);
  }

  /** Resolves when every push started so far is delivered or given up (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.#sending.size > 0) await Promise.all(this.#sending);
  }

  /** Shutdown: no more retries; what is under way finishes. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await this.settled();
  }

  async #toDevice(device: PushDevice, body: string, topic: string): Promise<void> {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        await webpush.sendNotification({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, body, {
          vapidDetails: this.keys,
          TTL: TTL_SECONDS,
          // A newer push of the same thing replaces an undelivered older one at the push service.
          // (A topic is at most 32 base64url characters: the tag's hash.)
          topic: createHash('sha256').update(topic).digest('base64url').slice(0, 32),
          timeout: 10_000,
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        });
        return;
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          // Rare, and after the answer: the push service told us this device is gone.
          await this.db.execute(sql`delete from push_subscriptions where id = ${device.id}`);
          return;
        }
        const retryable = status === undefined || status === 429 || status >= 500;
        if (!retryable || attempt >= delays.length || this.#stopping.signal.aborted) {
          this.options.log.warn({ status, endpointHost: new URL(device.endpoint).host }, 'A push was not delivered');
          return;
        }
        await wait(delays[attempt]!, this.#stopping.signal);
      }
    }
  }
}

/** setTimeout as a promise that ends early (without an error) when the sender stops. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

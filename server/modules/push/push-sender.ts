import { createHash } from 'node:crypto';
import { Agent } from 'node:https';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { PushKind, PushPayload } from '@contract/push';
import type { Database } from '../../db/client';
import type { AppMetrics, PushFailure } from '../../metrics/metrics';
import { hostProblem, literalHostProblem, NonPublicAddressError, publicOnlyLookup, resolveWithSystem, type Resolve } from './public-address';
import type { VapidKeys } from './vapid-keys';
import { sqlRows } from '../../db/sql-rows';

/** The push_preferences column of each kind (a constant map: never user input in the SQL). */
const PREFERENCE_COLUMN: Record<PushKind, string> = {
  gameResults: 'game_results',
  invitations: 'invitations',
  joinRequests: 'join_requests',
  messages: 'messages',
  reminders: 'reminders',
};

export interface PushSenderOptions {
  log: FastifyBaseLogger;
  /** The waits before the 2nd, 3rd, … attempt after a 429, a 5xx or a network failure; then it gives up. */
  retryDelaysMs?: readonly number[];
  /** Certificates the push connections trust instead of the system's: only tests set it (their push service's own). */
  ca?: string | Buffer;
  /** How host names are resolved, at subscription and at connection (the system's resolver; tests map names with it). */
  resolve?: Resolve;
  /**
   * TEST ONLY (tests/support/push-service.ts listens on loopback): endpoints on loopback and
   * private addresses are accepted and sent to. Set only by tests through buildApp's `push`
   * option; no configuration or environment variable reaches it (decision 0035).
   */
  allowPrivateEndpointsForTests?: boolean;
  /** Counts each device's push as sent or failed, by reason (push.plugin.ts passes the app's). */
  metrics?: Pick<AppMetrics, 'pushesSent' | 'pushesFailed'>;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000];
/** A push waits at most a day at the push service for a device that is off. */
const TTL_SECONDS = 24 * 60 * 60;

export interface PushDevice {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends Web Push (docs/architecture.md §6, decision 0028) with the web-push package, which encrypts the payload for
 * the device and signs the request with our VAPID key. Never on the request's path: `deliver`
 * starts the sending and returns; a device the push service no longer knows (404, 410) is
 * deleted; a busy or failing push service (429, 5xx, no answer) is tried again a few times with
 * growing waits, while the device is still subscribed; any other refusal is logged and dropped.
 * Only public addresses are sent to (decision 0035): an IP literal is checked before sending and
 * every name on connecting, and a refusal is logged and not retried.
 */
export class PushSender {
  readonly #sending = new Set<Promise<void>>();
  readonly #stopping = new AbortController();
  readonly #resolve: Resolve;
  /** Every push connection resolves through publicOnlyLookup (unless a test allows private addresses). */
  readonly #agent: Agent;

  constructor(
    private readonly db: Database,
    private readonly keys: VapidKeys,
    private readonly options: PushSenderOptions,
  ) {
    this.#resolve = options.resolve ?? resolveWithSystem;
    const resolve = this.#resolve;
    this.#agent = new Agent({
      keepAlive: true,
      ...(options.ca ? { ca: options.ca } : {}),
      lookup: options.allowPrivateEndpointsForTests
        ? (hostname, lookupOptions, callback) =>
            void resolve(hostname).then(
              (all) => (lookupOptions.all ? callback(null, [...all]) : callback(null, all[0]!.address, all[0]!.family)),
              (error: NodeJS.ErrnoException) => callback(error, '', undefined),
            )
        : publicOnlyLookup(resolve),
    });
  }

  /**
   * Why pushes must not go to this endpoint (a 400's message), or undefined: its host is, or
   * resolves to, an address that is not public (decision 0035). Asked when a device subscribes.
   */
  async endpointProblem(endpoint: string): Promise<string | undefined> {
    if (this.options.allowPrivateEndpointsForTests) return undefined;
    return hostProblem(new URL(endpoint), this.#resolve);
  }

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
    const rows = await sqlRows<PushDevice>(this.db, sql`
      select s.id, s.user_id as "userId", s.endpoint, s.p256dh, s.auth from push_subscriptions s
      left join push_preferences p on p.user_id = s.user_id
      where s.user_id = ${userId} and coalesce(p.${column}, true)`);
    return rows;
  }

  /** Sends `payload` to these devices in the background: never awaited by a request. */
  deliver(devices: readonly PushDevice[], payload: PushPayload): void {
    const body = JSON.stringify(payload);
    const sending = Promise.all(devices.map((device) => this.#counted(this.#toDevice(device, body, payload.tag)))).then(
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
    this.#agent.destroy();
  }

  /** The outcome of one device's push, in the metrics. */
  async #counted(sending: Promise<'sent' | PushFailure>): Promise<void> {
    const metrics = this.options.metrics;
    let outcome: 'sent' | PushFailure = 'error';
    try {
      outcome = await sending;
    } finally {
      if (outcome === 'sent') metrics?.pushesSent.inc();
      else metrics?.pushesFailed.inc({ reason: outcome });
    }
  }

  async #toDevice(device: PushDevice, body: string, topic: string): Promise<'sent' | PushFailure> {
    const delays = this.options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    // web-push parses the endpoint with the legacy url.parse: it gets the WHATWG form, so the host
    // it connects to is the one checked here. Node's sockets don't resolve an IP literal, so the
    // agent's lookup never sees one: a literal is checked before sending.
    const target = new URL(device.endpoint);
    const literal = this.options.allowPrivateEndpointsForTests ? undefined : literalHostProblem(target.hostname);
    if (literal !== undefined) {
      this.options.log.warn({ endpointHost: target.host }, 'A push was not sent: its endpoint is not a public address');
      return 'not-public';
    }
    for (let attempt = 0; ; attempt++) {
      // A retry goes only to a device that is still subscribed, by the same person (unsubscribed,
      // or taken over by someone else who signed in on it, it gets no more of this push).
      if (attempt > 0 && !(await this.#stillSubscribed(device))) return 'unsubscribed';
      try {
        await webpush.sendNotification({ endpoint: target.href, keys: { p256dh: device.p256dh, auth: device.auth } }, body, {
          vapidDetails: this.keys,
          TTL: TTL_SECONDS,
          // A newer push of the same thing replaces an undelivered older one at the push service.
          // (A topic is at most 32 base64url characters: the tag's hash.)
          topic: createHash('sha256').update(topic).digest('base64url').slice(0, 32),
          timeout: 10_000,
          agent: this.#agent,
        });
        return 'sent';
      } catch (error) {
        if (error instanceof NonPublicAddressError) {
          // The name resolves elsewhere than when it was subscribed (or always did): not retried.
          this.options.log.warn({ endpointHost: target.host, reason: error.message }, 'A push was not sent: its endpoint is not a public address');
          return 'not-public';
        }
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          // Rare, and after the answer: the push service told us this device is gone.
          await this.db.execute(sql`delete from push_subscriptions where id = ${device.id}`);
          return 'gone';
        }
        const retryable = status === undefined || status === 429 || status >= 500;
        if (!retryable || attempt >= delays.length || this.#stopping.signal.aborted) {
          this.options.log.warn({ status, endpointHost: new URL(device.endpoint).host }, 'A push was not delivered');
          return retryable ? 'gave-up' : 'refused';
        }
        await wait(delays[attempt]!, this.#stopping.signal);
      }
    }
  }

  async #stillSubscribed(device: PushDevice): Promise<boolean> {
    const rows = await sqlRows<unknown>(this.db, sql`
      select 1 from push_subscriptions
      where id = ${device.id} and endpoint = ${device.endpoint} and user_id = ${device.userId}`);
    return rows.length > 0;
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

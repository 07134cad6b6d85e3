import { eq } from 'drizzle-orm';
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushPayloadSchema, type PushPayload } from '@contract/push';
import { signInAs } from '../../../tests/support/factories';
import { PUSH_TEST_HOST, pushService } from '../../../tests/support/push-service';
import { useTestApp } from '../../../tests/support/test-app';
import { testConfig } from '../../../tools/test-config';
import { pushSubscriptions } from '../../db/schema/push';
import { AppMetrics } from '../../metrics/metrics';
import type { Resolve } from './public-address';
import { PushSender, type PushSenderOptions } from './push-sender';
import { deleteSubscription, savePushPreferences, saveSubscription } from './push-settings.service';
import { loadVapidKeys } from './vapid-keys';

const payload = (over: Partial<PushPayload> = {}): PushPayload => ({
  kind: 'messages',
  title: 'Message from Ann Lee',
  body: 'Zoë, ça va? 🎉',
  url: '/messages/g/u',
  tag: 'message:g:u',
  badgeCount: 3,
  ...over,
});

/** docs/architecture.md §6 / decision 0028: what reaches the push service, encrypted for the device, and what it answers does. */
describe('PushSender against a push service on loopback', () => {
  const t = useTestApp();
  const service = pushService();
  let sender: PushSender;
  const quiet = { warn: () => undefined, error: () => undefined } as never;

  beforeAll(async () => {
    await service.listen();
    const keys = await loadVapidKeys(t.db, testConfig());
    sender = new PushSender(t.db, keys, { log: quiet, ...service.options, retryDelaysMs: [5, 5] });
  });
  const others: PushSender[] = [];
  /** Another sender on the same database and keys (stopped after the file). */
  const senderWith = async (options: Omit<PushSenderOptions, 'log'> & { log?: PushSenderOptions['log'] }) => {
    const other = new PushSender(t.db, await loadVapidKeys(t.db, testConfig()), { log: quiet, ...options });
    others.push(other);
    return other;
  };
  afterAll(async () => {
    await sender?.stop();
    for (const other of others) await other.stop();
    await service.close();
  });

  const subscribed = async () => {
    const person = await signInAs(t.db);
    const device = service.device();
    await saveSubscription(t.db, person.user.id, device);
    return { person, device };
  };
  const stored = async (endpoint: string) =>
    (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).length;

  it('sends each of my devices the payload, encrypted for it and signed with our VAPID key', async () => {
    const { person, device } = await subscribed();
    const phone = service.device();
    await saveSubscription(t.db, person.user.id, phone);
    await sender.notify(person.user.id, payload());
    await sender.settled();

    for (const endpoint of [device, phone]) {
      const [push] = service.to(endpoint.endpoint);
      expect(push, 'one push per device').toBeDefined();
      expect(pushPayloadSchema.parse(JSON.parse(endpoint.decrypt(push!.body)))).toEqual(payload());
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${sender.publicKey}$`));
      expect(push!.headers.ttl).toBe(String(24 * 60 * 60));
      expect(push!.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    }
  });

  it('sends nothing of a kind the person turned off, and the other kinds still', async () => {
    const { person, device } = await subscribed();
    await savePushPreferences(t.db, person.user.id, { gameResults: true, invitations: true, joinRequests: true, messages: false, reminders: true });
    await sender.notify(person.user.id, payload());
    await sender.notify(person.user.id, payload({ kind: 'invitations', title: 'New game invitation', tag: 'invitation:g' }));
    await sender.settled();
    const got = service.to(device.endpoint).map((push) => JSON.parse(device.decrypt(push.body)).kind);
    expect(got).toEqual(['invitations']);
  });

  it('deletes a device the push service no longer knows (410 and 404), after one try', async () => {
    for (const status of [410, 404]) {
      const { person, device } = await subscribed();
      service.answer(device.endpoint, [status]);
      await sender.notify(person.user.id, payload());
      await sender.settled();
      expect(service.to(device.endpoint)).toHaveLength(1);
      expect(await stored(device.endpoint), `after ${status}`).toBe(0);
    }
  });

  it('tries again after 5xx and 429, and keeps the device', async () => {
    const { person, device } = await subscribed();
    service.answer(device.endpoint, [503, 429]);
    await sender.notify(person.user.id, payload());
    await sender.settled();
    expect(service.to(device.endpoint)).toHaveLength(3);
    expect(await stored(device.endpoint)).toBe(1);
  });

  it('gives up after its retries, and does not retry a refusal such as 400; the device stays', async () => {
    const failing = await subscribed();
    service.answer(failing.device.endpoint, [500, 500, 500, 500]);
    const refused = await subscribed();
    service.answer(refused.device.endpoint, [400]);
    await sender.notify(failing.person.user.id, payload());
    await sender.notify(refused.person.user.id, payload());
    await sender.settled();
    expect(service.to(failing.device.endpoint)).toHaveLength(3);
    expect(service.to(refused.device.endpoint)).toHaveLength(1);
    expect(await stored(failing.device.endpoint)).toBe(1);
    expect(await stored(refused.device.endpoint)).toBe(1);
  });

  it('stops retrying a device that was unsubscribed, or taken over by someone else, while the push waited', async () => {
    const slow = await senderWith({ ...service.options, retryDelaysMs: [400, 400] });
    const ann = await signInAs(t.db);
    for (const end of ['unsubscribed', 'taken over'] as const) {
      const { person, device } = await subscribed();
      service.answer(device.endpoint, [500, 500, 500]);
      const before = service.received.length;
      await slow.notify(person.user.id, payload());
      await service.waitForCount(before + 1); // the first attempt got its 500; the retry waits 400 ms
      if (end === 'unsubscribed') await deleteSubscription(t.db, person.user.id, device.endpoint);
      else await saveSubscription(t.db, ann.user.id, device);
      await slow.settled();
      expect(service.to(device.endpoint), end).toHaveLength(1);
    }
  });

  it('counts each device as sent, or failed by reason, in the metrics (decision 0050)', async () => {
    const metrics = new AppMetrics();
    const counted = await senderWith({ ...service.options, retryDelaysMs: [5], metrics });
    const person = await signInAs(t.db);
    const answers = { sent: [201], gone: [410], refused: [400], 'gave-up': [500, 503] };
    for (const statuses of Object.values(answers)) {
      const device = service.device();
      await saveSubscription(t.db, person.user.id, device);
      service.answer(device.endpoint, statuses);
    }
    await counted.notify(person.user.id, payload());
    await counted.settled();
    expect((await metrics.pushesSent.get()).values.map((v) => v.value)).toEqual([1]);
    const failed = Object.fromEntries((await metrics.pushesFailed.get()).values.map((v) => [v.labels.reason, v.value]));
    expect(failed).toEqual({ gone: 1, refused: 1, 'gave-up': 1 });
  });

  describe('only to public addresses (decision 0035)', () => {
    const at = (...addresses: string[]): LookupAddress[] => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const warned = (log: { warn: ReturnType<typeof vi.fn> }) => log.warn.mock.calls.map(([, message]) => message as string);

    it('refuses a name that resolves to loopback on connecting (DNS rebinding), once, without retries', async () => {
      // Public when the device subscribed, loopback from then on.
      let answers = 0;
      const rebinding = vi.fn<Resolve>(async () => (++answers === 1 ? at('93.184.216.34') : at('127.0.0.1')));
      const log = { warn: vi.fn(), error: vi.fn() };
      const guarded = await senderWith({ ca: service.ca, resolve: rebinding, retryDelaysMs: [5, 5], log: log as never });
      const person = await signInAs(t.db);
      const device = service.device(PUSH_TEST_HOST);
      expect(await guarded.endpointProblem(device.endpoint)).toBeUndefined();
      await saveSubscription(t.db, person.user.id, device);

      await guarded.notify(person.user.id, payload());
      await guarded.settled();
      expect(service.to(device.endpoint)).toEqual([]);
      expect(rebinding).toHaveBeenCalledTimes(2); // at subscription, and the one connection
      expect(warned(log)).toEqual(['A push was not sent: its endpoint is not a public address']);
      expect(log.error).not.toHaveBeenCalled();
      expect(await guarded.endpointProblem(device.endpoint)).toMatch(/does not resolve to public addresses only/);

      // What refused it is the check: the same sender with the test-only permission delivers it.
      const open = await senderWith({ ca: service.ca, resolve: rebinding, allowPrivateEndpointsForTests: true });
      await open.notify(person.user.id, payload());
      await open.settled();
      expect(service.to(device.endpoint)).toHaveLength(1);
    });

    it('refuses an IP literal that is not public, and localhost, before connecting (no lookup is made for them)', async () => {
      const resolve = vi.fn<Resolve>(async () => at('127.0.0.1'));
      const log = { warn: vi.fn(), error: vi.fn() };
      const guarded = await senderWith({ ca: service.ca, resolve, retryDelaysMs: [5, 5], log: log as never });
      const person = await signInAs(t.db);
      const devices = [service.device('127.0.0.1'), service.device('localhost')];
      for (const device of devices) await saveSubscription(t.db, person.user.id, device);

      await guarded.notify(person.user.id, payload());
      await guarded.settled();
      for (const device of devices) expect(service.to(device.endpoint), device.endpoint).toEqual([]);
      expect(resolve).not.toHaveBeenCalled();
      expect(warned(log)).toEqual(Array(2).fill('A push was not sent: its endpoint is not a public address'));

      const open = await senderWith({ ca: service.ca, resolve, allowPrivateEndpointsForTests: true });
      await open.notify(person.user.id, payload());
      await open.settled();
      for (const device of devices) expect(service.to(device.endpoint), device.endpoint).toHaveLength(1);
    });
  });

  it('makes the VAPID key pair once and every later load (another instance) reads the same', async () => {
    const first = await loadVapidKeys(t.db, testConfig());
    const again = await loadVapidKeys(t.db, testConfig());
    expect(again).toEqual(first);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const fromEnv = await loadVapidKeys(t.db, testConfig({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43) }));
    expect(fromEnv).toMatchObject({ publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43) });
  });
});

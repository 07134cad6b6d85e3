import { randomUUID } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSettingsSchema } from '@contract/push';
import { readDocument } from '../../../tests/support/document-reads';
import { signInAs } from '../../../tests/support/factories';
import { PUSH_TEST_HOST, pushService } from '../../../tests/support/push-service';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { pushSubscriptions } from '../../db/schema/push';
import { resolveWithSystem, type Resolve } from './public-address';
import { MAX_SUBSCRIPTIONS_PER_PERSON, saveSubscription } from './push-settings.service';

const ALL_ON = { gameResults: true, invitations: true, joinRequests: true, messages: true, reminders: true };

/** The profile's push settings (decision 0028): who may call, what is refused, what is kept. */
describe('push settings routes', () => {
  const service = pushService();
  // The push service listens on loopback: only this test-only option lets it be subscribed.
  const t = useTestApp({ push: service.options });
  beforeAll(() => service.listen());
  afterAll(() => service.close());
  const devicesOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('answers 401 to a visitor on every route, before looking at the body', async () => {
    const device = service.device();
    for (const [method, url, payload] of [
      ['GET', '/api/push', undefined],
      ['PUT', '/api/push/preferences', ALL_ON],
      ['PUT', '/api/push/subscription', device],
      ['DELETE', '/api/push/subscription', { endpoint: device.endpoint }],
      ['PUT', '/api/push/subscription', { nonsense: true }],
    ] as const) {
      const res = await t.request({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('gives the public key and all kinds on at first, then my choices (mine only)', async () => {
    const [me, other] = [await signInAs(t.db), await signInAs(t.db)];
    const first = await readDocument(t, { url: '/api/push', headers: me.headers }, pushSettingsSchema);
    expect(first.preferences).toEqual(ALL_ON);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const chosen = { ...ALL_ON, messages: false, joinRequests: false };
    await expectAnswer(t.request({ method: 'PUT', url: '/api/push/preferences', headers: me.headers, payload: chosen }), 200, chosen);
    expect((await readDocument(t, { url: '/api/push', headers: me.headers }, pushSettingsSchema)).preferences).toEqual(chosen);
    expect((await readDocument(t, { url: '/api/push', headers: other.headers }, pushSettingsSchema)).preferences).toEqual(ALL_ON);
  });

  it('refuses bad input with a message: a missing kind, an http endpoint, keys that are not keys', async () => {
    const me = await signInAs(t.db);
    const device = service.device();
    const cases: Array<[string, object, RegExp]> = [
      ['/api/push/preferences', { gameResults: true }, /invitations/],
      ['/api/push/subscription', { ...device, endpoint: 'http://push.example/abc' }, /endpoint must be an https URL/],
      ['/api/push/subscription', { ...device, keys: { p256dh: 'short', auth: device.keys.auth } }, /keys\.p256dh is too short/],
      ['/api/push/subscription', { ...device, keys: { p256dh: device.keys.p256dh, auth: 'a/b+c'.repeat(5) } }, /keys\.auth must be base64url/],
      ['/api/push/subscription', { endpoint: device.endpoint }, /keys/],
    ];
    for (const [url, payload, message] of cases) {
      const res = await t.request({ method: 'PUT', url, headers: me.headers, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await devicesOf(me.user.id)).toEqual([]);
  });

  it('keeps one row per device: subscribing again updates it, another person on the device takes it over', async () => {
    const [ann, ben] = [await signInAs(t.db), await signInAs(t.db)];
    const device = service.device();
    const subscribe = (who: typeof ann, body: object) =>
      t.request({ method: 'PUT', url: '/api/push/subscription', headers: who.headers, payload: body });
    expect((await subscribe(ann, device)).statusCode).toBe(204);
    const renewed = { ...device, keys: { ...device.keys, auth: randomUUID().replaceAll('-', '').slice(0, 22) } };
    expect((await subscribe(ann, renewed)).statusCode).toBe(204);
    expect((await devicesOf(ann.user.id)).map((d) => d.auth)).toEqual([renewed.keys.auth]);

    expect((await subscribe(ben, device)).statusCode).toBe(204);
    expect(await devicesOf(ann.user.id)).toEqual([]);
    expect(await devicesOf(ben.user.id)).toHaveLength(1);

    // Ann can't take Ben's device away by unsubscribing its endpoint; Ben can.
    const unsubscribe = (who: typeof ann) =>
      t.request({ method: 'DELETE', url: '/api/push/subscription', headers: who.headers, payload: { endpoint: device.endpoint } });
    expect((await unsubscribe(ann)).statusCode).toBe(204);
    expect(await devicesOf(ben.user.id)).toHaveLength(1);
    expect((await unsubscribe(ben)).statusCode).toBe(204);
    expect(await devicesOf(ben.user.id)).toEqual([]);
  });

  it(`keeps at most ${MAX_SUBSCRIPTIONS_PER_PERSON} devices per person: the 11th and 12th push out the two oldest`, async () => {
    const me = await signInAs(t.db);
    const devices = Array.from({ length: 12 }, () => service.device());
    for (const device of devices) {
      const res = await t.request({ method: 'PUT', url: '/api/push/subscription', headers: me.headers, payload: device });
      expect(res.statusCode, res.body).toBe(204);
    }
    const kept = (await devicesOf(me.user.id)).map((d) => d.endpoint).sort();
    expect(kept).toEqual(devices.slice(2).map((d) => d.endpoint).sort());

    // Saving one again counts as the newest: the next new device pushes out the oldest other one.
    await t.request({ method: 'PUT', url: '/api/push/subscription', headers: me.headers, payload: devices[2] });
    await t.request({ method: 'PUT', url: '/api/push/subscription', headers: me.headers, payload: service.device() });
    const after = (await devicesOf(me.user.id)).map((d) => d.endpoint);
    expect(after).toHaveLength(MAX_SUBSCRIPTIONS_PER_PERSON);
    expect(after).toContain(devices[2]!.endpoint);
    expect(after).not.toContain(devices[3]!.endpoint);
  });

  it('keeps the limit when many devices of one person subscribe at once (PostgreSQL: separate connections)', async () => {
    const me = await signInAs(t.db);
    await Promise.all(Array.from({ length: 16 }, () => saveSubscription(t.db, me.user.id, service.device())));
    expect(await devicesOf(me.user.id)).toHaveLength(MAX_SUBSCRIPTIONS_PER_PERSON);
  });
});

/** Decision 0035: the app as it runs in production (no test-only option) subscribes public push services only. */
describe('push subscription endpoints on addresses that are not public', () => {
  const at = (...addresses: string[]): LookupAddress[] => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  // A few made-up names; any other name goes to the system's resolver as in production.
  const names: Record<string, LookupAddress[]> = {
    'fcm.push.example': at('142.250.185.74', '2a00:1450:4001:80e::200a'),
    'loopback.push.example': at('127.0.0.1'),
    'intranet.push.example': at('10.20.30.40'),
    'metadata.push.example': at('169.254.169.254'),
    'mixed.push.example': at('142.250.185.74', '192.168.1.10'),
    'mapped.push.example': at('::ffff:127.0.0.1'),
    'ula.push.example': at('fd12:3456::1'),
  };
  const resolve: Resolve = (hostname) => (names[hostname] ? Promise.resolve(names[hostname]) : resolveWithSystem(hostname));
  const t = useTestApp({ push: { resolve } });
  const service = pushService();
  beforeAll(() => service.listen());
  afterAll(() => service.close());
  const devicesOf = (userId: string) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('refuses each with 400 and a message, and stores none', async () => {
    const me = await signInAs(t.db);
    const keys = service.device().keys;
    const endpoints = [
      'https://127.0.0.1:8443/push/a',
      'https://127.1/push/a',
      'https://2130706433/push/a',
      'https://0x7f.1/push/a',
      'https://0177.0.0.1/push/a',
      'https://0.0.0.0/push/a',
      'https://[::1]/push/a',
      'https://[::]/push/a',
      'https://[fd00::1]/push/a',
      'https://[fe80::1]/push/a',
      'https://[::ffff:127.0.0.1]/push/a',
      'https://[::ffff:a00:1]/push/a',
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/push/a',
      'https://172.16.5.4/push/a',
      'https://192.168.0.1/push/a',
      'https://100.64.0.1/push/a',
      'https://224.0.0.1/push/a',
      'https://255.255.255.255/push/a',
      'https://localhost/push/a',
      `https://localhost:8443/push/a`,
      'https://foo.localhost/push/a',
      'https://loopback.push.example/push/a',
      'https://intranet.push.example/push/a',
      'https://metadata.push.example/latest/meta-data/',
      'https://mixed.push.example/push/a',
      'https://mapped.push.example/push/a',
      'https://ula.push.example/push/a',
      'https://nowhere.invalid/push/a',
    ];
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const res = await t.request({ method: 'PUT', url: '/api/push/subscription', headers: me.headers, payload: { endpoint, keys } });
      const message = res.json<{ message?: string }>().message ?? '';
      if (res.statusCode !== 400 || !message.startsWith('endpoint must be a public push service')) failures.push(`${endpoint}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
    expect(await devicesOf(me.user.id)).toEqual([]);
  });

  it('says what is wrong, without telling what a name resolved to', async () => {
    const me = await signInAs(t.db);
    const { keys } = service.device();
    const put = async (endpoint: string) =>
      (await t.request({ method: 'PUT', url: '/api/push/subscription', headers: me.headers, payload: { endpoint, keys } })).json<{ message: string }>().message;
    expect(await put('https://169.254.169.254/latest/meta-data/')).toBe('endpoint must be a public push service, not a link-local address (169.254.169.254)');
    expect(await put('https://[::ffff:127.0.0.1]/x')).toBe('endpoint must be a public push service, not a loopback address (::ffff:7f00:1)');
    expect(await put('https://intranet.push.example/x')).toBe(
      'endpoint must be a public push service: intranet.push.example does not resolve to public addresses only',
    );
    expect(await put('https://nowhere.invalid/x')).toBe('endpoint must be a public push service: nowhere.invalid does not resolve to public addresses only');
  });

  it('accepts a push service whose every address is public', async () => {
    const me = await signInAs(t.db);
    const { keys } = service.device();
    const endpoint = 'https://fcm.push.example/fcm/send/abc';
    const res = await t.request({ method: 'PUT', url: '/api/push/subscription', headers: me.headers, payload: { endpoint, keys } });
    expect(res.statusCode, res.body).toBe(204);
    expect((await devicesOf(me.user.id)).map((d) => d.endpoint)).toEqual([endpoint]);
  });

  it(`does not take the test service (${PUSH_TEST_HOST}, loopback) without the test-only option`, async () => {
    const me = await signInAs(t.db);
    for (const device of [service.device(), service.device('localhost'), service.device(PUSH_TEST_HOST)]) {
      const res = await t.request({ method: 'PUT', url: '/api/push/subscription', headers: me.headers, payload: device });
      expect(res.statusCode, `${device.endpoint}: ${res.body}`).toBe(400);
    }
    expect(await devicesOf(me.user.id)).toEqual([]);
  });
});

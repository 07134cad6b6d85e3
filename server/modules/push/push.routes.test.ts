import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSettingsSchema } from '../../../contract/push';
import { readDocument } from '../../../tests/support/document-reads';
import { signInAs } from '../../../tests/support/factories';
import { pushService } from '../../../tests/support/push-service';
import { useTestApp } from '../../../tests/support/test-app';
import { pushSubscriptions } from '../../db/schema/push';

const ALL_ON = { gameResults: true, invitations: true, joinRequests: true, messages: true };

/** The profile's push settings (issue 16, decision 0028): who may call, what is refused, what is kept. */
describe('push settings routes', () => {
  const t = useTestApp();
  const service = pushService();
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
    const res = await t.request({ method: 'PUT', url: '/api/push/preferences', headers: me.headers, payload: chosen });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(chosen);
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
});

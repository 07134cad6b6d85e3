import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@contract/posts';
import { createGameCast, sharePhotoPost, signInAs, testImageBytes, toDataUrl } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { images } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { SESSION_COOKIE, issueSessionToken } from '../../plugins/session';
import { upsertOidcUser } from '../auth/oidc-user';
import { IMAGE_TOO_LARGE, IMAGE_TOO_MANY_PIXELS, IMAGE_TYPE_MISMATCH, IMAGE_UNSUPPORTED } from '../images/image-processing';
import { IMAGE_CACHE_CONTROL } from '../images/images.routes';

const GEOTAG = {
  IFD0: { Make: 'Acme', Model: 'Phone 12' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2976/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' },
};
const IMAGE_URL = /^\/api\/images\/[0-9a-f-]{36}$/;

/** 300x100: a red third, a green third, a blue third. The centre square is all green. */
function threeStripes(): Promise<Buffer> {
  const raw = Buffer.alloc(300 * 100 * 3);
  for (let y = 0; y < 100; y++) {
    for (let x = 0; x < 300; x++) {
      raw[(y * 300 + x) * 3 + Math.min(2, Math.floor(x / 100))] = 255;
    }
  }
  return sharp(raw, { raw: { width: 300, height: 100, channels: 3 } }).png().toBuffer();
}

describe('PUT and DELETE /api/user/avatar, GET /api/images/{id} of an avatar', () => {
  const t = useTestApp();
  const put = (image: unknown, headers?: { cookie: string }) =>
    t.request({ method: 'PUT', url: '/api/user/avatar', headers, payload: { image } as object });
  const del = (headers?: { cookie: string }) => t.request({ method: 'DELETE', url: '/api/user/avatar', headers });
  const avatarRows = (userId: string) =>
    t.db.select({ id: images.id }).from(images).where(and(eq(images.ownerId, userId), eq(images.isAvatar, true)));

  it.each([
    ['JPEG', 'jpeg', 'image/jpeg'],
    ['PNG', 'png', 'image/png'],
    ['WebP', 'webp', 'image/webp'],
  ] as const)('stores a %s with EXIF as a 256x256 JPEG without metadata, readable by anyone signed in', async (_name, format, type) => {
    const me = await signInAs(t.db);
    const original = await testImageBytes({ width: 640, height: 480, format, exif: GEOTAG });
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from('Acme'))).toBe(true);

    const res = await put(toDataUrl(original, type), me.headers);
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toEqual({ ...me.user, profileImageUrl: expect.stringMatching(IMAGE_URL) });
    const imageId = (saved.profileImageUrl as string).split('/').pop()!;
    const [row] = await t.db.select().from(images).where(eq(images.id, imageId));
    expect(row).toMatchObject({ ownerId: me.user.id, isAvatar: true, width: 256, height: 256, mimeType: 'image/jpeg' });

    // Someone who shares no game with me, as on a leaderboard or in search.
    const other = await signInAs(t.db);
    const served = await t.request({ method: 'GET', url: saved.profileImageUrl, headers: other.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Acme'))).toBe(false);
    // Re-encoded: not the bytes that were sent.
    expect(served.rawPayload.equals(original)).toBe(false);

    const visitor = await t.request({ method: 'GET', url: saved.profileImageUrl });
    expect(visitor.statusCode).toBe(401);
    expect((await t.db.select().from(users).where(eq(users.id, me.user.id)))[0]!.profileImageUrl).toBe(saved.profileImageUrl);
  });

  it('crops to the centre square', async () => {
    const me = await signInAs(t.db);
    const res = await put(toDataUrl(await threeStripes(), 'image/png'), me.headers);
    const served = await t.request({ method: 'GET', url: res.json().profileImageUrl, headers: me.headers });
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([256, 256]);
    // The four corners are green (JPEG blurs edges a little: checked a few pixels in).
    for (const [x, y] of [[4, 4], [251, 4], [4, 251], [251, 251], [128, 128]] as const) {
      const at = (y * 256 + x) * info.channels;
      const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
      expect(g, `green at ${x},${y}`).toBeGreaterThan(200);
      expect(Math.max(r, b), `not red or blue at ${x},${y}`).toBeLessThan(60);
    }
  });

  it.each([
    ['random bytes', () => toDataUrl(randomBytes(5000)), 400, IMAGE_UNSUPPORTED],
    ['an SVG claiming to be PNG', () => toDataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'), 400, IMAGE_UNSUPPORTED],
    ['a JPEG claiming to be PNG', async () => toDataUrl(await testImageBytes(), 'image/png'), 400, IMAGE_TYPE_MISMATCH],
    ['more than 4096 px a side', async () => toDataUrl(await testImageBytes({ width: 4097, height: 8, format: 'png' }), 'image/png'), 400, IMAGE_TOO_MANY_PIXELS],
    // The post photo rule (images.routes.test.ts): over 2 MB decoded is 413, as for a post.
    ['more than 2 MB decoded', () => toDataUrl(randomBytes(IMAGE_MAX_BYTES + 1)), 413, IMAGE_TOO_LARGE],
    ['a body over 3 MB', () => toDataUrl(randomBytes(2_400_000)), 413, 'Request body is too large'],
    ['not a data URL', () => 'https://example.com/me.png', 400, 'Photo must be an image data URL'],
    ['no image', () => undefined, 400, 'image'],
  ])('refuses %s with a message and changes nothing', async (_name, makeImage, status, message) => {
    const me = await signInAs(t.db);
    const first = await put(toDataUrl(await testImageBytes()), me.headers);
    const res = await put(await makeImage(), me.headers);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.profileImageUrl).toBe(first.json().profileImageUrl);
    expect(await avatarRows(me.user.id)).toHaveLength(1);
  });

  it('replacing deletes the previous image row; the old URL is gone', async () => {
    const me = await signInAs(t.db);
    const first = (await put(toDataUrl(await testImageBytes()), me.headers)).json().profileImageUrl as string;
    const second = (await put(toDataUrl(await testImageBytes({ format: 'png' }), 'image/png'), me.headers)).json().profileImageUrl as string;
    expect(second).not.toBe(first);
    expect((await avatarRows(me.user.id)).map((r) => `/api/images/${r.id}`)).toEqual([second]);
    expect((await t.request({ method: 'GET', url: first, headers: me.headers })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: second, headers: me.headers })).statusCode).toBe(200);
  });

  it('two uploads at once leave exactly one avatar row, the one the user points at', async () => {
    const me = await signInAs(t.db);
    const [a, b] = await Promise.all([put(toDataUrl(await testImageBytes()), me.headers), put(toDataUrl(await testImageBytes()), me.headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await avatarRows(me.user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(rows.map((r) => `/api/images/${r.id}`)).toEqual([row!.profileImageUrl]);
  });

  it('DELETE clears the photo and deletes its row; a post photo of mine stays', async () => {
    const cast = await createGameCast(t.db);
    const me = cast.author;
    const post = await sharePhotoPost(t, me, cast.game.id);
    const url = (await put(toDataUrl(await testImageBytes()), me.headers)).json().profileImageUrl as string;
    await expectAnswer(del(me.headers), 200, { ...me.user, profileImageUrl: null });
    expect(await avatarRows(me.user.id)).toHaveLength(0);
    expect((await t.request({ method: 'GET', url, headers: cast.participant.headers })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: post.image, headers: cast.participant.headers })).statusCode).toBe(200);
    // Again: nothing to remove is still a 200 without a photo.
    expect((await del(me.headers)).json().profileImageUrl).toBeNull();
  });

  it("post photos keep their rule: a stranger still can't read one", async () => {
    const cast = await createGameCast(t.db);
    const post = await sharePhotoPost(t, cast.author, cast.game.id);
    await put(toDataUrl(await testImageBytes()), cast.author.headers);
    expect((await t.request({ method: 'GET', url: post.image, headers: cast.stranger.headers })).statusCode).toBe(404);
  });

  it('is 401 for a visitor (PUT, DELETE) and writes nothing', async () => {
    const body = toDataUrl(await testImageBytes());
    const count = async () => (await t.db.select({ id: images.id }).from(images).where(eq(images.isAvatar, true))).length;
    const before = await count();
    for (const res of [await put(body), await del()]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(await count()).toBe(before);
  });

  it("keeps an OIDC account's own photo at its next login; the provider's picture until then; DELETE clears it", async () => {
    const profile = { firstName: 'Ada', lastName: null, email: null, profileImageUrl: 'https://idp.example/ada.png', preferredUsername: null };
    const issuer = `https://idp.example/${randomBytes(4).toString('hex')}`;
    const { user } = await upsertOidcUser(t.db, issuer, 'sub-1', profile);
    expect(user.profileImageUrl).toBe('https://idp.example/ada.png');
    const headers = { cookie: `${SESSION_COOKIE}=${await issueSessionToken(t.db, user.id)}` };

    const own = (await put(toDataUrl(await testImageBytes()), headers)).json().profileImageUrl as string;
    expect(own).toMatch(IMAGE_URL);
    const again = await upsertOidcUser(t.db, issuer, 'sub-1', { ...profile, profileImageUrl: 'https://idp.example/ada-2.png' });
    expect(again.user.profileImageUrl).toBe(own);

    const cleared = await del(headers);
    expect(cleared.json().profileImageUrl).toBeNull();
  });
});

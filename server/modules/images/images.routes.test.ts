import { randomBytes, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@contract/posts';
import { createGameCast, sharePhotoPost, signInAs, testImageBytes, toDataUrl } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import {
  IMAGE_BAD_DATA_URL,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_TYPE_MISMATCH,
  IMAGE_UNSUPPORTED,
} from './image-processing';
import { IMAGE_CACHE_CONTROL } from './images.routes';

const GEOTAG = {
  IFD0: { Make: 'Acme', Model: 'Phone 12', Copyright: 'Someone' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2976/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' },
};

/** Noise compresses badly: a JPEG big enough that cutting it leaves the header and loses pixels. */
const noisyJpeg = () => sharp(randomBytes(64 * 64 * 3), { raw: { width: 64, height: 64, channels: 3 } }).jpeg().toBuffer();

describe('photos on POST /api/posts', () => {
  const t = useTestApp();
  const share = async (image: string) => {
    const cast = await createGameCast(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/posts',
      headers: cast.author.headers,
      payload: { content: 'look', gameId: cast.game.id, image },
    });
    return { cast, res };
  };
  const served = async (cast: Awaited<ReturnType<typeof createGameCast>>, url: string) =>
    t.request({ method: 'GET', url, headers: cast.participant.headers });

  it.each([
    ['a JPEG claiming to be PNG', async () => toDataUrl(await testImageBytes(), 'image/png'), 400, IMAGE_TYPE_MISMATCH],
    ['a type we do not take (GIF)', async () => toDataUrl(await testImageBytes({ format: 'gif' }), 'image/gif'), 400, IMAGE_UNSUPPORTED],
    ['GIF bytes claiming to be JPEG', async () => toDataUrl(await testImageBytes({ format: 'gif' })), 400, IMAGE_UNSUPPORTED],
    ['SVG claiming to be PNG', async () => toDataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png'), 400, IMAGE_UNSUPPORTED],
    ['random bytes', async () => toDataUrl(randomBytes(5000)), 400, IMAGE_UNSUPPORTED],
    ['a truncated JPEG', async () => toDataUrl((await noisyJpeg()).subarray(0, 2000)), 400, undefined],
    ['more than 2 MB decoded', async () => toDataUrl(randomBytes(IMAGE_MAX_BYTES + 1)), 413, IMAGE_TOO_LARGE],
    ['more than 4096 px wide', async () => toDataUrl(await testImageBytes({ width: 4097, height: 8, format: 'png' }), 'image/png'), 400, IMAGE_TOO_MANY_PIXELS],
    ['more than 4096 px high', async () => toDataUrl(await testImageBytes({ width: 8, height: 4097, format: 'png' }), 'image/png'), 400, IMAGE_TOO_MANY_PIXELS],
    ['base64 with foreign characters', async () => 'data:image/jpeg;base64,@@@@', 400, IMAGE_BAD_DATA_URL],
  ])('refuses %s', async (_name, makeImage, status, message) => {
    const { res } = await share(await makeImage());
    expect(res.statusCode).toBe(status);
    if (message) expect(res.json()).toEqual({ message });
    else expect(res.json().message).toBeTruthy();
  });

  it('refuses a body over 3 MB with 413', async () => {
    const { res } = await share(toDataUrl(randomBytes(2_400_000)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('accepts exactly 4096 px, PNG and WebP; stores a JPEG', async () => {
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const { cast, res } = await share(toDataUrl(await testImageBytes({ width: 4096, height: 16, format }), type));
      expect(res.statusCode).toBe(201);
      const image = await served(cast, res.json().image);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg');
    }
  });

  it('strips EXIF and GPS from a geotagged JPEG', async () => {
    const original = await testImageBytes({ exif: GEOTAG });
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('Acme'))).toBe(true);
    const { cast, res } = await share(toDataUrl(original));
    expect(res.statusCode).toBe(201);
    const image = await served(cast, res.json().image);
    expect(image.statusCode).toBe(200);
    const after = await sharp(image.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('Acme'))).toBe(false);
  });

  it('applies the EXIF orientation to the pixels before dropping it', async () => {
    const sideways = await sharp({ create: { width: 60, height: 30, channels: 3, background: 'blue' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { cast, res } = await share(toDataUrl(sideways));
    const meta = await sharp((await served(cast, res.json().image)).rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([30, 60, undefined]);
  });

  it('never puts a data URL in post JSON', async () => {
    const { cast, res } = await share(toDataUrl(await testImageBytes()));
    const list = await t.request({ method: 'GET', url: `/api/posts?gameId=${cast.game.id}`, headers: cast.author.headers });
    const mine = await t.request({ method: 'GET', url: '/api/user/accomplishments', headers: cast.author.headers });
    const activity = await t.request({ method: 'GET', url: '/api/activity', headers: cast.author.headers });
    for (const body of [res.body, list.body, mine.body, activity.body]) {
      expect(body).toContain('/api/images/');
      expect(body).not.toContain('data:');
    }
  });
});

describe('GET /api/images/{id}', () => {
  const t = useTestApp();

  it('serves the photo to participants and its owner with an immutable private cache lifetime', async () => {
    const cast = await createGameCast(t.db);
    const url = (await sharePhotoPost(t, cast.author, cast.game.id)).image;
    for (const who of [cast.author, cast.participant, cast.admin, cast.creator]) {
      const res = await t.request({ method: 'GET', url, headers: who.headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    await expectAnswer(t.request({ method: 'GET', url, headers: cast.stranger.headers }), 404, { message: 'Image not found' });
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    const me = await signInAs(t.db);
    expect((await t.request({ method: 'GET', url: `/api/images/${randomUUID()}`, headers: me.headers })).statusCode).toBe(404);
    await expectAnswer(t.request({ method: 'GET', url: '/api/images/not-an-id', headers: me.headers }), 400, { message: 'id: Image id must be a UUID' });
  });

  it('is gone for everyone once the author removes it', async () => {
    const cast = await createGameCast(t.db);
    const { id, image } = await sharePhotoPost(t, cast.author, cast.game.id);
    const removed = await t.request({ method: 'PATCH', url: `/api/posts/${id}/remove-image`, headers: cast.author.headers });
    expect(removed.json().image).toBeNull();
    for (const who of [cast.author, cast.participant]) {
      expect((await t.request({ method: 'GET', url: image, headers: who.headers })).statusCode).toBe(404);
    }
  });
});

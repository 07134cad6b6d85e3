import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, sharePost, signInAs, testImageBytes, toDataUrl, type SignedInUser } from '../../../tests/support/factories';
import { send } from '../../../tests/support/messages';
import { listenOnFreePort } from '../../../tests/support/raw-http';
import { useTestApp } from '../../../tests/support/test-app';
import { gameParticipants } from '../../db/schema/games';
import { images, posts } from '../../db/schema/posts';
import { hashSessionToken } from '../../plugins/session';
import { finalizeGame } from '../game-end/finalize-game';
import { writeExport } from './export-archive';
import { EXPORT_LIMIT, TOO_MANY_EXPORTS } from './export.routes';
import { ExportAborted, ZipWriter } from './zip-writer';

const HOUR = 3_600_000;
const FILES = ['README.txt', 'account.json', 'games.json', 'posts.json', 'comments.json', 'likes.json', 'messages.json', 'results.json'];

/** A photo of noise: JPEG can't shrink it, so a few of them are more than the stream's buffers. */
async function noisePhoto(side = 400): Promise<string> {
  const bytes = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return toDataUrl(bytes);
}

type Json = Record<string, unknown>;
const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(Buffer.from(files[name]!).toString('utf8')) as unknown;

describe('GET /api/user/export (docs/decisions/0048-data-export.md Download my data)', () => {
  const t = useTestApp();

  const exportAs = (who: SignedInUser | null, method: 'GET' | 'HEAD' = 'GET') =>
    t.request({ method, url: '/api/user/export', headers: who ? who.headers : {} });

  /** The person with something in every file, and the people around them. */
  async function scene() {
    const me = await signInAs(t.db, { email: 'me@example.test', passwordHash: 'scrypt$the-stored-hash', bio: 'Walks a lot' });
    const other = await signInAs(t.db, { firstName: 'Olga', lastName: 'Other', email: 'olga.private@example.test' });
    const third = await signInAs(t.db, { firstName: 'Theo', lastName: 'Third', email: 'theo.private@example.test' });

    const mine = await createGame(t.db, me.user.id, { name: 'My walk game' });
    await addParticipant(t.db, mine.id, other.user.id);
    await addParticipant(t.db, mine.id, third.user.id);
    const theirs = await createGame(t.db, other.user.id, { name: 'Olga game' });
    await addParticipant(t.db, theirs.id, me.user.id, { isAdmin: true });

    const withPhoto = await sharePost(t.db, me.user.id, mine.id, { content: 'Climbed a hill', image: toDataUrl(await testImageBytes()) });
    const plain = await sharePost(t.db, me.user.id, theirs.id, { content: 'Swam a lake' });
    const hidden = await sharePost(t.db, me.user.id, mine.id, { content: 'Hidden one', image: toDataUrl(await testImageBytes({ format: 'png' }), 'image/png') });
    await t.db.update(posts).set({ hiddenBy: 'moderators', hiddenAt: new Date() }).where(eq(posts.id, hidden.id));
    const othersPost = await sharePost(t.db, other.user.id, mine.id, { content: 'Olga ran', image: toDataUrl(await testImageBytes()) });
    await sharePost(t.db, third.user.id, mine.id, { content: 'Theo private thought' });

    const comment = async (who: SignedInUser, postId: string, content: string) => {
      const res = await t.request({ method: 'POST', url: '/api/comments', headers: who.headers, payload: { postId, content } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>();
    };
    const myComment = await comment(me, othersPost.id, 'Nice run');
    const myHiddenComment = await comment(me, othersPost.id, 'Rude remark');
    await t.db.execute(sql`update comments set hidden_by = 'moderators', hidden_at = now() where id = ${myHiddenComment.id}`);
    await comment(other, withPhoto.id, 'Olga comments');

    const like = await t.request({ method: 'PUT', url: `/api/posts/${othersPost.id}/upvote`, headers: me.headers, payload: { upvoted: true } });
    expect(like.statusCode, like.body).toBe(200);
    await t.request({ method: 'PUT', url: `/api/posts/${withPhoto.id}/upvote`, headers: other.headers, payload: { upvoted: true } });

    const sent = await send(t, me, other, mine.id, 'Hi Olga');
    const received = await send(t, other, me, mine.id, 'Hi back');
    const fromThird = await send(t, third, me, mine.id, 'Something nasty');
    const mySentHidden = await send(t, me, third, mine.id, 'Something nasty back');
    await t.db.execute(sql`update messages set hidden_by = 'moderators', hidden_at = now() where id in (${fromThird.id}, ${mySentHidden.id})`);
    // Someone I block: what they sent me is still mine to take.
    expect((await t.request({ method: 'PUT', url: `/api/users/${third.user.id}/block`, headers: me.headers })).statusCode).toBe(204);
    await send(t, other, third, mine.id, 'Between two others');

    const finished = await createGame(t.db, other.user.id, {
      name: 'Finished game',
      startTime: new Date(Date.now() - 2 * HOUR),
      endTime: new Date(Date.now() - 60_000),
    });
    await addParticipant(t.db, finished.id, me.user.id);
    await t.db
      .update(gameParticipants)
      .set({ score: 4, upvotesReceived: 3 })
      .where(and(eq(gameParticipants.gameId, finished.id), eq(gameParticipants.userId, me.user.id)));
    expect(await finalizeGame(t.db, finished.id)).toBe(true);

    return { me, other, third, mine, theirs, finished, withPhoto, plain, hidden, myComment, myHiddenComment, othersPost, sent, received, fromThird, mySentHidden };
  }

  const storedBytes = async (postId: string) => {
    const [row] = await t.db.select({ bytes: images.bytes }).from(posts).innerJoin(images, eq(images.id, posts.imageId)).where(eq(posts.id, postId));
    return new Uint8Array(row!.bytes);
  };

  it('answers a zip of every file, each holding the person’s own data, photos as stored', async () => {
    const s = await scene();
    const res = await exportAs(s.me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="challenge-game-export-${new Date().toISOString().slice(0, 10)}.zip"`);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([...FILES, `photos/${s.withPhoto.id}.jpg`, `photos/${s.hidden.id}.jpg`].sort());

    expect(json(files, 'account.json')).toEqual({
      id: s.me.user.id,
      username: s.me.user.username,
      firstName: 'Test',
      lastName: s.me.user.lastName,
      displayName: `Test ${s.me.user.lastName}`,
      email: 'me@example.test',
      bio: 'Walks a lot',
      profileImageUrl: null,
      signInWith: 'password',
      openIdProvider: null,
      isOperator: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });

    const games = json(files, 'games.json') as Json[];
    expect(games.map((g) => [g.name, g.role, g.status])).toEqual([
      ['My walk game', 'creator', 'active'],
      ['Olga game', 'admin', 'active'],
      ['Finished game', 'player', 'completed'],
    ]);
    expect(games[0]).toMatchObject({ id: s.mine.id, startTime: s.mine.startTime.toISOString(), endTime: s.mine.endTime.toISOString() });
    expect(games[2]).toMatchObject({ score: 4, likesReceived: 3, finalizedAt: expect.any(String) });

    const postsJson = json(files, 'posts.json') as Json[];
    expect(postsJson.map((p) => p.id).sort()).toEqual([s.withPhoto.id, s.plain.id, s.hidden.id].sort());
    expect(postsJson.find((p) => p.id === s.withPhoto.id)).toEqual({
      id: s.withPhoto.id,
      gameId: s.mine.id,
      game: 'My walk game',
      content: 'Climbed a hill',
      createdAt: s.withPhoto.createdAt,
      receivedAt: expect.any(String),
      updatedAt: expect.any(String),
      likeCount: 1,
      commentCount: 1,
      photo: `photos/${s.withPhoto.id}.jpg`,
      redacted: false,
      removedByModerators: false,
    });
    expect(postsJson.find((p) => p.id === s.plain.id)).toMatchObject({ game: 'Olga game', photo: null, likeCount: 0, removedByModerators: false });
    expect(postsJson.find((p) => p.id === s.hidden.id)).toMatchObject({ content: 'Hidden one', photo: `photos/${s.hidden.id}.jpg`, removedByModerators: true });
    expect(files[`photos/${s.withPhoto.id}.jpg`]).toEqual(await storedBytes(s.withPhoto.id));
    expect(files[`photos/${s.hidden.id}.jpg`]).toEqual(await storedBytes(s.hidden.id));

    expect(json(files, 'comments.json')).toEqual([
      { id: s.myComment.id, postId: s.othersPost.id, gameId: s.mine.id, game: 'My walk game', content: 'Nice run', createdAt: expect.any(String), removedByModerators: false },
      { id: s.myHiddenComment.id, postId: s.othersPost.id, gameId: s.mine.id, game: 'My walk game', content: 'Rude remark', createdAt: expect.any(String), removedByModerators: true },
    ]);
    expect(json(files, 'likes.json')).toEqual([{ postId: s.othersPost.id, gameId: s.mine.id, game: 'My walk game', likedAt: expect.any(String) }]);

    const olga = { id: s.other.user.id, displayName: 'Olga Other' };
    const theo = { id: s.third.user.id, displayName: 'Theo Third' };
    const message = (m: { id: string; createdAt: string }, direction: string, otherPerson: Json, content: string | null, removed: boolean) => ({
      id: m.id, direction, gameId: s.mine.id, game: 'My walk game', otherPerson, content, createdAt: m.createdAt, read: false, removedByModerators: removed,
    });
    expect(json(files, 'messages.json')).toEqual([
      message(s.sent, 'sent', olga, 'Hi Olga', false),
      message(s.received, 'received', olga, 'Hi back', false),
      message(s.fromThird, 'received', theo, null, true), // hidden from me in the app too
      message(s.mySentHidden, 'sent', theo, 'Something nasty back', true),
    ]);

    expect(json(files, 'results.json')).toEqual([
      { gameId: s.finished.id, game: 'Finished game', endTime: s.finished.endTime.toISOString(), rank: 1, score: 4, medals: ['gold', 'popularVote'], likesReceived: 3, finalizedAt: expect.any(String) },
    ]);
    const readme = Buffer.from(files['README.txt']!).toString('utf8');
    for (const name of FILES.filter((f) => f !== 'README.txt')) expect(readme).toContain(name);
    expect(readme).toContain('photos/');

    // Nothing of anyone else's private data, nor the person's secrets.
    const everything = Object.values(files).map((bytes) => Buffer.from(bytes).toString('latin1')).join('\n');
    for (const secret of ['olga.private@example.test', 'theo.private@example.test', 'Theo private thought', 'Between two others', 'Olga comments',
      'scrypt$the-stored-hash', s.me.token, hashSessionToken(s.me.token), s.other.user.username!]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('writes the same files when every statement returns one row at a time (the keyset walk)', async () => {
    const s = await scene();
    for (let i = 0; i < 3; i += 1) await sharePost(t.db, s.me.user.id, s.mine.id, { content: `Same instant ${i}`, createdAt: s.withPhoto.createdAt });
    const unzip = async (pageSize?: number) => {
      const zip = new ZipWriter();
      const chunks: Buffer[] = [];
      zip.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => zip.stream.on('end', resolve));
      await writeExport(t.db, s.me.user.id, zip, { pageSize, photoPageSize: pageSize, now: new Date(0) });
      await ended;
      return unzipSync(new Uint8Array(Buffer.concat(chunks)));
    };
    const whole = await unzip();
    const paged = await unzip(1);
    expect(Object.keys(paged)).toEqual(Object.keys(whole));
    for (const name of Object.keys(whole)) expect(Buffer.from(paged[name]!).equals(Buffer.from(whole[name]!)), name).toBe(true);
    expect((json(paged, 'posts.json') as Json[]).length).toBe(6);
    expect((json(paged, 'messages.json') as Json[]).length).toBe(4);
  });

  it('is 401 for a visitor, GET and HEAD', async () => {
    const get = await exportAs(null);
    expect([get.statusCode, get.json()]).toEqual([401, { message: 'Unauthorized' }]);
    expect((await exportAs(null, 'HEAD')).statusCode).toBe(401);
  });

  it(`allows ${EXPORT_LIMIT.max} an hour per person, then 429 with Retry-After; HEAD tells without counting`, async () => {
    const me = await signInAs(t.db);
    const someoneElse = await signInAs(t.db);
    for (let i = 0; i < EXPORT_LIMIT.max; i += 1) {
      expect((await exportAs(me, 'HEAD')).statusCode).toBe(200);
      const res = await exportAs(me);
      expect(res.statusCode).toBe(200);
      unzipSync(new Uint8Array(res.rawPayload));
    }
    const refused = await exportAs(me);
    expect([refused.statusCode, refused.json()]).toEqual([429, { message: TOO_MANY_EXPORTS }]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const head = await exportAs(me, 'HEAD');
    expect(head.statusCode).toBe(429);
    expect(Number(head.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await exportAs(someoneElse)).statusCode).toBe(200);
  });

  it('streams the zip on a listening server: headers and first bytes before the end, in many chunks', async () => {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id);
    const photos = [];
    for (let i = 0; i < 4; i += 1) photos.push(await sharePost(t.db, me.user.id, game.id, { image: await noisePhoto() }));
    const baseUrl = await listenOnFreePort(t.app);
    const res = await fetch(`${baseUrl}/api/user/export`, { headers: me.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const reader = res.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks[0]!.length).toBeLessThan(total / 4);
    expect(Buffer.from(chunks[0]!.subarray(0, 4)).toString('latin1')).toBe('PK\x03\x04');
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    for (const post of photos) expect(files[`photos/${post.id}.jpg`]).toEqual(await storedBytes(post.id));
  });

  it('waits for its reader: an unread answer never holds more than a photo or a page', async () => {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id);
    for (let i = 0; i < 8; i += 1) await sharePost(t.db, me.user.id, game.id, { image: await noisePhoto() });
    const zip = new ZipWriter();
    let finished = false;
    const writing = writeExport(t.db, me.user.id, zip).then(() => (finished = true));
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Nobody reads: the writer stopped at the photo that filled the stream's buffers (one in each
    // side of the PassThrough at most), not at the end of eight.
    expect(finished).toBe(false);
    const buffered = zip.stream.readableLength + zip.stream.writableLength;
    const chunks: Buffer[] = [];
    zip.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    await writing;
    await new Promise((resolve) => zip.stream.on('end', resolve));
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    expect(buffered).toBeLessThan(total / 3);
    expect(finished).toBe(true);
  });

  it('stops producing when its reader goes away (a cancelled download)', async () => {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id);
    for (let i = 0; i < 3; i += 1) await sharePost(t.db, me.user.id, game.id, { image: await noisePhoto() });
    const zip = new ZipWriter();
    const writing = writeExport(t.db, me.user.id, zip);
    zip.stream.once('data', () => zip.stream.destroy());
    await expect(writing).rejects.toBeInstanceOf(ExportAborted);
  });
});

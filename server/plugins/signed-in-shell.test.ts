import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, createUser } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { SIGNED_IN_CHUNK } from './signed-in-shell';

const SHELL = '<!doctype html><html><head><title>app shell</title></head><body><div id="root"></div></body></html>';

/**
 * A fake build; with `manifest`, Vite's manifest as the build writes it: the signed-in app's chunk
 * under the name its chunk group gives it (vite.config.ts), beside a screen's chunk whose source
 * file has the same name (not the one to preload).
 */
async function fakeBuild(manifest: boolean): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'czc-signed-in-'));
  await writeFile(path.join(dir, 'index.html'), SHELL);
  if (manifest) {
    await mkdir(path.join(dir, '.vite'));
    await writeFile(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', name: 'index', src: 'index.html', isEntry: true },
        'src/features/demo/shell.tsx': { file: 'assets/shell-xyz.js', name: SIGNED_IN_CHUNK, src: 'src/features/demo/shell.tsx', isDynamicEntry: true },
        [`_${SIGNED_IN_CHUNK}-def.css`]: { file: `assets/${SIGNED_IN_CHUNK}-def.css`, src: `_${SIGNED_IN_CHUNK}-def.css` },
        [`_${SIGNED_IN_CHUNK}-abc.js`]: { file: `assets/${SIGNED_IN_CHUNK}-abc.js`, name: SIGNED_IN_CHUNK, css: [`assets/${SIGNED_IN_CHUNK}-def.css`] },
      }),
    );
  }
  return dir;
}

const withManifest = await fakeBuild(true);
const withoutManifest = await fakeBuild(false);
afterAll(() => Promise.all([withManifest, withoutManifest].map((dir) => rm(dir, { recursive: true, force: true }))));

const USER = '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">';
const CHUNK = `<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${SIGNED_IN_CHUNK}-abc.js">`;
const STYLES = `<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/${SIGNED_IN_CHUNK}-def.css">`;
const signedIn = { cookie: 'sid=any-token' };

describe('SPA plugin: the shell of a signed-in visit (decision 0024)', () => {
  const t = useTestApp({ config: { STATIC_DIR: withManifest } });
  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  it('names the user and the signed-in app chunk in the head when a session cookie comes', async () => {
    for (const url of ['/', '/games/123', '/profile']) {
      const res = await get(url, signedIn);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.body).toContain(`${USER}${CHUNK}${STYLES}</head>`);
      expect(res.body).not.toContain('shell-xyz.js');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('sends the plain shell without a session cookie (the landing page needs none of it)', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.body).toBe(SHELL);
  });

  it('keeps a public game link preview and adds the links to it', async () => {
    const creator = await createUser(t.db);
    await createGame(t.db, creator.id, { name: 'Cold plunge', isPublic: true, inviteCode: 'PLNG23' });
    const res = await get('/join/PLNG23', signedIn);
    expect(res.body).toContain('<meta property="og:title" content="Cold plunge" />');
    expect(res.body).toContain(USER);
    expect(res.body).toContain(CHUNK);
  });

  it('reads index.html again after a new build', async () => {
    await get('/', signedIn);
    await writeFile(path.join(withManifest, 'index.html'), SHELL.replace('app shell', 'new build'));
    const later = new Date(Date.now() + 5_000);
    await utimes(path.join(withManifest, 'index.html'), later, later);
    const res = await get('/', signedIn);
    expect(res.body).toContain('new build');
    expect(res.body).toContain(CHUNK);
  });
});

describe('SPA plugin: a signed-in visit to a build without its manifest', () => {
  const t = useTestApp({ config: { STATIC_DIR: withoutManifest } });

  it("names only the user: there is no chunk to name", async () => {
    const res = await t.request({ method: 'GET', url: '/', headers: signedIn });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`${USER}</head>`);
    expect(res.body).not.toContain('modulepreload');
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createGame, createUser } from '../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';

// A fake build: the plugin only cares about file names, so no real Vite output is needed.
const staticDir = await mkdtemp(path.join(tmpdir(), 'czc-spa-'));
await mkdir(path.join(staticDir, 'assets'));
await writeFile(
  path.join(staticDir, 'index.html'),
  '<!doctype html><html><head><title>app shell</title></head><body><div id="root"></div></body></html>',
);
await writeFile(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
await writeFile(path.join(staticDir, 'manifest.webmanifest'), '{"name":"Comfort Zone Challenge"}');
await writeFile(path.join(staticDir, 'assets', 'index-abc123.js'), 'console.log("app");');
await writeFile(path.join(staticDir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("app");'));
await writeFile(path.join(staticDir, '.env'), 'SECRET=1');
afterAll(() => rm(staticDir, { recursive: true, force: true }));

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('SPA plugin', () => {
  const t = useTestApp({ config: { STATIC_DIR: staticDir } });
  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  it('serves index.html at / and for deep-link navigations, revalidated every time', async () => {
    for (const url of ['/', '/games/123', '/join/ABC234?x=1', '/some/path']) {
      const res = await get(url, html);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('app shell');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets as immutable', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy when the browser accepts it, the plain file otherwise', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const plain = await get('/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app");');
    // No .br beside index.html: the plain file, still revalidated.
    const shell = await get('/games/1', { ...html, 'accept-encoding': 'br' });
    expect(shell.headers['content-encoding']).toBeUndefined();
    expect(shell.body).toContain('app shell');
  });

  it('answers a missing asset with 404, never with the HTML shell', async () => {
    const res = await get('/assets/missing.js', html);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('app shell');
  });

  it('serves the service worker and the manifest with their types, revalidated', async () => {
    const sw = await get('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('finds files built after start-up', async () => {
    await writeFile(path.join(staticDir, 'assets', 'late-def456.css'), 'body{}');
    const res = await get('/assets/late-def456.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
  });

  it('answers the shell to any GET of an app path, whatever the client accepts (curl, link previews)', async () => {
    const accepts: Array<Record<string, string>> = [{}, { accept: '*/*' }, { accept: 'application/json' }, { accept: 'image/*' }];
    for (const headers of accepts) {
      for (const url of ['/join/ABC234', '/games/123', '/profile']) {
        const res = await get(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('app shell');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    }
    const head = await t.request({ method: 'HEAD', url: '/join/ABC234' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it('answers missing files, assets and API paths with 404 and never the shell', async () => {
    for (const url of ['/favicon-nope.png', '/icons/missing.svg', '/robots.txt', '/assets/missing.js', '/index-abc.js.map']) {
      for (const headers of [{}, html]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found' });
      }
    }
    await expectAnswer(get('/api/nothing-here', html), 404, { message: 'Not found' });
  });

  it('never serves dot-files or paths outside the folder', async () => {
    expect((await get('/.env')).statusCode).toBe(404);
    for (const url of ['/.env', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc%2fpasswd', '/x/%2e%2e/%2e%2e/etc/hosts']) {
      const res = await get(url);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('root:');
      expect(res.body).not.toContain('localhost');
      // A path the app could route (after '..' was resolved) gets the shell; anything else a 404.
      if (res.statusCode === 200) expect(res.body, url).toContain('app shell');
      else expect(res.statusCode, url).toBe(404);
    }
  });
});

/** The Open Graph tags of a page: property (or name) → content, as a link preview reads them. */
function previewTags(page: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const [, key, content] of page.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(key!, content!);
  }
  return tags;
}

describe('SPA plugin: link previews of /join/{code}', () => {
  const t = useTestApp({ config: { STATIC_DIR: staticDir } });
  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  it("puts a public game's name and description into Open Graph tags, escaped", async () => {
    const creator = await createUser(t.db);
    const name = `Tom & Jerry's "<b>cold</b>" plunge`;
    const description = `Bring <script>alert('x')</script> & a towel`;
    await createGame(t.db, creator.id, { name, description, isPublic: true, inviteCode: 'PUBL23' });

    // Lower case, as someone may type it: the join page reads codes upper-cased.
    const res = await get('/join/publ23', { 'user-agent': 'Slackbot-LinkExpanding 1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const tags = previewTags(res.body);
    expect(tags.get('og:title')).toBe('Tom &amp; Jerry&#39;s &quot;&lt;b&gt;cold&lt;/b&gt;&quot; plunge');
    expect(tags.get('og:description')).toBe('Bring &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; a towel');
    expect(tags.get('og:type')).toBe('website');
    // light-my-request's Host is localhost:80.
    expect(tags.get('og:url')).toBe('http://localhost:80/join/PUBL23');
    expect(tags.get('og:site_name')).toBe('app shell');
    expect(tags.get('twitter:card')).toBe('summary');
    // Nothing of the name got out of its attribute, and the page is still the shell.
    expect(res.body).not.toContain('<b>');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body.indexOf('og:title')).toBeGreaterThan(res.body.indexOf('<head>'));
    expect(res.body.indexOf('og:title')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('never previews a private game or a code that does not exist: the plain shell', async () => {
    const creator = await createUser(t.db);
    await createGame(t.db, creator.id, { name: 'Secret club', description: 'Hush', isPublic: false, inviteCode: 'PRVT23' });
    for (const url of ['/join/PRVT23', '/join/NXNE23', '/join/%3Cx%3E', '/join/TOOLONGCODE', '/join/PRVT23/more']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('app shell');
      expect(res.body, url).not.toContain('og:');
      expect(res.body, url).not.toContain('Secret club');
    }
  });

  it('gives a game without a description a neutral line', async () => {
    const creator = await createUser(t.db);
    await createGame(t.db, creator.id, { name: 'Quiet one', description: null, isPublic: true, inviteCode: 'QWET23' });
    const tags = previewTags((await get('/join/QWET23')).body);
    expect(tags.get('og:title')).toBe('Quiet one');
    expect(tags.get('og:description')).toBe('You are invited to join this challenge.');
  });
});

describe('SPA plugin: link previews behind PUBLIC_URL', () => {
  const t = useTestApp({ config: { STATIC_DIR: staticDir, PUBLIC_URL: 'https://challenge.example.com/' } });

  it('links the preview to the public address, not the one the request used', async () => {
    const creator = await createUser(t.db);
    await createGame(t.db, creator.id, { name: 'Sea swim', isPublic: true, inviteCode: 'SEAS23' });
    const res = await t.request({ method: 'GET', url: '/join/SEAS23', headers: { host: 'internal:3000' }, origin: false });
    expect(previewTags(res.body).get('og:url')).toBe('https://challenge.example.com/join/SEAS23');
  });
});

describe('SPA plugin without a build', () => {
  const t = useTestApp({ config: { STATIC_DIR: path.join(staticDir, 'not-built') } });

  it('serves only the API: navigations get a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/some/path', headers: html });
    expect(res.statusCode).toBe(404);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/support/test-app';

// A fake build: the plugin only cares about file names, so no real Vite output is needed.
const staticDir = await mkdtemp(path.join(tmpdir(), 'czc-spa-'));
await mkdir(path.join(staticDir, 'assets'));
await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>app shell</title>');
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

  it('answers unknown non-navigation paths and API paths with 404', async () => {
    expect((await get('/favicon-nope.png', { accept: 'image/*' })).statusCode).toBe(404);
    const api = await get('/api/nothing-here', html);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found' });
  });

  it('never serves dot-files or paths outside the folder', async () => {
    for (const url of ['/.env', '/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc%2fpasswd']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('SECRET');
      expect(res.body).not.toContain('root:');
    }
  });
});

describe('SPA plugin without a build', () => {
  const t = useTestApp({ config: { STATIC_DIR: path.join(staticDir, 'not-built') } });

  it('serves only the API: navigations get a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/some/path', headers: html });
    expect(res.statusCode).toBe(404);
  });
});

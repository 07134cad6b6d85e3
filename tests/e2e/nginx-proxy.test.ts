/**
 * Decision 0052: the app behind Debian's nginx, configured by docs/deploy/nginx.conf itself (only
 * its placeholders replaced, tests/support/nginx.ts) and started with the deployment's settings from
 * docs/deploy/challenge-game.env.example (HOST, TRUST_PROXY; PUBLIC_URL the proxy's https address).
 * Everything goes through nginx over TLS. Skipped with a message where nginx is not installed
 * (.ci/run installs it). Decision 0052.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT } from '../../server/plugins/rate-limit';
import { REPO_ROOT, startApp, type AppProcess } from '../../tools/app-process';
import { openEventStream } from '../support/event-stream';
import {
  deploymentEnv,
  nginxUnavailable,
  openHttp2Stream,
  proxyPorts,
  startNginx,
  type NginxProcess,
  type ProxiedAnswer,
  type ProxyRequest,
} from '../support/nginx';

const unavailable = nginxUnavailable();
if (unavailable) console.warn(`\n${unavailable}: skipping the reverse-proxy test (tests/e2e/nginx-proxy.test.ts)\n`);

/** The built app's entry script, as index.html names it: a hashed file under /assets/. */
function entryScript(): string {
  const html = readFileSync(join(REPO_ROOT, 'dist', 'index.html'), 'utf8');
  const src = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('no /assets/*.js script in dist/index.html');
  return src;
}

/** `promise`, or a failure naming `what` after `ms`: a proxy that buffers the stream holds back even its headers. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

describe.skipIf(unavailable !== null)("the app behind Debian's nginx with docs/deploy/nginx.conf", () => {
  let app: AppProcess;
  let proxy: NginxProcess;

  beforeAll(async () => {
    const deployment = deploymentEnv();
    // startApp's own readiness check talks to 127.0.0.1, and the deployment must listen there only.
    if (deployment.HOST !== '127.0.0.1') throw new Error(`challenge-game.env.example: HOST=${deployment.HOST}, expected 127.0.0.1`);
    if (!deployment.TRUST_PROXY) throw new Error('challenge-game.env.example sets no TRUST_PROXY');
    const ports = await proxyPorts();
    app = await startApp({
      env: { HOST: deployment.HOST, TRUST_PROXY: deployment.TRUST_PROXY, PUBLIC_URL: ports.origin, LOG_LEVEL: 'warn' },
      readyTimeoutMs: 120_000,
    });
    proxy = await startNginx(ports, new URL(app.baseUrl).host);
  });

  afterAll(async () => {
    await proxy?.stop();
    await app?.stop();
  });

  /** A JSON call through nginx, as the app's pages make it (same-origin Origin for the CSRF check). */
  async function api(method: string, path: string, options: ProxyRequest & { cookie?: string; json?: unknown } = {}) {
    const { cookie, json, headers, ...rest } = options;
    const answer = await proxy.request(path, {
      ...rest,
      method,
      body: json === undefined ? rest.body : JSON.stringify(json),
      headers: {
        origin: proxy.origin,
        ...(cookie ? { cookie } : {}),
        ...(json === undefined && rest.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
    });
    return answer;
  }

  const parse = <T>(answer: ProxiedAnswer): T => JSON.parse(answer.body.toString('utf8')) as T;
  const failure = async (answer: ProxiedAnswer) =>
    `${answer.status} ${answer.body.toString('utf8').slice(0, 300)}\n--- nginx ---\n${await proxy.errorLog()}\n--- app ---\n${app.output()}`;

  async function signUp(username: string): Promise<{ cookie: string; id: string; setCookie: string }> {
    const answer = await api('POST', '/api/auth/signup', { json: { username, password: 'long enough password', firstName: username } });
    expect(answer.status, await failure(answer)).toBe(201);
    const setCookie = [answer.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith('sid='));
    if (!setCookie) throw new Error('no session cookie');
    return { cookie: setCookie.split(';')[0]!, id: parse<{ id: string }>(answer).id, setCookie };
  }

  it('serves the app and its API over TLS: the page, a sign-up with a Secure cookie, a signed-in read', async () => {
    const page = await proxy.request('/');
    expect(page.status, await failure(page)).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.toString('utf8')).toContain('<div id="root"');
    // From the app (PUBLIC_URL is https), once: nginx adds none of its own.
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');

    const ann = await signUp('ann_proxy');
    expect(ann.setCookie).toMatch(/; Secure/i);
    expect(ann.setCookie).toMatch(/; HttpOnly/i);
    const me = await api('GET', '/api/auth/user', { cookie: ann.cookie });
    expect(me.status, await failure(me)).toBe(200);
    expect(parse<{ username: string }>(me).username).toBe('ann_proxy');
  });

  it('passes a live event on within a second, over HTTP/1.1 and HTTP/2', async () => {
    const ann = await signUp('ann_live');
    const ben = await signUp('ben_live');
    const start = new Date(Date.now() - 60_000);
    const created = await api('POST', '/api/games', {
      cookie: ann.cookie,
      json: { name: 'Cold showers', startTime: start.toISOString(), endTime: new Date(start.getTime() + 86_400_000).toISOString(), isPublic: false },
    });
    expect(created.status, await failure(created)).toBe(201);
    const game = parse<{ id: string; inviteCode: string }>(created);
    const joined = await api('POST', `/api/games/join/${game.inviteCode}`, { cookie: ben.cookie });
    expect(joined.status, await failure(joined)).toBe(200);

    const http1 = await within(10_000, 'the stream over HTTP/1.1', openEventStream(proxy.origin, ben.cookie, { ca: proxy.ca }));
    const http2 = await within(
      10_000,
      'the stream over HTTP/2',
      openHttp2Stream(proxy, '/api/events', { cookie: ben.cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' }),
    ).catch((error: unknown) => {
      http1.close();
      throw error;
    });
    try {
      expect(http1.status).toBe(200);
      expect(http1.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(http1.headers['content-encoding']).toBeUndefined();
      expect(http2.protocol).toBe('h2');
      expect(http2.status).toBe(200);
      expect(http2.headers['content-encoding']).toBeUndefined();
      await http1.next((event) => event.type === 'ready');
      await http2.waitFor('"type":"ready"', 10_000);

      const sent = await api('POST', '/api/messages', { cookie: ann.cookie, json: { gameId: game.id, recipientId: ben.id, content: 'Through nginx' } });
      const answeredAt = Date.now();
      expect(sent.status, await failure(sent)).toBe(201);
      // Waited for longer than the bar, so a slow event is reported with its time rather than a timeout.
      const [overHttp1, overHttp2] = await Promise.all([
        http1.next((event) => event.type === 'message', { timeoutMs: 5_000 }).then(() => Date.now() - answeredAt),
        http2.waitFor('"type":"message"', 5_000).then(() => Date.now() - answeredAt),
      ]);
      console.log(`nginx: the message's live event arrived ${overHttp1} ms (HTTP/1.1) and ${overHttp2} ms (HTTP/2) after the send was answered`);
      expect(overHttp1).toBeLessThan(1_000);
      expect(overHttp2).toBeLessThan(1_000);
    } finally {
      http1.close();
      http2.close();
    }
  });

  it("keys per-IP limits on the client's own address, which a forged X-Forwarded-For does not change", async () => {
    // Sign-in attempts (10 a minute per client address); an empty body is refused (400) after the
    // limit's hook has counted it, so no password is hashed.
    const attempt = async (localAddress: string, headers: Record<string, string> = {}) =>
      (await api('POST', '/api/auth/signin', { json: {}, localAddress, headers })).status;
    for (let i = 0; i < AUTH_RATE_LIMIT.max; i += 1) expect(await attempt('127.0.0.2')).toBe(400);
    const refused = await api('POST', '/api/auth/signin', { json: {}, localAddress: '127.0.0.2' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A new address of its own choosing in the header: still the same client to the app.
    expect(await attempt('127.0.0.2', { 'x-forwarded-for': '203.0.113.7' })).toBe(429);
    // Another client has its own budget, also when it names the spent client's address.
    expect(await attempt('127.0.0.3')).toBe(400);
    expect(await attempt('127.0.0.3', { 'x-forwarded-for': '127.0.0.2' })).toBe(400);
  });

  it("compresses answers once: the app's encoding, never nginx's on top or instead", async () => {
    const ann = await signUp('ann_bytes');
    for (const [encoding, decompress] of [['gzip', gunzipSync], ['br', brotliDecompressSync]] as const) {
      // A large API answer: compressed by the app (server/plugins/compression.ts).
      const docs = await api('GET', '/api/docs/json', { headers: { 'accept-encoding': encoding } });
      expect(docs.status, await failure(docs)).toBe(200);
      expect(docs.headers['content-encoding']).toBe(encoding);
      expect(parse<{ openapi: string }>({ ...docs, body: decompress(docs.body) }).openapi).toMatch(/^3\./);
      // A built file: the build's own compressed copy (server/plugins/spa.ts), byte for byte the file once decompressed.
      const script = await proxy.request(entryScript(), { headers: { 'accept-encoding': encoding } });
      expect(script.status, await failure(script)).toBe(200);
      expect(script.headers['content-encoding']).toBe(encoding);
      expect(decompress(script.body).equals(readFileSync(join(REPO_ROOT, 'dist', entryScript())))).toBe(true);
    }
    // A small answer the app leaves as it is stays so, though the test's http block has `gzip on`
    // for JSON (the site's `gzip off` wins).
    const me = await api('GET', '/api/auth/user', { cookie: ann.cookie, headers: { 'accept-encoding': 'gzip' } });
    expect(me.status).toBe(200);
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(parse<{ username: string }>(me).username).toBe('ann_bytes');
  });

  it('keeps the hashed files for a year and has the service worker, the page and the manifest revalidated', async () => {
    const script = await proxy.request(entryScript());
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/sw.js', '/', '/manifest.webmanifest']) {
      const answer = await proxy.request(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe('no-cache');
    }
    for (const answer of [script, await proxy.request('/sw.js')]) expect(answer.headers.expires).toBeUndefined();
  });

  it('takes bodies up to the app\'s own limit, whose 413 it passes on, and refuses larger ones itself', async () => {
    const ann = await signUp('ann_upload');
    const body = (mebibytes: number) => JSON.stringify({ content: 'x'.repeat(mebibytes * 1024 * 1024) });
    // Over the app's 3 MiB, under nginx's 4 MiB: the app's answer, a `{ message }` the app shows.
    const overApp = await api('POST', '/api/posts', { cookie: ann.cookie, body: body(3.5), headers: { 'content-type': 'application/json' } });
    expect(overApp.status, await failure(overApp)).toBe(413);
    expect(parse<{ message: string }>(overApp).message).toEqual(expect.any(String));
    // Over nginx's limit: refused before it reaches the app.
    const overProxy = await api('POST', '/api/posts', { cookie: ann.cookie, body: body(4.5), headers: { 'content-type': 'application/json' } });
    expect(overProxy.status).toBe(413);
    expect(overProxy.headers['content-type']).toMatch(/^text\/html/);
  });

  it('redirects plain http to the https address, path and query kept', async () => {
    const answer = await proxy.requestHttp('/games/abc?tab=posts');
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`${proxy.origin}/games/abc?tab=posts`);
  });
});

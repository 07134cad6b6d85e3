/**
 * Debian's nginx in front of a test server, running docs/deploy/nginx.conf itself: the file is
 * copied with only its placeholders replaced (the host name, ports, certificate paths, the app's
 * address) and included from a small main configuration like Debian's /etc/nginx/nginx.conf, in a
 * temp prefix, with a throwaway self-signed certificate (openssl). nginx runs as a child process in
 * the foreground (`-g 'daemon off;'`), never as a system service (decision 0052).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, REPO_ROOT } from '../../tools/app-process';

const run = promisify(execFile);

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const OPENSSL_PATH = '/usr/bin/openssl';
export const SITE_CONFIG = join(REPO_ROOT, 'docs', 'deploy', 'nginx.conf');
export const ENV_EXAMPLE = join(REPO_ROOT, 'docs', 'deploy', 'challenge-game.env.example');

/** Why the proxy can't be tested on this machine, or null when it can. */
export function nginxUnavailable(): string | null {
  if (!existsSync(NGINX_PATH)) return `nginx not found at ${NGINX_PATH} (apt-get install -y nginx, as .ci/run does; or set NGINX_PATH)`;
  if (!existsSync(OPENSSL_PATH)) return `openssl not found at ${OPENSSL_PATH} (needed for the test certificate)`;
  return null;
}

/** The settings docs/deploy/challenge-game.env.example sets (its uncommented KEY=value lines). */
export function deploymentEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of readFileSync(ENV_EXAMPLE, 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

export interface SitePlaceholders {
  /** What replaces challenge.example.com in server_name (an address here: no DNS involved). */
  serverName: string;
  /** What replaces https://challenge.example.com (the http server's redirect target). */
  publicOrigin: string;
  httpsPort: number;
  httpPort: number;
  /** host:port of the app, for the upstream. */
  upstream: string;
  certificate: string;
  key: string;
  /** A folder for the ACME webroot (never read here; only so no system path is left). */
  webroot: string;
}

/**
 * docs/deploy/nginx.conf with each placeholder replaced. Every one must be found, so a change to the
 * file that this test would silently stop covering fails here instead. IPv6 listens are dropped:
 * the test talks IPv4 on loopback, and a CI machine may have no IPv6.
 */
export function renderSiteConfig(source: string, p: SitePlaceholders): string {
  const replacements: Array<[string, string]> = [
    ['https://challenge.example.com$request_uri', `${p.publicOrigin}$request_uri`],
    ['server_name challenge.example.com;', `server_name ${p.serverName};`],
    ['/etc/letsencrypt/live/challenge.example.com/fullchain.pem', p.certificate],
    ['/etc/letsencrypt/live/challenge.example.com/privkey.pem', p.key],
    ['listen 443 ssl http2;', `listen 127.0.0.1:${p.httpsPort} ssl http2;`],
    ['listen [::]:443 ssl http2;', ''],
    ['listen 80;', `listen 127.0.0.1:${p.httpPort};`],
    ['listen [::]:80;', ''],
    ['server 127.0.0.1:3000;', `server ${p.upstream};`],
    ['root /var/www/letsencrypt;', `root ${p.webroot};`],
  ];
  let text = source;
  for (const [placeholder, value] of replacements) {
    if (!text.includes(placeholder)) throw new Error(`docs/deploy/nginx.conf no longer contains "${placeholder}": update tests/support/nginx.ts`);
    text = text.split(placeholder).join(value);
  }
  const directives = text.replace(/#.*$/gm, '');
  const left = /challenge\.example\.com|\/etc\/|\/var\/|\blisten\s+(80|443)\b/.exec(directives);
  if (left) throw new Error(`docs/deploy/nginx.conf has a placeholder the test does not replace: "${left[0]}"`);
  return text;
}

/**
 * The main configuration around the site, as Debian's /etc/nginx/nginx.conf has it (mime types,
 * sendfile, `gzip on`), with the gzip lines Debian ships commented out switched on: the site file
 * must keep the app's answers from being compressed by nginx even then. Everything nginx writes
 * goes to the prefix (Debian's build puts its temp folders under /var/lib/nginx).
 */
function mainConfig(prefix: string): string {
  const at = (name: string) => join(prefix, name);
  return `worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    types_hash_max_size 2048;
    ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3;
    ssl_prefer_server_ciphers on;
    access_log ${at('access.log')};
    gzip on;
    gzip_vary on;
    gzip_proxied any;
    gzip_comp_level 6;
    gzip_types text/plain text/css application/json application/javascript text/xml application/xml text/javascript text/event-stream;
    client_body_temp_path ${at('client_body_temp')};
    proxy_temp_path ${at('proxy_temp')};
    fastcgi_temp_path ${at('fastcgi_temp')};
    uwsgi_temp_path ${at('uwsgi_temp')};
    scgi_temp_path ${at('scgi_temp')};
    include ${at('site.conf')};
}
`;
}

export interface ProxyPorts {
  httpsPort: number;
  httpPort: number;
  /** https://127.0.0.1:port: the app's PUBLIC_URL behind this proxy. */
  origin: string;
}

/** Ports for nginx, chosen before the app starts (the app needs its PUBLIC_URL). */
export async function proxyPorts(): Promise<ProxyPorts> {
  const httpsPort = await freePort();
  let httpPort = await freePort();
  while (httpPort === httpsPort) httpPort = await freePort();
  return { httpsPort, httpPort, origin: `https://127.0.0.1:${httpsPort}` };
}

export interface ProxiedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came: nothing here decompresses. */
  body: Buffer;
}

export interface ProxyRequest {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** The client's own address (any of 127/8 on Linux): how two clients differ to nginx. */
  localAddress?: string;
}

export interface NginxProcess extends ProxyPorts {
  /** The test certificate, for clients to trust (the `ca` of https requests). */
  ca: string;
  /** One https request through nginx, on a new connection. */
  request(path: string, options?: ProxyRequest): Promise<ProxiedAnswer>;
  /** One plain-http request to nginx's port-80 server. */
  requestHttp(path: string): Promise<ProxiedAnswer>;
  /** nginx's error log so far, for failure messages. */
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

function collect(req: ReturnType<typeof httpRequest>, body?: string | Buffer): Promise<ProxiedAnswer> {
  return new Promise((resolve, reject) => {
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error('no answer within 15 s')));
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.end(body);
  });
}

function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) return reject(new Error(`nginx exited (${child.exitCode}) before it listened`));
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve();
      });
      socket.on('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/** Starts nginx with the rendered site in front of the app at `upstream` (host:port). */
export async function startNginx(ports: ProxyPorts, upstream: string): Promise<NginxProcess> {
  const prefix = await mkdtemp(join(tmpdir(), 'czc-nginx-'));
  // As root, nginx's workers run as `nobody`: they must be able to enter the prefix (the temp
  // folders inside are created and handed over by nginx itself; the key is read by the master).
  await chmod(prefix, 0o755);
  const certificate = join(prefix, 'cert.pem');
  const key = join(prefix, 'key.pem');
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };
  const errorLog = () => readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');

  try {
    // A throwaway certificate for the address the clients use, valid one day.
    await run(OPENSSL_PATH, [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate,
    ]);
    const site = renderSiteConfig(await readFile(SITE_CONFIG, 'utf8'), {
      serverName: '127.0.0.1',
      publicOrigin: ports.origin,
      httpsPort: ports.httpsPort,
      httpPort: ports.httpPort,
      upstream,
      certificate,
      key,
      webroot: join(prefix, 'webroot'),
    });
    await writeFile(join(prefix, 'site.conf'), site);
    await writeFile(join(prefix, 'nginx.conf'), mainConfig(prefix));
    const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];
    // `nginx -t` first: a configuration error reads better from it than from a failed start.
    await run(NGINX_PATH, [...args, '-t']).catch((error: { stderr?: string }) => {
      throw new Error(`nginx -t refused the rendered docs/deploy/nginx.conf:\n${error.stderr ?? String(error)}`);
    });
    child = spawn(NGINX_PATH, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitForPort(ports.httpsPort, child, 10_000).catch(async (error: Error) => {
      throw new Error(`${error.message}\n${stderr}\n${await errorLog()}`);
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const ca = await readFile(certificate, 'utf8');
  return {
    ...ports,
    ca,
    request: (path, { method = 'GET', headers = {}, body, localAddress } = {}) =>
      collect(httpsRequest({ host: '127.0.0.1', port: ports.httpsPort, path, method, headers, ca, localAddress, agent: false }), body),
    requestHttp: (path) => collect(httpRequest({ host: '127.0.0.1', port: ports.httpPort, path, agent: false })),
    errorLog,
    stop,
  };
}

export interface Http2Stream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Negotiated by ALPN: 'h2' when nginx speaks HTTP/2 as `listen … http2` asks. */
  protocol: string | undefined;
  /** Resolves when the text received so far contains `fragment`, failing after `timeoutMs`. */
  waitFor(fragment: string, timeoutMs: number): Promise<void>;
  close(): void;
}

/**
 * GET `path` over HTTP/2, as a browser reaches nginx, held open and read as it arrives (for the
 * live stream: nginx must pass each event on at once over HTTP/2 too).
 */
export function openHttp2Stream(proxy: NginxProcess, path: string, headers: Record<string, string>): Promise<Http2Stream> {
  return new Promise((resolve, reject) => {
    const session = http2Connect(proxy.origin, { ca: proxy.ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path, ...headers });
    stream.setEncoding('utf8');
    let text = '';
    const waiters = new Set<() => void>();
    stream.on('data', (chunk: string) => {
      text += chunk;
      for (const wake of [...waiters]) wake();
    });
    stream.on('error', () => undefined);
    stream.on('response', (responseHeaders) => {
      resolve({
        status: Number(responseHeaders[':status']),
        headers: responseHeaders,
        protocol: session.alpnProtocol,
        close: () => {
          stream.close();
          session.close();
        },
        waitFor: (fragment, timeoutMs) =>
          new Promise((found, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`"${fragment}" did not arrive over HTTP/2 within ${timeoutMs} ms; got ${JSON.stringify(text.slice(-300))}`));
            }, timeoutMs);
            const check = () => {
              if (!text.includes(fragment)) return;
              clearTimeout(timer);
              waiters.delete(check);
              found();
            };
            waiters.add(check);
            check();
          }),
      });
    });
    stream.end();
  });
}

import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';

// http_ece (web-push's own dependency, untyped) decrypts what a device would.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** One device's subscription: what the browser's PushSubscription.toJSON() holds, and its private key. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** What the device's browser would read out of a push body. */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A host name the service's certificate also holds: tests map it to an address with PushSender's `resolve`. */
export const PUSH_TEST_HOST = 'push.test';

/**
 * TEST ONLY: a push service on loopback (https, with a certificate made for it and trusted only
 * through PushSender's `ca`), which records every push and answers each endpoint path with the
 * statuses it was told (then 201). Stands in for FCM/Mozilla/Apple, which these machines can't
 * reach. Made at once (its `options` go into useTestApp's `push`), listening after `listen()` (in
 * beforeAll). Loopback is refused to pushes unless the sender is told otherwise (decision 0035).
 */
export function pushService() {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', `subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:${PUSH_TEST_HOST}`,
    '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  const key = readFileSync(join(dir, 'key.pem'));
  const cert = readFileSync(join(dir, 'cert.pem'));
  rmSync(dir, { recursive: true, force: true });

  const received: ReceivedPush[] = [];
  const scripted = new Map<string, number[]>();
  const waiters: Array<() => void> = [];
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      for (const wake of waiters.splice(0)) wake();
      response.writeHead(scripted.get(path)?.shift() ?? 201).end();
    });
  });
  const port = () => (server.address() as AddressInfo).port;

  return {
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    /** Trusts this service's certificate, and nothing else (PushSender's `ca` option). */
    ca: cert,
    /**
     * PushSender's / buildApp's `push` options for sending here: its certificate, and the test-only
     * permission to send to loopback (decision 0035).
     */
    options: { ca: cert, allowPrivateEndpointsForTests: true } as const,
    received,
    /** A new device: its endpoint on this service (at 127.0.0.1, or at `host` on its port) and its keys. */
    device(host = '127.0.0.1'): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        endpoint: `https://${host}:${port()}/push/${randomUUID()}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        decrypt: (body) => ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
      };
    },
    /** The next answers for this endpoint (e.g. [500, 500] then the default 201; [410]). */
    answer(endpoint: string, statuses: number[]) {
      scripted.set(new URL(endpoint).pathname, [...statuses]);
    },
    /** The pushes that reached one endpoint. */
    to(endpoint: string) {
      return received.filter((push) => push.path === new URL(endpoint).pathname);
    },
    /** Resolves once `count` pushes in all have arrived (no fixed waits: CI machines are slow). */
    async waitForCount(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}
export type PushService = ReturnType<typeof pushService>;

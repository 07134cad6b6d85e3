/**
 * Talking to the real listening server below fetch: for answers Node's HTTP server gives itself
 * (431, a malformed request) and URLs fetch would normalise (`/%zz`), and for clients that keep
 * sending a body while the answer comes (fetch in a worker thread, its own event loop like a real
 * client's).
 */
import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { expect } from 'vitest';
import type { App } from '../../server/app';

/** Listens on a free port of 127.0.0.1 and returns the base URL (closed with the app). */
export async function listenOnFreePort(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

export interface RawAnswer {
  status: number;
  /** Lower-cased names. */
  headers: Record<string, string>;
  body: string;
  /** Everything received, as text. */
  raw: string;
}

/** Parses one HTTP/1.1 answer with a Content-Length (what the errors plugin writes). */
export function parseAnswer(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`No complete answer in ${JSON.stringify(raw.slice(0, 200))}`);
  const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? raw.length - end - 4);
  return { status, headers, body: raw.slice(end + 4, end + 4 + length), raw };
}

/**
 * Writes `request` as is on a new connection and collects what comes back until the server closes
 * it (send `Connection: close` for requests the server answers normally).
 */
export function rawRequest(baseUrl: string, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), hostname, () => socket.write(request));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No end of answer within ${timeoutMs} ms: ${Buffer.concat(chunks).toString().slice(0, 200)}`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer still leaves the answer to read
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseAnswer(Buffer.concat(chunks).toString('latin1')));
      } catch (error) {
        reject(error);
      }
    });
  });
}

export interface UploadOutcome {
  status?: number;
  body?: string;
  /** fetch threw: the client saw no answer ("fetch failed" and its cause). */
  failure?: string;
}

export interface UploadOptions {
  url: string;
  headers: Record<string, string>;
  bytes: number;
  /** A ReadableStream body: sent chunked, without Content-Length. */
  chunked: boolean;
}

/** The worker: Node's fetch posting a JSON body of about `bytes` bytes, as the app's outbox would. */
const UPLOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, bytes, chunked } = workerData;
const text = Buffer.from(JSON.stringify({ content: 'x'.repeat(bytes) }));
const body = chunked
  ? new ReadableStream({
      start(controller) {
        for (let at = 0; at < text.length; at += 65536) controller.enqueue(text.subarray(at, at + 65536));
        controller.close();
      },
    })
  : text;
fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' })
  .then(async (response) => parentPort.postMessage({ status: response.status, body: await response.text() }))
  .catch((error) => parentPort.postMessage({ failure: String(error) + ': ' + String(error.cause && (error.cause.code || error.cause.message)) }));
`;

/** One upload by Node's fetch from a worker thread (its own event loop, like a separate client). */
function uploadFromWorker(options: UploadOptions): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(UPLOAD_WORKER, { eval: true, workerData: options });
    worker.once('message', (outcome: UploadOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * The same upload three times, each answered `status` with `{ message }` and never cut off by a
 * reset: whether the answer or a reset reached the client first was a race, so once is not enough.
 */
export async function expectUploadAnswered(options: UploadOptions, status: number, message: string): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await uploadFromWorker(options);
    expect(outcome.failure, `attempt ${attempt + 1}`).toBeUndefined();
    expect(outcome.status).toBe(status);
    expect(JSON.parse(outcome.body!)).toEqual({ message });
  }
}

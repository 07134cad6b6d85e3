/**
 * The clients of the live-events benchmark (live-bench.ts), in a process of their own so that
 * reading 1,000 streams costs the server nothing: opens one GET /api/events per session cookie
 * (sent in the first IPC message), and answers the time each `post` event arrived, by post id.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const send = (message: object) => process.send!(message);
const { url, cookies } = await new Promise<{ url: string; cookies: string[] }>((resolve) => process.once('message', resolve));
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
/** postId → arrival times (performance.timeOrigin + now: wall-clock ms, comparable across processes). */
const arrivals = new Map<string, number[]>();
let open = 0;

for (const cookie of cookies) {
  const req = request(`${url}/api/events`, { agent, headers: { cookie: `sid=${cookie}`, accept: 'text/event-stream' } }, (res) => {
    if (res.statusCode !== 200) throw new Error(`GET /api/events answered ${res.statusCode}`);
    res.setEncoding('utf8');
    let buffer = '';
    res.on('data', (chunk: string) => {
      const at = performance.timeOrigin + performance.now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = message.split('\n').find((line) => line.startsWith('data: '));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as { type: string; postId?: string };
        if (event.type === 'ready' && ++open === cookies.length) send({ type: 'open' });
        if (event.type === 'post' && event.postId) {
          const list = arrivals.get(event.postId) ?? [];
          list.push(at);
          arrivals.set(event.postId, list);
        }
      }
    });
  });
  req.end();
}

process.on('message', (message: { type: string }) => {
  if (message.type === 'report') {
    send({ type: 'arrivals', arrivals: [...arrivals] });
    arrivals.clear();
  }
  if (message.type === 'stop') {
    agent.destroy();
    process.exit(0);
  }
});

import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { activeGameWithPhotos, signIn, startDemoServer } from './demo-server';
const server = await startDemoServer('/tmp/dist-cur');
const browser = await launchBrowser();
const cookie = await signIn(server.baseUrl, server.signIn);
const path = process.argv[2] === 'game' ? await activeGameWithPhotos(server.baseUrl, cookie) : process.argv[2]!;
for (let run = 0; run < 3; run++) {
const context = await newPhoneContext(browser, { baseURL: server.baseUrl });
await context.addCookies(cookie.split('; ').map((pair) => { const [name, ...value] = pair.split('='); return { name: name!, value: value.join('='), url: server.baseUrl }; }));
await browser.startTracing(undefined, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'disabled-by-default-v8.compile', 'v8', 'v8.execute', 'blink'] });
const page = await context.newPage();
await page.goto(path, { waitUntil: 'networkidle' });
await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 5_000 })));
const ev = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: any[] }).traceEvents;
await context.close();
if (run === 0) continue;
const fcp = ev.find((e) => e.name === 'firstContentfulPaint');
const { pid, tid } = fcp;
const main = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur);
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur > 40000 && e.ts > fcp.ts - 200000);
for (const t of tasks) {
  const inside = main.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const by = new Map<string, number>();
  const stack: any[] = [];
  for (const e of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.childDur = (parent.childDur ?? 0) + e.dur;
    stack.push(e);
  }
  for (const e of inside) { const k = e.name + (e.args?.data?.url ? ' ' + String(e.args.data.url).split('/').pop() : e.args?.fileName ? ' ' + String(e.args.fileName).split('/').pop() : ''); by.set(k, (by.get(k) ?? 0) + e.dur - (e.childDur ?? 0)); }
  const covered = inside.filter((e) => !stack.includes(e)).length;
  void covered;
  for (const e of inside.filter((e) => (e.name === 'ResourceFetcher::requestResource' || e.name === 'v8.evaluateModule') && e.dur > 3000)) console.log('   ', e.name, (e.dur/1000).toFixed(1), JSON.stringify(e.args).slice(0, 200));
  console.log(`task @${((t.ts - fcp.ts) / 1000).toFixed(0)} from FCP, ${(t.dur / 1000).toFixed(0)} ms:`, [...by].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`).join(' | '));
}
}
await browser.close();
process.exit(0);

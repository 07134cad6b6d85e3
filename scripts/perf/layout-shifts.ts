/**
 * Which element moves, and why, on a cold first visit (Lighthouse's CLS, decision 0055): the demo
 * community on a build, signed in, a fresh phone at 390x844 with the CPU throttled (4x), every layout
 * shift with its moved elements (their heading or text, old and new box) and, for each, the
 * elements just above it whose height changed between the two paints.
 *
 *   node --import tsx scripts/perf/layout-shifts.ts [--dist DIR] [--screens game,profile,home] [--throttle 4]
 *
 * --throttle 1 loads as Lighthouse does (it records unthrottled and simulates the slow phone after).
 *
 * Without --dist it builds into /tmp/lh-dist first (as lighthouse.ts does).
 */
import { parseArgs } from 'node:util';
import { launchBrowser, newPhoneContext } from '../../tools/browser';
import { activeGameWithPhotos, buildInto, signIn, startDemoServer } from './demo-server';

const { values } = parseArgs({ options: { dist: { type: 'string' }, screens: { type: 'string', default: 'game,profile,home' }, throttle: { type: 'string', default: '4' } } });
const dist = values.dist ?? '/tmp/lh-dist';
if (!values.dist) buildInto(dist);

/** In the page: records every shift's sources, and the boxes of every section-level element at each shift. */
function observeShifts() {
  const describe = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName);
    const labelledBy = node.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy)?.textContent : null;
    return `${node.tagName.toLowerCase()}${label ? ` "${label}"` : ''} ${(node.textContent ?? '').replace(/\s+/g, ' ').slice(0, 60)}`;
  };
  const shifts: unknown[] = [];
  (window as unknown as { shifts: unknown[] }).shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] })[]) {
      shifts.push({
        at: Math.round(entry.startTime),
        score: entry.value.toFixed(4),
        sources: entry.sources.map((source) => {
          const above: string[] = [];
          for (let el = source.node instanceof Element ? source.node.previousElementSibling : null; el && above.length < 4; el = el.previousElementSibling) {
            above.push(`${describe(el)} h=${Math.round(el.getBoundingClientRect().height)}`);
          }
          return { node: describe(source.node), from: [source.previousRect.y, source.previousRect.height], to: [source.currentRect.y, source.currentRect.height], above };
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const server = await startDemoServer(dist);
try {
  const cookie = await signIn(server.baseUrl, server.signIn);
  const game = await activeGameWithPhotos(server.baseUrl, cookie);
  const paths: Record<string, string> = { home: '/', game, profile: '/profile' };
  const browser = await launchBrowser();
  for (const screen of values.screens.split(',')) {
    const context = await newPhoneContext(browser);
    await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.split('=')[0]!, value: pair.slice(pair.indexOf('=') + 1), url: server.baseUrl })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.throttle) });
    // tsx's keepNames wraps functions in __name(), which the page lacks.
    await page.addInitScript({ content: `(() => { const __name = (f) => f; (${observeShifts.toString()})(); })();` });
    await page.goto(`${server.baseUrl}${paths[screen]}`, { waitUntil: 'networkidle' });
    // Lighthouse keeps watching until the network is quiet; so does this, then reads what moved.
    await page.waitForLoadState('networkidle');
    console.log(`\n## ${screen} (${paths[screen]})`);
    console.log(JSON.stringify(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts), null, 1));
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}

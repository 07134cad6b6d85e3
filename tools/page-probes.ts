/**
 * Probes that run inside the page from before the app's own code (init scripts), for journeys and
 * budget checks that measure Home: when its content is visible (scripts/perf/home-visible-probe.ts)
 * and how much the screen moved (layout shifts, as CLS counts them).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { installHomeVisibleProbe } from '../scripts/perf/home-visible-probe';

declare global {
  interface Window {
    /** Layout shift values without recent input, in order (installLayoutShiftProbe). */
    __layoutShifts?: number[];
    /** Elements in the body in the frame that first showed Home's content (installHomeDomProbe). */
    __homeDomNodes?: number;
  }
}

/**
 * Self-contained (sent to the page), installed after the home-visible probe: counts the body's
 * elements in the very frame in which that probe marked Home's content visible. Its observer hears
 * the same mutations just after the other's, so its frame callback runs just after the other's.
 * The body, not the document: what the head gains meanwhile (the preload links of code loaded for
 * later screens) is not Home's.
 */
function installHomeDomProbe(): void {
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      if (window.__firstVisit?.homeVisible === undefined) return;
      window.__homeDomNodes = document.body.getElementsByTagName('*').length;
      observer.disconnect();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

/** Self-contained (sent to the page): notes each layout shift that CLS counts. */
function installLayoutShiftProbe(): void {
  const shifts: number[] = [];
  window.__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.push(entry.value);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const PROBES = { homeVisible: installHomeVisibleProbe, homeDomNodes: installHomeDomProbe, layoutShift: installLayoutShiftProbe };

/**
 * Installs the probes in every document the context opens from now on, in the order given
 * (homeDomNodes after homeVisible). tsx and vitest (esbuild
 * keepNames) wrap named functions in __name(), which the page does not have: the script brings one.
 */
export async function installProbes(context: BrowserContext, probes: (keyof typeof PROBES)[]): Promise<void> {
  const calls = probes.map((name) => `(${PROBES[name].toString()})();`);
  await context.addInitScript({ content: `(() => { const __name = (f) => f; ${calls.join(' ')} })();` });
}

/** Waits (polling, no fixed time) until the home-visible probe saw Home's content; its time in ms. */
export async function homeVisibleAt(page: Page, timeout: number): Promise<number> {
  try {
    await page.waitForFunction(() => window.__firstVisit?.homeVisible !== undefined, undefined, { timeout, polling: 100 });
  } catch (error) {
    const seen = await page.evaluate(() => ({ marks: window.__firstVisit, text: document.body.innerText.slice(0, 300) })).catch(() => undefined);
    throw new Error(`Home's content was not visible within ${timeout} ms (marks ${JSON.stringify(seen?.marks)}; the page shows: ${JSON.stringify(seen?.text)})`, {
      cause: error,
    });
  }
  return page.evaluate(() => window.__firstVisit?.homeVisible ?? -1);
}

/** The layout shifts so far, after two frames (the last shift, if any, has been reported by then). */
export async function layoutShifts(page: Page): Promise<{ cls: number; shifts: number[] }> {
  const shifts = await page.evaluate(
    () => new Promise<number[]>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.__layoutShifts ?? [])))),
  );
  return { cls: shifts.reduce((sum, value) => sum + value, 0), shifts };
}

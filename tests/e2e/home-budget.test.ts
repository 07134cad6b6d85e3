/**
 * Issue 15's guard: what the signed-in Home loads on a first visit stays within HOME_BUDGET
 * (scripts/check-size-budget.ts, with why each number), measured in real Chromium at 390x844 against
 * the real server and the production build (scripts/check-home-budget.ts). Lighthouse is too noisy
 * for pass/fail; requests and bytes are not: they come from the build and the app's code, and the
 * visit waits for states (Home's content visible, the service worker in control), never for times.
 */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHomeVisit, personWithAGame, visitHomeFirstTime } from '../../scripts/check-home-budget';
import { HOME_BUDGET } from '../../scripts/check-size-budget';
import { REPO_ROOT, startApp, type AppProcess } from '../support/app-process';
import { launchBrowser } from '../support/browser';

let app: AppProcess;
let browser: Browser;

beforeAll(async () => {
  // The server's first start migrates a fresh PGlite: minutes, not seconds, on a loaded 2-core CI machine.
  [app, browser] = await Promise.all([startApp({ readyTimeoutMs: 170_000 }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('signed-in Home, first visit (issue 15 budget)', () => {
  it('starts its reads after at most 8 requests and loads at most 10 scripts, 205 KB gzipped', async () => {
    const cookies = await personWithAGame(browser, app.baseUrl);
    const visit = await visitHomeFirstTime(browser, app.baseUrl, cookies, join(REPO_ROOT, 'dist'));
    console.log(formatHomeVisit(visit));

    // Home's own reads, not only the user request, were asked for (the prefetch of start-up.ts).
    expect(visit.firstRead).toMatch(/^\/api\/(games|activity|user\/stats|messages|invitations)/);
    expect(visit.beforeFirstRead).toBeLessThanOrEqual(HOME_BUDGET.requestsBeforeFirstRead);
    expect(visit.scripts.length, visit.scripts.map((s) => s.path).join('\n')).toBeLessThanOrEqual(HOME_BUDGET.scriptFiles);
    expect(visit.jsGzipBytes).toBeLessThanOrEqual(HOME_BUDGET.jsGzipBytes);
  });
});

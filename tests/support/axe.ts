/**
 * axe-core's WCAG 2.1 A/AA rules on what a page shows now (decision 0053: dark mode had fallen below
 * 4.5:1 unnoticed), and the colour scheme switched in place so one loaded screen is checked in
 * both: Mantine's 'auto' scheme (src/app/providers.tsx) follows prefers-color-scheme live.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 AA rules whose answer depends on colours. Between the two schemes only colours
 * change, not the document: a screen's second scheme needs only these (axe on a full screen takes
 * seconds on a busy 2-core machine).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What axe's color-contrast check reports about one element (axe-core's checks/color/color-contrast). */
interface ContrastData {
  fgColor?: string;
  bgColor?: string;
  contrastRatio?: number;
  expectedContrastRatio?: string;
  fontSize?: string;
  fontWeight?: string;
}

/**
 * One line per failing element: the rule, the element's selector, and for contrast the colours and
 * the ratio against what it needs, so a failure says what to change. Empty when the page passes.
 */
export async function axeViolations(page: Page, only?: string[]): Promise<string[]> {
  // options() replaces all options, runOnly too: first, then the rules. withRules and withTags
  // exclude each other; the colour rules are WCAG 2 A/AA rules themselves.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (only) builder.withRules(only);
  else builder.withTags(WCAG_21_AA);
  // Legacy mode runs axe in the page itself: no blank page opened per run to merge frames' results
  // (the app has no frames).
  const results = await builder.setLegacyMode(true).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const contrast = [...node.any, ...node.all, ...node.none].map((check) => check.data as ContrastData | null).find((data) => data?.contrastRatio !== undefined);
      const numbers = contrast
        ? ` ${contrast.fgColor} on ${contrast.bgColor} = ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio} (${contrast.fontSize} ${contrast.fontWeight})`
        : ` ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`;
      // The element's own words say which one it is better than Mantine's generated class names.
      const words = node.html.replace(/<[^>]*>?/g, ' ').replace(/\s+/g, ' ').trim();
      const what = (words || node.html).slice(0, 80);
      return `${violation.id} ${node.target.join(' ')}:${numbers} | ${what}`;
    }),
  );
}

/**
 * Switches the page to `scheme` and waits until Mantine has applied it and every colour transition
 * it started has finished (axe would otherwise measure colours half-way between the two schemes).
 */
export async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((wanted) => document.documentElement.getAttribute('data-mantine-color-scheme') === wanted, scheme);
  // Polled, so a transition that never ends fails here with its name rather than hanging the test.
  const pending = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        // A loader spins for ever: only what ends is waited for.
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target;
          const what = 'transitionProperty' in a ? `transition ${String(a.transitionProperty)}` : `animation ${'animationName' in a ? String(a.animationName) : ''}`;
          return `${what} on ${target?.tagName.toLowerCase() ?? '?'}.${target?.className ?? ''}`;
        }),
    );
  await expect.poll(pending, { timeout: 10_000, message: `transitions still running after switching to ${scheme}` }).toEqual([]);
}

/**
 * What scripts/perf/first-visit.ts measures, inside the page (an init script: it runs before the
 * app's own code, in every document of the context).
 *
 * "Home's content is visible" is the first animation frame (the callback that precedes its paint)
 * in which, all at once:
 * - the greeting (h1 "Welcome…") is rendered,
 * - My Games shows its tabs (a tab panel: game cards, or the tab's empty message),
 * - Recent Activity shows its list (at least one item) or "No recent activity",
 * - Your Stats shows its cards ("Games Joined" and the numbers),
 * - and no loading spinner (role=status, aria-label "Loading…") is left anywhere in the document.
 * Failure states (a section's error text) never count as visible content.
 *
 * That callback comes before the frame's style, layout and paint, which took about 0.5 s at 4x for
 * Home's first frame: `homePainted` is when the main thread has finished that frame, the nearer
 * figure for when a person sees Home (decision 0055, fifth session).
 *
 * Also noted: when the first spinner appeared and when the greeting first showed (the shell).
 * Times are `performance.now()`, milliseconds from the navigation's start.
 */
export interface FirstVisitMarks {
  firstSpinner?: number;
  greeting?: number;
  homeVisible?: number;
  /** When the main thread had finished the frame that homeVisible's callback preceded. */
  homePainted?: number;
}

declare global {
  interface Window {
    __firstVisit?: FirstVisitMarks;
  }
}

/** Self-contained: Playwright sends its source to the page. */
export function installHomeVisibleProbe(): void {
  const marks: FirstVisitMarks = {};
  window.__firstVisit = marks;
  const section = (titleId: string) => document.querySelector(`section[aria-labelledby="${titleId}"]`);
  const check = (): void => {
    const now = performance.now();
    const spinner = document.querySelector('[role="status"][aria-label^="Loading"]');
    if (spinner && marks.firstSpinner === undefined) marks.firstSpinner = now;
    const greeting = Array.from(document.querySelectorAll('h1')).some((h) => /^Welcome/.test(h.textContent ?? ''));
    if (!greeting) return;
    if (marks.greeting === undefined) marks.greeting = now;
    const games = section('my-games-title');
    const activity = section('recent-activity-title');
    const stats = section('stats-title-home');
    const gamesShown = Boolean(games?.querySelector('[role="tabpanel"]'));
    const activityShown = Boolean(activity?.querySelector('li') || /No recent activity/.test(activity?.textContent ?? ''));
    const statsShown = /Games Joined/.test(stats?.textContent ?? '');
    if (!spinner && gamesShown && activityShown && statsShown) {
      marks.homeVisible = now;
      // The frame's own work (style, layout, paint) follows its animation callbacks: a task queued
      // here runs once it is done.
      setTimeout(() => (marks.homePainted = performance.now()), 0);
      observer.disconnect();
    }
  };
  // One check per frame at most, in the frame that paints what the mutations changed.
  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled || marks.homeVisible !== undefined) return;
    scheduled = true;
    requestAnimationFrame(() => {
      scheduled = false;
      check();
    });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
}

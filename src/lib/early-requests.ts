/**
 * GET requests started before the code that asks for them has run (decision 0018, the first
 * visit's waterfall): the app's start asks who is signed in at once, while the rest of the entry
 * is still being evaluated (src/app/start-up.ts). apiRequest takes each answer once, in place of
 * its own fetch of the same URL, so the query that asks keeps its whole life (for the user query:
 * restoring the saved cache first, the device owner, a 401) exactly as without this; only the
 * network wait is over sooner.
 *
 * An answer is for the document's first moments: it is dropped once taken, after MAX_AGE_MS, and
 * when the app writes anything (a write may change what a read answers).
 */
export const EARLY_RESPONSE_MAX_AGE_MS = 30_000;

interface EarlyRequest {
  response: Promise<Response>;
  startedAt: number;
}

const requests = new Map<string, EarlyRequest>();

/**
 * Starts `request()` for `url` unless an early request for it is already waiting, and answers its
 * response (for the caller to look at the status; the body is apiRequest's).
 */
export function startEarlyRequest(url: string, request: () => Promise<Response>): Promise<Response> {
  const waiting = requests.get(url);
  if (waiting && Date.now() - waiting.startedAt <= EARLY_RESPONSE_MAX_AGE_MS) return waiting.response;
  const response = request();
  // Nobody may ever take it (a screen that changed its mind): not an unhandled rejection then.
  response.catch(() => undefined);
  requests.set(url, { response, startedAt: Date.now() });
  return response;
}

/** The early response for `url`, once; undefined when there is none (or it is too old). */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = requests.get(url);
  if (!early) return undefined;
  requests.delete(url);
  return Date.now() - early.startedAt <= EARLY_RESPONSE_MAX_AGE_MS ? early.response : undefined;
}

/** Drops every early response not taken yet (the app is writing something). */
export function forgetEarlyResponses(): void {
  requests.clear();
}

/**
 * Decision 0005's outbox journeys (docs/architecture.md §7): the production build on the real server (child process,
 * fresh PGlite), the service worker active, Chromium at 390x844. Bea creates a game and shares an
 * accomplishment; Olive joins it and does things on a train.
 * (2) Offline, Olive likes Bea's post and shares one with a photo; both show at once as waiting, also
 *     after a reload offline; back online they arrive, and the server has exactly one of each.
 * (3) The answer to Olive's queued post is lost on the way back (the server did create it): the
 *     outbox sends it again with the same Idempotency-Key and the server still has one post.
 * (4) Like then unlike offline: back online nothing is sent and nothing changes on the server.
 * (5) Olive's post waits offline while Bea deletes the game: back online it is refused for good and
 *     shows as failed in the outbox with its reason, Retry and Discard; Discard removes it.
 * (6) Olive's session ends elsewhere while she writes a comment online: 'Unauthorized' and the login
 *     page, not "You're offline"; the comment waits for her, is neither sent nor shown while Bea
 *     is signed in on the phone, and arrives once after Olive signs in again (decision 0011).
 *
 * What reached the server is read from its own request log (Fastify logs every incoming request at
 * LOG_LEVEL info, the default of a plain `npm start`), so "nothing was sent" is not just "the page
 * sent nothing Playwright saw".
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backOnline, readStore, serviceWorkerPhone, stillOffline, waitUntilSaved } from '../support/offline-phone';
import {
  apiCall,
  type CreatedGame,
  createGameByApi,
  eventually,
  expectToast,
  journeySuite,
  PASSWORD,
  type Person,
  type Phone,
  pngDataUrl,
  screenshot,
  signUpByApi,
  uncaught,
  VISIBLE,
  visible,
  watchForTexts,
} from '../support/journey';

const SHARE_QUEUED = "You're offline. Your accomplishment will be shared as soon as you're back online.";
const WAITING_POST = 'Your accomplishment, waiting to send';

const journey = journeySuite();

// ---------------------------------------------------------------------------------------------
// Helpers of this file.

const phone = () => serviceWorkerPhone(journey.phone);

/** How many entries the outbox holds on this phone (IndexedDB 'challenge-outbox', store 'entries'). */
async function outboxSize(page: Page): Promise<number> {
  return ((await readStore(page, 'challenge-outbox', 'entries')) as number | undefined) ?? 0;
}

/** A mark in the server's log: `requestsSince(mark)` lists the requests that reached it afterwards. */
const logMark = (): number => journey.app.output().length;

/** 'METHOD /path' of every request the server logged after `mark` (Fastify's 'incoming request'). */
function requestsSince(mark: number): string[] {
  const requests: string[] = [];
  for (const line of journey.app.output().slice(mark).split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; req?: { method?: string; url?: string } };
      if (entry.msg === 'incoming request' && entry.req?.method && entry.req.url) requests.push(`${entry.req.method} ${entry.req.url}`);
    } catch {
      // a line that is not a log record
    }
  }
  return requests;
}

interface PostOnServer {
  id: string;
  content: string;
  userId: string;
  image: string | null;
  createdAt: string;
  isUpvoted: boolean;
  _count: { upvotes: number };
}

const postsOnServer = async (page: Page, gameId: string): Promise<PostOnServer[]> =>
  (await apiCall<{ posts: PostOnServer[] }>(page, 'GET', `/api/posts?gameId=${gameId}`)).posts;

interface Train {
  bea: Phone;
  beaUser: Person;
  olive: Phone;
  oliveUser: Person;
  game: CreatedGame;
  /** Bea's post, the one Olive likes. */
  beaPost: PostOnServer;
  /** The like button of Bea's post on Olive's game page. */
  likeButton: () => Locator;
}

/**
 * Bea creates an active game with a post of hers; Olive joins it with its code and opens Home and
 * then the game page online (so both are saved on her phone), where Bea's post shows.
 */
/**
 * `clock`: Olive's phone runs on Playwright's clock (time flows as usual until a test moves it on),
 * so a test can run the outbox's back-off out at once instead of waiting for it.
 */
async function onTheTrain(gameName: string, { clock = false } = {}): Promise<Train> {
  const [bea, olive] = await Promise.all([phone(), phone()]);
  if (clock) await olive.context.clock.install();
  const beaUser = await signUpByApi(bea.page, 'Bea');
  const game = await createGameByApi(bea.page, gameName);
  const beaPost = await apiCall<PostOnServer>(bea.page, 'POST', '/api/posts', { gameId: game.id, content: `Sang on the platform (${gameName})` });
  const oliveUser = await signUpByApi(olive.page, 'Olive');
  await apiCall(olive.page, 'POST', `/api/games/join/${game.inviteCode}`);

  await olive.page.goto('/');
  await visible(olive.page.getByRole('heading', { level: 1, name: 'Welcome back, Olive!' }));
  await (await visible(olive.page.getByRole('article', { name: gameName }).getByRole('link').first())).click();
  await olive.page.waitForURL((url) => url.pathname === `/games/${game.id}`, { timeout: VISIBLE });
  await visible(olive.page.getByRole('heading', { level: 1, name: gameName }));
  const beaCard = olive.page.getByRole('article', { name: 'Accomplishment by Bea' });
  await visible(beaCard.getByText(beaPost.content));
  return { bea, beaUser, olive, oliveUser, game, beaPost, likeButton: () => beaCard.getByRole('button', { name: /^Like, / }) };
}

/** No signal: every request fails, and the page says so. */
async function goOffline({ page, context }: Phone): Promise<void> {
  await context.setOffline(true);
  await visible(page.getByRole('banner').getByRole('img', { name: 'Offline' }));
}

/** After a reload offline: the new document, too, knows there is no signal (see stillOffline). */
async function offlineAgain(page: Page): Promise<void> {
  await stillOffline(page);
  await visible(page.getByRole('banner').getByRole('img', { name: 'Offline' }));
}

/** The signal is back: requests go through, the page hears 'online' and drops its Offline mark. */
async function goOnline({ page }: Phone): Promise<void> {
  await backOnline(page);
  await page.getByRole('banner').getByRole('img', { name: 'Offline' }).waitFor({ state: 'detached', timeout: VISIBLE });
}

/** The game page's Share Your Accomplishment dialog, for this game, with a photo if given. */
async function shareFromGamePage(page: Page, game: CreatedGame, content: string, photo?: Buffer): Promise<void> {
  await (await visible(page.getByRole('main').getByRole('button', { name: 'Share Your Accomplishment' }))).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Share Your Accomplishment' }));
  await (await visible(dialog.getByLabel(/What did you do/))).fill(content);
  expect(await dialog.getByRole('checkbox', { name: game.name }).isChecked()).toBe(true);
  if (photo) {
    await dialog.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'train.png', mimeType: 'image/png', buffer: photo });
    await visible(dialog.getByRole('img', { name: 'Photo preview' }));
  }
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expectToast(page, SHARE_QUEUED);
  await dialog.waitFor({ state: 'detached', timeout: VISIBLE });
}

/** The /signin page's 'Sign in' form (the page must show it). */
async function signInWithForm(page: Page, username: string): Promise<void> {
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await (await visible(form.getByLabel(/^Username\b/))).fill(username);
  await form.getByLabel(/^Password\b/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

const outboxButton = (page: Page, label: string) => page.getByRole('banner').getByRole('button', { name: `Outbox: ${label}`, exact: true });

// ---------------------------------------------------------------------------------------------

describe('outbox (390x844)', () => {
  it('a like and a share made offline wait, survive a reload offline, and arrive exactly once', async () => {
    const { bea, olive, oliveUser, game, beaPost, likeButton } = await onTheTrain('Train Rides');
    const photo = Buffer.from((await pngDataUrl(olive.page, '#f08c00', 320, 240)).split(',')[1] ?? '', 'base64');
    const content = 'Asked the whole carriage for a song';
    expect((await likeButton().getAttribute('aria-label')) ?? '').toBe('Like, 0 likes');
    // Saved on the phone before the reload offline below has to start from it.
    await waitUntilSaved(olive.page, oliveUser.id, [game.id, beaPost.content]);

    await goOffline(olive);
    await likeButton().click();
    await visible(olive.page.getByRole('button', { name: 'Like, 1 like, waiting to send', exact: true }));
    expect(await likeButton().getAttribute('aria-pressed')).toBe('true');
    await shareFromGamePage(olive.page, game, content, photo);

    const waitingPost = olive.page.getByRole('main').getByRole('article', { name: WAITING_POST });
    const showsWaiting = async () => {
      await visible(outboxButton(olive.page, '2 waiting to send'));
      await visible(waitingPost.getByText(content));
      await visible(waitingPost.getByText('Waiting to send', { exact: true }));
      await expect.poll(() => waitingPost.getByRole('img', { name: 'Your photo' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await visible(olive.page.getByRole('button', { name: 'Like, 1 like, waiting to send', exact: true }));
    };
    await showsWaiting();
    await screenshot(olive.page, 'outbox-waiting.png', { fullPage: true });
    // With the Offline mark and the outbox in the header, the title is whole or gives way to the
    // icon (still the home link's name), never cut to a letter.
    const header = olive.page.getByRole('banner');
    await visible(header.getByRole('link', { name: 'Comfort Zone Challenge', exact: true }));
    expect(
      await header.getByText('Comfort Zone', { exact: true }).evaluate((title) => {
        const hidden = title.getBoundingClientRect().width <= 1;
        return hidden || title.scrollWidth <= title.clientWidth;
      }),
    ).toBe(true);
    // Toasts (their container stays once the first was shown) open below the header, not over it.
    const toastsTop = await olive.page.locator('[data-position="top-center"]').first().evaluate((c) => c.getBoundingClientRect().top);
    expect(toastsTop).toBeGreaterThanOrEqual(await header.evaluate((h) => h.getBoundingClientRect().bottom));

    // Closed and opened again, still offline: everything is still there, still waiting.
    await olive.page.reload();
    await visible(olive.page.getByRole('heading', { level: 1, name: game.name }));
    await offlineAgain(olive.page);
    await showsWaiting();
    expect(await outboxSize(olive.page)).toBe(2);
    // Nothing has reached the server yet.
    expect((await postsOnServer(bea.page, game.id)).map((post) => [post.content, post._count.upvotes])).toEqual([[beaPost.content, 0]]);

    await goOnline(olive);
    await waitingPost.waitFor({ state: 'detached', timeout: VISIBLE });
    await outboxButton(olive.page, '2 waiting to send').waitFor({ state: 'detached', timeout: VISIBLE });
    const oliveCard = await visible(olive.page.getByRole('article', { name: 'Accomplishment by Olive' }));
    await visible(oliveCard.getByText(content));
    await visible(oliveCard.getByRole('img', { name: 'Photo shared by Olive' }));
    await visible(olive.page.getByRole('button', { name: 'Like, 1 like', exact: true }));
    expect(await outboxSize(olive.page)).toBe(0);

    // Seen from Bea's phone: exactly one post of Olive's (with its photo) and exactly one like.
    const posts = await postsOnServer(bea.page, game.id);
    const olives = posts.filter((post) => post.userId === oliveUser.id);
    expect(olives.map((post) => post.content)).toEqual([content]);
    expect(olives[0]?.image).toMatch(/^\/api\/images\//);
    expect(posts.find((post) => post.id === beaPost.id)?._count.upvotes).toBe(1);
    expect(posts).toHaveLength(2);
    expect((await postsOnServer(olive.page, game.id)).find((post) => post.id === beaPost.id)?.isUpvoted).toBe(true);
    expect(uncaught(olive.errors)).toEqual([]);
  });

  it('a queued post whose answer was lost is sent again with the same key and lands once', async () => {
    const { bea, olive, oliveUser, game } = await onTheTrain('Night Trains');
    const content = 'Slept in a couchette with five strangers';
    await goOffline(olive);
    await shareFromGamePage(olive.page, game, content);
    await visible(outboxButton(olive.page, '1 waiting to send'));

    // The first POST reaches the server (route.fetch sends it there and reads the 201), but its answer
    // never gets back to the phone: the connection drops. Later attempts go through untouched.
    // The service worker answers no POST (it only routes GETs and the share target), so the page's
    // own requests pass through page.route.
    const attempts: { key: string | undefined; status: number; answerLost: boolean; replayed?: string | undefined }[] = [];
    await olive.page.route(
      (url) => url.pathname === '/api/posts',
      async (route) => {
        const request = route.request();
        if (request.method() !== 'POST') return route.fallback();
        const key = request.headers()['idempotency-key'];
        if (attempts.length === 0) {
          const response = await route.fetch();
          attempts.push({ key, status: response.status(), answerLost: true });
          await route.abort('connectionreset');
          return;
        }
        const response = await route.fetch();
        attempts.push({ key, status: response.status(), answerLost: false, replayed: response.headers()['idempotent-replayed'] });
        await route.fulfill({ response });
      },
    );
    const mark = logMark();
    await goOnline(olive);

    // The outbox retries after its back-off (2 s) and the server answers from the stored first answer.
    const oliveCard = await visible(olive.page.getByRole('article', { name: 'Accomplishment by Olive' }));
    await visible(oliveCard.getByText(content));
    await olive.page.getByRole('main').getByRole('article', { name: WAITING_POST }).waitFor({ state: 'detached', timeout: VISIBLE });
    await outboxButton(olive.page, '1 waiting to send').waitFor({ state: 'detached', timeout: VISIBLE });
    expect(attempts.length).toBe(2);
    expect(attempts[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(attempts.map((attempt) => attempt.key)).toEqual([attempts[0]?.key, attempts[0]?.key]);
    expect(attempts[0]).toMatchObject({ status: 201, answerLost: true });
    expect(attempts[1]).toMatchObject({ status: 201, answerLost: false, replayed: 'true' });
    expect(requestsSince(mark).filter((request) => request === 'POST /api/posts')).toHaveLength(2);

    const posts = await postsOnServer(bea.page, game.id);
    expect(posts.filter((post) => post.userId === oliveUser.id).map((post) => post.content)).toEqual([content]);
    expect(await olive.page.getByRole('article', { name: 'Accomplishment by Olive' }).count()).toBe(1);
    expect(uncaught(olive.errors)).toEqual([]);
  });

  it('a like and an unlike made offline cancel out: nothing is sent, nothing changes', async () => {
    const { bea, olive, game, beaPost, likeButton } = await onTheTrain('Tunnel Club', { clock: true });
    const upvoteUrl = `/api/posts/${beaPost.id}/upvote`;
    const mark = logMark();

    await goOffline(olive);
    await likeButton().click();
    await visible(olive.page.getByRole('button', { name: 'Like, 1 like, waiting to send', exact: true }));
    // The outbox tried once, found no connection and waits (so the unlike folds into that entry).
    await (await visible(outboxButton(olive.page, '1 waiting to send'))).click();
    const drawer = await visible(olive.page.getByRole('dialog', { name: 'Waiting to send' }));
    const entry = drawer.getByRole('list', { name: 'Waiting to send' }).getByRole('listitem');
    await visible(entry.getByText('Like', { exact: true }));
    await visible(entry.getByText('Waiting to send, will try again', { exact: true }));
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached', timeout: VISIBLE });

    await likeButton().click();
    await visible(olive.page.getByRole('button', { name: 'Like, 0 likes', exact: true }));
    expect(await likeButton().getAttribute('aria-pressed')).toBe('false');
    await outboxButton(olive.page, '1 waiting to send').waitFor({ state: 'detached', timeout: VISIBLE });
    expect(await outboxSize(olive.page)).toBe(0);

    await goOnline(olive);
    // Past the outbox's first back-off (2 s) on the page's clock: a retry due by then has fired
    // (the 'online' flush runs at once). The like below proves that nothing was sent: the log sees
    // its request, and only its request.
    await olive.page.clock.runFor(3_000);
    expect(requestsSince(mark).filter((request) => request.endsWith(upvoteUrl))).toEqual([]);
    const posts = await postsOnServer(bea.page, game.id);
    expect(posts.map((post) => [post.id, post._count.upvotes])).toEqual([[beaPost.id, 0]]);
    expect((await postsOnServer(olive.page, game.id))[0]?.isUpvoted).toBe(false);
    await visible(olive.page.getByRole('button', { name: 'Like, 0 likes', exact: true }));

    // The same log does see a like that is sent, and nothing before it (so the empty list above means something).
    await likeButton().click();
    await visible(olive.page.getByRole('button', { name: 'Like, 1 like', exact: true }));
    await eventually(async () => requestsSince(mark).filter((request) => request.endsWith(upvoteUrl)), [`PUT ${upvoteUrl}`]);
    expect((await postsOnServer(bea.page, game.id))[0]?._count.upvotes).toBe(1);
    expect(uncaught(olive.errors)).toEqual([]);
  });

  it('a post refused for good (the game was deleted meanwhile) shows as failed with Retry and Discard', async () => {
    const { bea, olive, game } = await onTheTrain('Doomed Picnic');
    const content = 'Climbed the big oak in the park';
    await goOffline(olive);
    await shareFromGamePage(olive.page, game, content);
    await visible(olive.page.getByRole('main').getByRole('article', { name: WAITING_POST }).getByText(content));

    // Bea deletes the game from her phone while Olive is still in the tunnel.
    await apiCall(bea.page, 'DELETE', `/api/games/${game.id}`);
    const mark = logMark();
    await goOnline(olive);

    const button = await visible(outboxButton(olive.page, '1 not sent'));
    expect(requestsSince(mark).filter((request) => request === 'POST /api/posts')).toHaveLength(1);
    await button.click();
    const drawer = await visible(olive.page.getByRole('dialog', { name: 'Waiting to send' }));
    const entry = drawer.getByRole('list', { name: 'Waiting to send' }).getByRole('listitem');
    await visible(entry.getByText(`Accomplishment in ${game.name}`, { exact: true }));
    await visible(entry.getByText(content, { exact: true }));
    await visible(entry.getByText('Not sent: Game not found', { exact: true }));
    await visible(entry.getByRole('button', { name: 'Retry' }));
    await visible(entry.getByRole('button', { name: 'Discard' }));
    await screenshot(olive.page, 'outbox-failed.png');

    // Retry sends it once more; the game is still gone, so it is refused again and stays.
    await entry.getByRole('button', { name: 'Retry' }).click();
    await eventually(async () => requestsSince(mark).filter((request) => request === 'POST /api/posts').length, 2);
    await visible(entry.getByText('Not sent: Game not found', { exact: true }));
    expect(await outboxSize(olive.page)).toBe(1);

    await entry.getByRole('button', { name: 'Discard' }).click();
    await entry.waitFor({ state: 'detached', timeout: VISIBLE });
    await visible(drawer.getByText('Everything has been sent.'));
    expect(await outboxSize(olive.page)).toBe(0);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached', timeout: VISIBLE });
    expect(await olive.page.getByRole('banner').getByRole('button', { name: /^Outbox:/ }).count()).toBe(0);
    expect(uncaught(olive.errors)).toEqual([]);
  });

  it('a comment written just after the session ended elsewhere says Unauthorized, waits for the same person and arrives once', async () => {
    const { bea, beaUser, olive, oliveUser, game, beaPost } = await onTheTrain('Late Shift');
    const content = 'Bravo, that took nerve!';
    const beaCard = olive.page.getByRole('article', { name: 'Accomplishment by Bea' });
    const commentsOfBeaPost = async () =>
      ((await postsOnServer(bea.page, game.id)).find((post) => post.id === beaPost.id) as unknown as { comments: { content: string; userId: string }[] })
        .comments;

    // Olive's session is ended from another device (the same cookie, GET /api/logout there).
    const elsewhere = await journey.phone();
    await elsewhere.context.addCookies(await olive.context.cookies());
    const logout = await elsewhere.context.request.get('/api/logout', { maxRedirects: 0 });
    expect(logout.status()).toBeGreaterThanOrEqual(300);
    expect(logout.status()).toBeLessThan(400);
    const mark = logMark();

    const input = beaCard.getByRole('textbox', { name: 'Add a comment' });
    // The toast has 500 ms before the login redirect takes the page away, so it is watched for
    // from before the comment goes (see watchForTexts).
    const toastShown = await watchForTexts(olive.page, ['Unauthorized', 'You are logged out. Logging in again...']);
    await input.fill(content);
    await input.press('Enter');
    await toastShown();
    expect(await olive.page.getByText('Saved on this device').count()).toBe(0);
    await olive.page.waitForURL((url) => url.pathname === '/signin', { timeout: VISIBLE });
    expect(new URL(olive.page.url()).searchParams.get('returnTo')).toBe(`/games/${game.id}`);
    expect(await olive.page.getByText(/You're offline/).count()).toBe(0);
    expect(await outboxSize(olive.page)).toBe(1);
    expect(requestsSince(mark).filter((request) => request === 'POST /api/comments')).toHaveLength(1);

    // Someone else signs in on Olive's phone (Bea, whose post it is): Olive's comment is neither
    // sent nor shown. A sign-in, not a new account: the file's sign-ups already use most of the
    // per-IP budget (10 a minute).
    // From here Olive's phone runs on Playwright's clock (time flows as usual until moved on below).
    await olive.context.clock.install();
    await signInWithForm(olive.page, beaUser.username);
    await olive.page.waitForURL((url) => url.pathname === `/games/${game.id}`, { timeout: VISIBLE });
    await visible(beaCard.getByText(beaPost.content));
    // Past the outbox's first back-off on the page's clock: a retry due by then has fired. Nothing
    // was sent for Olive meanwhile: at the end the log holds exactly one more comment, hers.
    await olive.page.clock.runFor(2_500);
    expect(requestsSince(mark).filter((request) => request === 'POST /api/comments')).toHaveLength(1);
    expect(await olive.page.getByRole('banner').getByRole('button', { name: /^Outbox:/ }).count()).toBe(0);
    expect(await olive.page.getByText(content).count()).toBe(0);
    expect(await outboxSize(olive.page)).toBe(1);
    // Bea leaves the way a bookmark would: the worker clears the saved data, Olive's comment stays hers.
    await olive.page.goto('/api/logout');
    await visible(olive.page.getByRole('button', { name: 'Get Started' }).or(olive.page.getByRole('link', { name: 'Get Started' })));
    expect(await outboxSize(olive.page)).toBe(1);

    // Olive signs in again: the comment goes out, once, as hers.
    await olive.page.goto(`/signin?returnTo=${encodeURIComponent(`/games/${game.id}`)}`);
    await signInWithForm(olive.page, oliveUser.username);
    await olive.page.waitForURL((url) => url.pathname === `/games/${game.id}`, { timeout: VISIBLE });
    await visible(beaCard.getByText(content));
    await eventually(() => outboxSize(olive.page), 0);
    await eventually(async () => (await commentsOfBeaPost()).map((comment) => [comment.content, comment.userId]), [[content, oliveUser.id]]);
    expect(requestsSince(mark).filter((request) => request === 'POST /api/comments')).toHaveLength(2);
    expect(uncaught(olive.errors)).toEqual([]);
  });
});

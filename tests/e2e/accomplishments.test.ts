/**
 * Decision 0006's browser journey: the production build on the real server (child process, fresh PGlite),
 * people on phones at 390x844. Ann shares one accomplishment with a photo into both of her games
 * from Home; Recent Activity shows it once with a '2 games' picker; both games show the post and
 * its resized photo, which a stranger may not fetch; Ben likes and comments; Ann ends a game from
 * its edit screen and redacts the post there. The API is used only to set up people and games.
 */
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  createGameByApi,
  endGameOnEditScreen,
  eventually,
  expectToast,
  joinGameByApi,
  journeySuite,
  screenshot,
  signUpOnPhone,
  signUpWithGame,
  uncaught,
  unique,
  VISIBLE,
  visible,
} from '../support/journey';

const journey = journeySuite();
const phone = (colorScheme: 'light' | 'dark' = 'light') => journey.phone({ colorScheme });

/** A real photo as a phone camera would give it: 1600x1200 (bigger than the app's 800x600), PNG. */
async function bigPhoto(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const width = 1600;
  const height = 1200;
  // A gradient rather than one flat colour, so the JPEG the app makes has something to encode.
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x / width) * 255);
      pixels[i + 1] = Math.round((y / height) * 255);
      pixels[i + 2] = 160;
    }
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
  return { name: 'sunrise.png', mimeType: 'image/png', buffer };
}

interface FetchedImage {
  status: number;
  contentType: string | null;
  /** The body, base64 (only for 200). */
  body: string | null;
}

/** GET of an image URL from the page (its cookies, through its service worker), like the <img> does. */
function fetchImage(page: Page, url: string): Promise<FetchedImage> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) return { status: response.status, contentType: response.headers.get('content-type'), body: null };
    const bytes = new Uint8Array(await response.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return { status: response.status, contentType: response.headers.get('content-type'), body: btoa(binary) };
  }, url);
}

/** Records every client-side navigation (history.pushState) of the page from now on. */
async function recordPushes(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const pushes: string[] = [];
    (window as unknown as { __pushes: string[] }).__pushes = pushes;
    const push = history.pushState.bind(history);
    history.pushState = (data: unknown, unused: string, url?: string | URL | null) => {
      if (url != null) pushes.push(new URL(String(url), location.href).pathname);
      push(data, unused, url);
    };
  });
  return () => page.evaluate(() => [...(window as unknown as { __pushes: string[] }).__pushes]);
}

/** The loaded photo of a post: waits until the browser has decoded it and answers its src. */
async function loadedImageSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: VISIBLE }).toBe(true);
  return (await image.getAttribute('src')) ?? '';
}

describe('accomplishments: share into two games, activity, photo, like, comment, redact (390x844)', () => {
  it('Ann shares, Ben reacts, Ann redacts after the game ends', async () => {
    const ann = await phone('light');
    const ben = await phone('dark');
    const stranger = await phone('light');
    const content = `Swam in the lake at dawn ${unique('swim')}`;
    const comment = 'That takes courage! Well done.';

    // Set-up by API: Ann and her two active games; Ben joins both; a stranger who is in neither.
    const { game: first } = await signUpWithGame(ann.page, 'Ann', 'Cold Showers');
    const second = await createGameByApi(ann.page, 'Sunrise Runs');
    await signUpOnPhone(ben.page, 'Ben');
    for (const game of [first, second]) {
      expect(game.inviteCode).toMatch(/^[A-Z0-9]{6}$/);
      await joinGameByApi(ben.page, game);
    }
    await signUpOnPhone(stranger.page, 'Sam');
    await stranger.page.goto('/');

    // 2. Ann shares from Home: text, both games, a big photo (previewed), Share.
    await ann.page.goto('/');
    await (await visible(ann.page.getByRole('main').getByRole('button', { name: 'Share Your Accomplishment' }))).click();
    const dialog = await visible(ann.page.getByRole('dialog', { name: 'Share Your Accomplishment' }));
    await (await visible(dialog.getByRole('textbox', { name: /What did you do/ }))).fill(content);
    for (const game of [first, second]) {
      const box = dialog.getByRole('checkbox', { name: game.name, exact: true });
      expect(await box.isChecked()).toBe(false);
      await box.click();
      expect(await box.isChecked()).toBe(true);
    }
    await dialog.getByLabel('Photo', { exact: true }).setInputFiles(await bigPhoto());
    const preview = await visible(dialog.getByRole('img', { name: 'Photo preview' }));
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: VISIBLE }).toBeGreaterThan(0);
    await visible(dialog.getByRole('button', { name: 'Change Photo' }));
    await screenshot(ann.page, 'accomplishments-share-dialog-light.png', { fullPage: true });
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    await expectToast(ann.page, 'Your accomplishment has been shared!');
    await dialog.waitFor({ state: 'hidden', timeout: VISIBLE });

    // 3. Recent Activity shows the share once, with a '2 games' picker listing both games.
    const activity = ann.page.getByRole('region', { name: 'Recent Activity' });
    const card = await visible(activity.getByRole('article', { name: /^Ann posted in / }));
    const picker = await visible(card.getByRole('button', { name: '2 games' }));
    expect(await activity.getByRole('article').filter({ hasText: content }).count()).toBe(1);
    const cardHref = await card.getByRole('link', { name: /^Ann posted in / }).getAttribute('href');
    expect([`/games/${first.id}`, `/games/${second.id}`]).toContain(cardHref);
    // Choose the game the card itself does NOT link to, so a card navigation would show.
    const chosen = cardHref === `/games/${first.id}` ? second : first;
    const pushes = await recordPushes(ann.page);
    await picker.click();
    const menu = await visible(ann.page.getByRole('menu'));
    // Both games, in no promised order.
    await expect
      .poll(async () => (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim()).sort(), { timeout: VISIBLE })
      .toEqual([first.name, second.name].sort());
    expect(new URL(ann.page.url()).pathname).toBe('/');
    await screenshot(ann.page, 'accomplishments-activity-light.png', { fullPage: true });
    await menu.getByRole('menuitem', { name: chosen.name, exact: true }).click();
    await ann.page.waitForURL((url) => url.pathname === `/games/${chosen.id}`, { timeout: VISIBLE });
    await visible(ann.page.getByRole('heading', { level: 1, name: chosen.name }));
    await menu.waitFor({ state: 'hidden', timeout: VISIBLE });
    expect(await pushes()).toEqual([`/games/${chosen.id}`]);

    // 4. Both games show the post with its photo; the photo was made at most 800x600, and only
    // people who may see the post get it.
    const imageUrls: string[] = [];
    for (const game of [second, first]) {
      await ann.page.goto(`/games/${game.id}`);
      await visible(ann.page.getByRole('heading', { level: 1, name: game.name }));
      const post = await visible(ann.page.getByRole('article', { name: 'Accomplishment by Ann' }));
      await visible(post.getByText(content, { exact: true }));
      const photo = await visible(post.getByRole('img', { name: 'Photo shared by Ann' }));
      const src = await loadedImageSource(photo);
      expect(src).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);
      // Its box (src/components/photo.module.css): 4:3 at the card's width, at most 296 px high.
      const box = (await photo.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(296);
      expect(Math.abs(box.width / box.height - 4 / 3)).toBeLessThan(0.02);
      imageUrls.push(src);
    }
    await screenshot(ann.page, 'accomplishments-game-post-light.png', { fullPage: true });
    for (const url of imageUrls) {
      const image = await fetchImage(ann.page, url);
      expect(image.status).toBe(200);
      expect(image.contentType).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(image.body ?? '', 'base64')).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBeGreaterThan(0);
      expect(meta.width).toBeLessThanOrEqual(800);
      expect(meta.height).toBeLessThanOrEqual(600);
      // Resized whole: still 4:3.
      expect(Math.abs((meta.width ?? 0) / (meta.height ?? 1) - 4 / 3)).toBeLessThan(0.01);
      expect([403, 404]).toContain((await fetchImage(stranger.page, url)).status);
    }

    // 5. Ben likes Ann's post and comments on it.
    await ben.page.goto(`/games/${first.id}`);
    const benPost = await visible(ben.page.getByRole('article', { name: 'Accomplishment by Ann' }));
    const like = benPost.getByRole('button', { name: /^Like, / });
    await visible(benPost.getByRole('button', { name: 'Like, 0 likes', exact: true }));
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await visible(benPost.getByRole('button', { name: 'Like, 1 like', exact: true }));
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    await benPost.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
    await benPost.getByRole('button', { name: 'Post comment' }).click();
    await expectToast(ben.page, 'Comment added successfully!');
    const benComments = await visible(benPost.getByRole('list', { name: 'Comments' }));
    await visible(benComments.getByRole('listitem').filter({ hasText: 'Ben' }).getByText(comment, { exact: true }));
    await visible(benPost.getByText('1 comment', { exact: true }));
    await eventually(() => benComments.getByRole('listitem', { name: 'Your comment, waiting to send' }).count(), 0);
    await screenshot(ben.page, 'accomplishments-game-liked-dark.png', { fullPage: true });

    // Ann (still on that game's page) reloads: the like and Ben's comment are there.
    expect(new URL(ann.page.url()).pathname).toBe(`/games/${first.id}`);
    await ann.page.reload();
    const annPost = await visible(ann.page.getByRole('article', { name: 'Accomplishment by Ann' }));
    await visible(annPost.getByRole('button', { name: 'Like, 1 like', exact: true }));
    await visible(annPost.getByRole('list', { name: 'Comments' }).getByText(comment, { exact: true }));

    // 6. Ann ends the game on its edit screen, and closes the celebration dialog it brings her.
    await endGameOnEditScreen(ann.page, first.id);
    const celebration = await visible(ann.page.getByRole('dialog', { name: 'Congratulations!' }));
    await celebration.getByRole('button', { name: 'Celebrate!' }).click();
    await celebration.waitFor({ state: 'detached', timeout: VISIBLE });

    // On the completed game the author may redact (not edit) the post.
    const endedPost = await visible(ann.page.getByRole('article', { name: 'Accomplishment by Ann' }));
    await endedPost.getByRole('button', { name: 'Post actions' }).click();
    const actions = await visible(ann.page.getByRole('menu'));
    await eventuallyNames(actions.getByRole('menuitem'), ['Redact Content', 'Remove Image']);
    await actions.getByRole('menuitem', { name: 'Redact Content' }).click();
    const confirm = await visible(ann.page.getByRole('dialog', { name: 'Redact Content' }));
    await confirm.getByRole('button', { name: 'Redact Content' }).click();
    await expectToast(ann.page, 'Post content redacted successfully!');
    await visible(endedPost.getByText('[Content Redacted]', { exact: true }));
    expect(await endedPost.getByText(content).count()).toBe(0);
    await screenshot(ann.page, 'accomplishments-redacted-light.png', { fullPage: true });

    // 7. Nobody's page threw.
    expect(uncaught(ann.errors)).toEqual([]);
    expect(uncaught(ben.errors)).toEqual([]);
    expect(uncaught(stranger.errors)).toEqual([]);
  });
});

/** Waits until the locator's elements read exactly `names`, in that order (menu items: their text is their name). */
async function eventuallyNames(items: Locator, names: string[]): Promise<void> {
  await expect
    .poll(async () => (await items.allInnerTexts()).map((text) => text.trim()), { timeout: VISIBLE })
    .toEqual(names);
}

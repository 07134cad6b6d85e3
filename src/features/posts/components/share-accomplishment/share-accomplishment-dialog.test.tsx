import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openShareAccomplishment, useShareAccomplishmentStore } from '@/app/share-accomplishment/share-accomplishment-store';
import { makeMyPost } from '@tests/support/client/activity-fixtures';
import { makeMyGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { failingRead } from '@tests/support/client/failing-read';
import { keptOffline } from '@tests/support/client/kept-offline';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';
import { processPhoto } from '@/lib/photo/process-photo';

// jsdom can't decode or draw images: the processor is stubbed; its sizing math has its own test.
vi.mock('@/lib/photo/process-photo', () => ({ processPhoto: vi.fn() }));

const coldShowers = makeMyGame(1, { name: 'Cold Showers' });
const publicSpeaking = makeMyGame(2, { name: 'Public Speaking' });
const upcoming = makeMyGame(3, { name: 'Marathon', status: 'upcoming' });
const processed = new Blob(['processed-jpeg'], { type: 'image/jpeg' });
const processedDataUrl = `data:image/jpeg;base64,${btoa('processed-jpeg')}`;

interface SentPost {
  body: { content: string; gameId: string; createdAt: string; image?: string | null };
  key: string | null;
}

/** Answers POST /api/posts (201, or `fail(gameId)`'s status) and records what was sent. */
function postsEndpoint(fail: (gameId: string) => number | null = () => null) {
  const sent: SentPost[] = [];
  const handler = http.post('/api/posts', async ({ request }) => {
    const body = (await request.json()) as SentPost['body'];
    sent.push({ body, key: request.headers.get('Idempotency-Key') });
    const status = fail(body.gameId);
    if (status) return HttpResponse.json({ message: 'This game has ended' }, { status });
    return HttpResponse.json(makeMyPost(sent.length, { content: body.content, gameId: body.gameId }), { status: 201 });
  });
  return { sent, handler };
}

async function openFromHome() {
  const view = renderApp('/');
  await view.user.click(await screen.findByRole('button', { name: 'Share Your Accomplishment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share Your Accomplishment' });
  // The body renders just after the dialog's frame (share-accomplishment-dialog.tsx).
  await waitFor(() => expect(dialog.querySelector('.mantine-Modal-body')?.childElementCount).toBeGreaterThan(0));
  return { ...view, dialog };
}

/** Opens the dialog the way the game page and the share target do. */
async function openWith(request: Parameters<typeof openShareAccomplishment>[0]) {
  const view = renderApp('/');
  await screen.findByRole('button', { name: 'Share Your Accomplishment' });
  act(() => openShareAccomplishment(request));
  const dialog = await screen.findByRole('dialog', { name: 'Share Your Accomplishment' });
  // The form shows once the games have answered; a loaded machine opens the dialog before that.
  await within(dialog).findByRole('textbox', { name: /What did you do/ });
  return { ...view, dialog };
}

const shareButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Share' });

beforeEach(() => {
  vi.mocked(processPhoto).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => act(() => useShareAccomplishmentStore.getState().close()));

describe('Share Your Accomplishment', () => {
  it('offers only active games and keeps Share disabled until a game is chosen', async () => {
    server.use(...signedInHandlers({ games: [coldShowers, publicSpeaking, upcoming] }));
    const { user, dialog } = await openFromHome();
    const games = within(dialog).getByRole('group', { name: /Games/ });
    expect(within(games).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(games).getByRole('checkbox', { name: 'Cold Showers' })).not.toBeChecked();
    expect(within(games).getByRole('checkbox', { name: 'Public Speaking' })).not.toBeChecked();
    expect(within(games).queryByRole('checkbox', { name: 'Marathon' })).not.toBeInTheDocument();
    expect(shareButton(dialog)).toBeDisabled();
    await user.click(within(games).getByRole('checkbox', { name: 'Cold Showers' }));
    expect(shareButton(dialog)).toBeEnabled();
    await user.click(within(games).getByRole('checkbox', { name: 'Cold Showers' }));
    expect(await within(dialog).findByText('Please select at least one game')).toBeInTheDocument();
    expect(shareButton(dialog)).toBeDisabled();
  });

  it("says 'Please describe your accomplishment' for blank text and sends nothing", async () => {
    const posts = postsEndpoint();
    server.use(...signedInHandlers({ games: [coldShowers] }), posts.handler);
    const { user, dialog } = await openFromHome();
    // The one active game is already chosen: nothing else to pick.
    expect(within(dialog).getByRole('checkbox', { name: 'Cold Showers' })).toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: /What did you do/ }), '   ');
    await user.click(shareButton(dialog));
    expect(await within(dialog).findByText('Please describe your accomplishment')).toBeInTheDocument();
    expect(posts.sent).toHaveLength(0);
  });

  it('counts the characters against the 2,000 limit', async () => {
    server.use(...signedInHandlers({ games: [coldShowers] }));
    const { user, dialog } = await openFromHome();
    const text = within(dialog).getByRole('textbox', { name: /What did you do/ });
    expect(text).toHaveAttribute('maxlength', '2000');
    expect(within(dialog).getByText('0/2000')).toBeInTheDocument();
    await user.type(text, 'Swam');
    expect(within(dialog).getByText('4/2000')).toBeInTheDocument();
  });

  it('sends one post per chosen game with the same text and moment and its own key, then confirms and closes', async () => {
    const posts = postsEndpoint();
    let activityCalls = 0;
    server.use(
      // Ahead of the default answers: the first matching handler answers.
      http.get('/api/activity', () => {
        activityCalls += 1;
        return HttpResponse.json([]);
      }),
      ...signedInHandlers({ games: [coldShowers, publicSpeaking] }),
      posts.handler,
    );
    const { user, dialog } = await openFromHome();
    await waitFor(() => expect(activityCalls).toBe(1));
    await user.type(within(dialog).getByRole('textbox', { name: /What did you do/ }), '  Took a cold shower  ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cold Showers' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Public Speaking' }));
    const before = Date.now();
    await user.click(shareButton(dialog));
    expect(await screen.findByText('Your accomplishment has been shared!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share Your Accomplishment' })).not.toBeInTheDocument());

    expect(posts.sent.map((post) => post.body.gameId).sort()).toEqual([coldShowers.id, publicSpeaking.id].sort());
    const [first, second] = posts.sent as [SentPost, SentPost];
    expect(first.body.content).toBe('Took a cold shower');
    expect(second.body.content).toBe(first.body.content);
    expect(second.body.createdAt).toBe(first.body.createdAt);
    expect(Math.abs(Date.parse(first.body.createdAt) - before)).toBeLessThan(10_000);
    expect(first.body.image ?? null).toBeNull();
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.key).not.toBe(first.key);
    // The feed (and the other post views) refresh.
    await waitFor(() => expect(activityCalls).toBe(2));
  });

  it("says 'Failed to share your accomplishment. Please try again.' and stays open when the server refuses", async () => {
    const posts = postsEndpoint(() => 400);
    server.use(...signedInHandlers({ games: [coldShowers] }), posts.handler);
    const { user, dialog } = await openFromHome();
    await user.type(within(dialog).getByRole('textbox', { name: /What did you do/ }), 'Sang in public');
    await user.click(shareButton(dialog));
    expect(await screen.findByText('Failed to share your accomplishment. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Share Your Accomplishment' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /What did you do/ })).toHaveValue('Sang in public');
  });

  it('offline, keeps the share in the outbox, says so and closes; it shows as waiting to send', async () => {
    server.use(...signedInHandlers({ games: [coldShowers] }), http.post('/api/posts', () => HttpResponse.error()));
    const { user, dialog } = await openFromHome();
    await user.type(within(dialog).getByRole('textbox', { name: /What did you do/ }), 'Swam at dawn');
    await user.click(shareButton(dialog));
    const waiting = await keptOffline("You're offline. Your accomplishment will be shared as soon as you're back online.", () =>
      expect(screen.queryByRole('dialog', { name: 'Share Your Accomplishment' })).not.toBeInTheDocument(),
    );
    expect(waiting).toMatchObject({ kind: 'post', status: 'pending', payload: { gameId: coldShowers.id, content: 'Swam at dawn' } });
  });

  it('names the games that failed, keeps only those chosen, and resends them with the same moment and key', async () => {
    let failing = true;
    const posts = postsEndpoint((gameId) => (failing && gameId === publicSpeaking.id ? 400 : null));
    server.use(...signedInHandlers({ games: [coldShowers, publicSpeaking] }), posts.handler);
    const { user, dialog } = await openFromHome();
    await user.type(within(dialog).getByRole('textbox', { name: /What did you do/ }), 'Spoke up');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cold Showers' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Public Speaking' }));
    await user.click(shareButton(dialog));
    expect(await screen.findByText('Shared to Cold Showers')).toBeInTheDocument();
    expect(screen.getByText('Failed to share your accomplishment to Public Speaking. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Cold Showers' })).not.toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Public Speaking' })).toBeChecked();

    failing = false;
    await user.click(shareButton(dialog));
    expect(await screen.findByText('Your accomplishment has been shared!')).toBeInTheDocument();
    const [, failed, resent] = posts.sent as [SentPost, SentPost, SentPost];
    expect(posts.sent).toHaveLength(3);
    expect(failed.body.gameId).toBe(publicSpeaking.id);
    expect(resent.body).toEqual(failed.body);
    expect(resent.key).toBe(failed.key);
  });

  it('preselects the game it was opened for and prefills shared text and photo', async () => {
    const posts = postsEndpoint();
    vi.mocked(processPhoto).mockResolvedValue(processed);
    server.use(...signedInHandlers({ games: [coldShowers, publicSpeaking] }), posts.handler);
    const shared = new Blob(['raw-photo'], { type: 'image/png' });
    const { user, dialog } = await openWith({ gameId: publicSpeaking.id, content: 'Shared from my gallery', photo: shared });
    expect(within(dialog).getByRole('checkbox', { name: 'Public Speaking' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Cold Showers' })).not.toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /What did you do/ })).toHaveValue('Shared from my gallery');
    // The shared photo is resized like a picked one.
    expect(await within(dialog).findByRole('img', { name: 'Photo preview' })).toHaveAttribute('src', 'blob:preview');
    expect(processPhoto).toHaveBeenCalledWith(shared);
    await user.click(shareButton(dialog));
    expect(await screen.findByText('Your accomplishment has been shared!')).toBeInTheDocument();
    expect(posts.sent).toHaveLength(1);
    expect(posts.sent[0]?.body).toMatchObject({ gameId: publicSpeaking.id, content: 'Shared from my gallery', image: processedDataUrl });
  });

  it('ignores a preselected game that is not active', async () => {
    server.use(...signedInHandlers({ games: [coldShowers, publicSpeaking, upcoming] }));
    const { dialog } = await openWith({ gameId: upcoming.id });
    expect(within(dialog).getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('adds a picked photo with a preview, and removes it again', async () => {
    const posts = postsEndpoint();
    vi.mocked(processPhoto).mockResolvedValue(processed);
    server.use(...signedInHandlers({ games: [coldShowers] }), posts.handler);
    const { user, dialog } = await openFromHome();
    const input = within(dialog).getByLabelText('Photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    const picked = new File(['big-photo'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    await user.upload(input, picked);
    expect(await within(dialog).findByRole('img', { name: 'Photo preview' })).toBeInTheDocument();
    expect(processPhoto).toHaveBeenCalledWith(picked);
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(within(dialog).queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add Photo' })).toBeInTheDocument();

    await user.upload(input, picked);
    await within(dialog).findByRole('img', { name: 'Photo preview' });
    await user.type(within(dialog).getByRole('textbox', { name: /What did you do/ }), 'Cold shower, photo proof');
    await user.click(shareButton(dialog));
    expect(await screen.findByText('Your accomplishment has been shared!')).toBeInTheDocument();
    expect(posts.sent[0]?.body.image).toBe(processedDataUrl);
  });

  it("says 'Failed to process image. Please try a different photo.' when the photo can't be read", async () => {
    vi.mocked(processPhoto).mockRejectedValue(new Error('decode failed'));
    server.use(...signedInHandlers({ games: [coldShowers] }));
    const { user, dialog } = await openFromHome();
    await user.upload(within(dialog).getByLabelText('Photo'), new File(['nope'], 'broken.png', { type: 'image/png' }));
    expect(await screen.findByText('Failed to process image. Please try a different photo.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: 'Photo preview' })).not.toBeInTheDocument();
    expect(shareButton(dialog)).toBeEnabled();
  });

  it('says so, with a way forward, when there is no active game to share into', async () => {
    server.use(...signedInHandlers({ games: [upcoming] }));
    const { user, dialog } = await openFromHome();
    expect(within(dialog).getByText('You have no active games')).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Discover games' }));
    await waitFor(() => expect(window.location.pathname).toBe('/discover'));
    expect(screen.queryByRole('dialog', { name: 'Share Your Accomplishment' })).not.toBeInTheDocument();
  });

  it('offers to try again when the games could not be loaded', async () => {
    const read = failingRead('/api/games', 'Down', [coldShowers]);
    server.use(read.handler, ...signedInHandlers());
    const { user, dialog } = await openFromHome();
    expect(await within(dialog).findByText('Your games could not be loaded')).toBeInTheDocument();
    read.recover();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('checkbox', { name: 'Cold Showers' })).toBeChecked();
  });
});

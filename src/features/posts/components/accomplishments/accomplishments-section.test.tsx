import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useShareAccomplishmentStore } from '@/app/share-accomplishment/share-accomplishment-store';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { testUser } from '@tests/support/client/fixtures';
import { makeGame, participant } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { failingRead } from '@tests/support/client/failing-read';
import { server } from '@tests/support/client/msw-server';
import { GAME_ID, makePost, postsHandler } from '@tests/support/client/post-fixtures';
import { gameSectionsHandlers } from '@tests/support/client/game-end-fixtures';
import { renderApp } from '@tests/support/client/render-app';
import { renderPosts, renderSection } from '@tests/support/client/render-posts';

const pageOf = (from: number, count: number) => Array.from({ length: count }, (_, i) => makePost(from + i));

const section = () => screen.findByRole('region', { name: 'Accomplishments' });
const pager = () => screen.getByRole('navigation', { name: 'Accomplishments pages' });

describe('Accomplishments section', () => {
  it('pages with Previous / Next and shows the page number', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/posts', ({ request }) => {
        asked.push(new URL(request.url).search);
        // Falls through to the next handler, which answers.
        return undefined;
      }),
      postsHandler([
        { posts: pageOf(1, 20), hasMore: true },
        { posts: pageOf(21, 3), hasMore: false },
      ]),
    );
    const { user } = renderSection();
    expect(await screen.findByText('Accomplishment 1')).toBeInTheDocument();
    expect(within(pager()).getByText('Page 1')).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Accomplishment 21')).toBeInTheDocument();
    expect(within(pager()).getByText('Page 2')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toBeEnabled();

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Accomplishment 1')).toBeInTheDocument();
    expect(within(pager()).getByText('Page 1')).toBeInTheDocument();
    expect(asked).toContain(`?gameId=${GAME_ID}&page=2&limit=20`);
  });

  it('invites a participant of an active game to share first', async () => {
    const { user, onShare } = renderPosts([]);
    const region = await section();
    expect(await within(region).findByText('No accomplishments shared yet')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Be the first to share' }));
    expect(onShare).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'Accomplishments pages' })).not.toBeInTheDocument();
  });

  it('has no share button in a completed game or for someone not taking part', async () => {
    const completed = renderPosts([], { status: 'completed' });
    expect(await screen.findByText('No accomplishments shared yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Be the first to share' })).not.toBeInTheDocument();
    completed.unmount();

    renderPosts([], { isParticipant: false });
    expect(await screen.findByText('No accomplishments shared yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Be the first to share' })).not.toBeInTheDocument();
  });

  it('shows nothing and asks for nothing before the game starts', async () => {
    let asked = false;
    server.use(
      http.get('/api/posts', () => {
        asked = true;
        return HttpResponse.json({ posts: [], hasMore: false });
      }),
    );
    renderPosts([], { status: 'upcoming' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Accomplishments' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('shows a loading state, then a failure with a way to try again', async () => {
    const read = failingRead('/api/posts', 'Database unavailable', { posts: [makePost(1)], hasMore: false });
    server.use(read.handler);
    const { user } = renderSection();
    expect(screen.getByRole('status', { name: 'Loading accomplishments' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch accomplishments')).toBeInTheDocument();
    read.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Accomplishment 1')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch accomplishments')).not.toBeInTheDocument();
  });
});

describe('Accomplishments on the game page', () => {
  it('follows the header and opens Share Your Accomplishment for this game', async () => {
    const game = makeGame(1, { name: 'Cold Showers' });
    server.use(
      ...signedInHandlers(),
      http.get(`/api/games/${game.id}`, () => HttpResponse.json(game)),
      postsHandler([{ posts: [], hasMore: false }]),
      // The sections beside it (scores, groups) answered empty.
      ...gameSectionsHandlers(),
    );
    const { user } = renderApp(`/games/${game.id}`);
    const region = await section();
    await user.click(await within(region).findByRole('button', { name: 'Be the first to share' }));
    await waitFor(() => expect(useShareAccomplishmentStore.getState().request).toEqual({ gameId: game.id }));
    useShareAccomplishmentStore.getState().close();
  });

  it('lists the posts of an active game with their authors', async () => {
    const game = makeGame(1, { participants: [participant(testUser)] });
    server.use(
      ...signedInHandlers(),
      http.get(`/api/games/${game.id}`, () => HttpResponse.json(game)),
      postsHandler([{ posts: [makePost(1)], hasMore: false }]),
      // The sections beside it (scores, groups) answered empty.
      ...gameSectionsHandlers(),
    );
    renderApp(`/games/${game.id}`);
    const article = await screen.findByRole('article', { name: 'Accomplishment by Grace Hopper' });
    expect(within(article).getByText('5m ago')).toBeInTheDocument();
    expect(within(article).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(article).getByText('Accomplishment 1')).toBeInTheDocument();
  });

  it("shows my posts still in the outbox on top of the first page, marked as waiting, instead of the empty state", async () => {
    server.use(http.post('/api/posts', () => HttpResponse.error()));
    const waiting = { gameName: 'Cold Showers', createdAt: '2026-11-22T10:00:00.000Z', photo: null };
    await appOutbox.enqueue(testUser.id, { kind: 'post', payload: { ...waiting, gameId: GAME_ID, content: 'Swam at dawn' } });
    await appOutbox.enqueue(testUser.id, { kind: 'post', payload: { ...waiting, gameId: '5a0b7c1e-0000-4000-8000-00000000beef', content: 'Elsewhere' } });
    renderPosts([]);
    const card = await screen.findByRole('article', { name: 'Your accomplishment, waiting to send' });
    expect(within(card).getByText('Swam at dawn')).toBeInTheDocument();
    expect(within(card).getByText('Waiting to send')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(screen.queryByText('No accomplishments shared yet')).not.toBeInTheDocument();
  });

  it('offers Share Your Accomplishment above the posts to participants of an active game only', async () => {
    const { user, onShare } = renderPosts([makePost(1)]);
    await screen.findByText('Accomplishment 1');
    await user.click(screen.getByRole('button', { name: 'Share Your Accomplishment' }));
    expect(onShare).toHaveBeenCalledTimes(1);
  });

  it('has no Share button for a completed game or a non-participant', async () => {
    renderPosts([makePost(1)], { status: 'completed' });
    await screen.findByText('Accomplishment 1');
    expect(screen.queryByRole('button', { name: 'Share Your Accomplishment' })).not.toBeInTheDocument();
  });
});

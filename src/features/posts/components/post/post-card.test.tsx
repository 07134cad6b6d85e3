import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { dateText } from '@/lib/format/dates';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { testUser } from '@tests/support/client/fixtures';
import { server } from '@tests/support/client/msw-server';
import { imageUrl, makeComment, makePost, myPost } from '@tests/support/client/post-fixtures';
import { postArticle, renderPosts, renderSection } from '@tests/support/client/render-posts';

const likeUrl = `/api/posts/${makePost(1).id}/upvote`;

describe('post card', () => {
  it('shows author, age, text, a photo at most 296 px high, likes and comments', async () => {
    renderPosts([makePost(1, { image: imageUrl(1), _count: { upvotes: 3, comments: 1 }, comments: [makeComment(1)] })]);
    const article = await postArticle('Grace Hopper');
    expect(within(article).getByText('5m ago')).toBeInTheDocument();
    expect(within(article).getByText('Accomplishment 1')).toBeInTheDocument();
    const photo = within(article).getByRole('img', { name: 'Photo shared by Grace Hopper' });
    expect(photo).toHaveAttribute('src', imageUrl(1));
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(within(article).getByRole('button', { name: 'Like, 3 likes' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(article).getByText('1 comment')).toBeInTheDocument();
  });

  it('writes the exact time as a tooltip when a pointer comes over the age', async () => {
    const post = makePost(1);
    const { user } = renderPosts([post]);
    const age = within(await postArticle('Grace Hopper')).getByText('5m ago');
    expect(age).not.toHaveAttribute('title');
    await user.hover(age);
    expect(age).toHaveAttribute('title', dateText(post.createdAt, 'exact'));
  });

  it("shows a redacted post's text as '[Content Redacted]' in italics", async () => {
    renderPosts([makePost(1, { content: '', isRedacted: true, game: { name: 'Cold Showers', status: 'completed' } })], {
      status: 'completed',
    });
    const article = await postArticle('Grace Hopper');
    expect(within(article).getByText('[Content Redacted]')).toHaveStyle({ fontStyle: 'italic' });
  });

  it('likes at once, before the server answers, with PUT and the state to set, then keeps the server count', async () => {
    let answer: (() => void) | null = null;
    let sent: { key: string | null; body: unknown } | undefined;
    // Someone else liked it meanwhile: the server's count is 5, and the page read afterwards says so.
    let post = makePost(1, { _count: { upvotes: 3, comments: 0 } });
    server.use(
      http.put(likeUrl, async ({ request }) => {
        sent = { key: request.headers.get('Idempotency-Key'), body: await request.json() };
        await new Promise<void>((resolve) => (answer = resolve));
        post = { ...post, isUpvoted: true, _count: { upvotes: 5, comments: 0 } };
        return HttpResponse.json({ upvoted: true, count: 5 });
      }),
      http.get('/api/posts', () => HttpResponse.json({ posts: [post], hasMore: false })),
    );
    const { user } = renderSection();
    const article = await postArticle('Grace Hopper');
    await user.click(within(article).getByRole('button', { name: 'Like, 3 likes' }));
    const liked = await within(article).findByRole('button', { name: 'Like, 4 likes, waiting to send' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(answer).not.toBeNull());
    expect(sent?.body).toEqual({ upvoted: true });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    answer!();
    expect(await within(article).findByRole('button', { name: 'Like, 5 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("says 'Not Allowed' for a like of one's own post and takes the like back", async () => {
    server.use(
      http.put(likeUrl, async () => {
        await delay(20);
        return HttpResponse.json({ message: 'You cannot like your own post' }, { status: 400 });
      }),
    );
    const { user } = renderPosts([myPost(1)]);
    const article = await postArticle('Ada Lovelace');
    await user.click(within(article).getByRole('button', { name: 'Like, 0 likes' }));
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
    expect(screen.getByText('You cannot like your own post')).toBeInTheDocument();
    const button = await within(article).findByRole('button', { name: 'Like, 0 likes' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'Failed to toggle upvote' for any other refusal", async () => {
    server.use(http.put(likeUrl, () => HttpResponse.json({ message: 'Post not found' }, { status: 404 })));
    const { user } = renderPosts([makePost(1, { isUpvoted: true, _count: { upvotes: 1, comments: 0 } })]);
    const article = await postArticle('Grace Hopper');
    await user.click(within(article).getByRole('button', { name: 'Like, 1 like' }));
    expect(await screen.findByText('Failed to toggle upvote')).toBeInTheDocument();
    expect(await within(article).findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps a like the server could not take now (offline, 5xx) as waiting, and like + unlike sends nothing', async () => {
    let calls = 0;
    server.use(
      http.put(likeUrl, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
      }),
    );
    const { user } = renderPosts([makePost(1, { _count: { upvotes: 1, comments: 0 } })]);
    const article = await postArticle('Grace Hopper');
    await user.click(within(article).getByRole('button', { name: 'Like, 1 like' }));
    const waiting = await within(article).findByRole('button', { name: 'Like, 2 likes, waiting to send' });
    expect(waiting).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Failed to toggle upvote')).not.toBeInTheDocument();
    expect(calls).toBe(1);

    await user.click(waiting);
    expect(await within(article).findByRole('button', { name: 'Like, 1 like' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toBe(1);
  });
});

describe('post comments', () => {
  const comments = [1, 2, 3, 4].map((n) => makeComment(n));

  it('shows the newest 2 comments and expands to all of them', async () => {
    const { user } = renderPosts([makePost(1, { comments, _count: { upvotes: 0, comments: 4 } })]);
    const article = await postArticle('Grace Hopper');
    const list = within(article).getByRole('list', { name: 'Comments' });
    expect(within(list).getAllByRole('listitem').map((li) => within(li).getByText(/^Comment/).textContent)).toEqual([
      'Comment 3',
      'Comment 4',
    ]);
    const toggle = within(article).getByRole('button', { name: 'View all 4 comments' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(article).getByRole('button', { name: 'Show fewer comments' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(article).getByRole('button', { name: 'Show fewer comments' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no expand control with 2 comments or fewer', async () => {
    renderPosts([makePost(1, { comments: comments.slice(0, 2) })]);
    const article = await postArticle('Grace Hopper');
    expect(within(article).getAllByRole('listitem')).toHaveLength(2);
    expect(within(article).queryByRole('button', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('adds a trimmed comment with an Idempotency-Key, then clears the input', async () => {
    let sent: { body: unknown; key: string | null } | null = null;
    server.use(
      http.post('/api/comments', async ({ request }) => {
        sent = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
        return HttpResponse.json(makeComment(9, { user: testUser, userId: testUser.id }), { status: 201 });
      }),
    );
    const { user } = renderPosts([makePost(1)]);
    const article = await postArticle('Grace Hopper');
    const input = within(article).getByRole('textbox', { name: 'Add a comment' });
    const send = within(article).getByRole('button', { name: 'Post comment' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.type(input, 'Well done!  ');
    await user.click(send);
    expect(await screen.findByText('Comment added successfully!')).toBeInTheDocument();
    expect(sent!.body).toEqual({ content: 'Well done!', postId: makePost(1).id });
    expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it("says 'Failed to add comment' and keeps the text when the server refuses it", async () => {
    server.use(http.post('/api/comments', () => HttpResponse.json({ message: 'Post not found' }, { status: 404 })));
    const { user } = renderPosts([makePost(1)]);
    const article = await postArticle('Grace Hopper');
    const input = within(article).getByRole('textbox', { name: 'Add a comment' });
    await user.type(input, 'Well done!{Enter}');
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    expect(input).toHaveValue('Well done!');
  });

  it('offline, keeps the comment in the outbox, says so, clears the input and shows it as waiting', async () => {
    server.use(http.post('/api/comments', () => HttpResponse.error()));
    const { user } = renderPosts([makePost(1)]);
    const article = await postArticle('Grace Hopper');
    const input = within(article).getByRole('textbox', { name: 'Add a comment' });
    await user.type(input, 'Well done!{Enter}');
    expect(await screen.findByText("You're offline. Your comment will be posted as soon as you're back online.")).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue(''));
    const waiting = await within(article).findByRole('listitem', { name: 'Your comment, waiting to send' });
    expect(waiting).toHaveTextContent('Well done!');
    expect(waiting).toHaveTextContent('Waiting to send');
  });

  it("a session that ended (401) says 'Unauthorized', not 'offline', keeps the comment for the same person and goes to login", async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    server.use(http.post('/api/comments', () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 })));
    const { user } = renderPosts([makePost(1)]);
    const article = await postArticle('Grace Hopper');
    await user.type(within(article).getByRole('textbox', { name: 'Add a comment' }), 'Well done!{Enter}');
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/login\?returnTo=/)));
    expect(screen.queryByText('Saved on this device')).not.toBeInTheDocument();
    expect(screen.queryByText(/You're offline/)).not.toBeInTheDocument();
    expect((await appOutbox.list(testUser.id)).map((entry) => [entry.kind, entry.status])).toEqual([['comment', 'needs-sign-in']]);
    assign.mockRestore();
  });

  it("lets only a comment's author delete it", async () => {
    const mine = makeComment(2, { user: testUser, userId: testUser.id, content: 'Mine' });
    let deleted = '';
    server.use(
      http.delete('/api/comments/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderPosts([makePost(1, { comments: [makeComment(1), mine] })]);
    const article = await postArticle('Grace Hopper');
    const buttons = within(article).getAllByRole('button', { name: 'Delete comment' });
    expect(buttons).toHaveLength(1);
    expect(within(within(article).getByText('Mine').closest('li')!).getByRole('button', { name: 'Delete comment' })).toBe(
      buttons[0],
    );
    await user.click(buttons[0]!);
    // It asks first, as Delete Post does (decision 0053): Cancel sends nothing.
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Comment' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe('');
    await user.click(buttons[0]!);
    // The list's refresh never answers from here: the comment goes with the answer to DELETE.
    server.use(http.get('/api/posts', () => delay('infinite')));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Comment' })).getByRole('button', { name: 'Delete Comment' }));
    expect(await screen.findByText('Comment deleted successfully!')).toBeInTheDocument();
    expect(deleted).toBe(mine.id);
    await waitFor(() => expect(within(article).queryByText('Mine')).not.toBeInTheDocument());
    expect(within(article).getByText('1 comment')).toBeInTheDocument();
  });

  it("says 'Failed to delete comment' when it fails", async () => {
    server.use(http.delete('/api/comments/:id', () => HttpResponse.json({ message: 'Nope' }, { status: 500 })));
    const mine = makeComment(2, { user: testUser, userId: testUser.id });
    const { user } = renderPosts([makePost(1, { comments: [mine] })]);
    const article = await postArticle('Grace Hopper');
    await user.click(within(article).getByRole('button', { name: 'Delete comment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Comment' })).getByRole('button', { name: 'Delete Comment' }));
    expect(await screen.findByText('Failed to delete comment')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Comment' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSafetyRequestStore } from '@/lib/safety-requests';
import { server } from '@tests/support/client/msw-server';
import { imageUrl, makePost, myPost } from '@tests/support/client/post-fixtures';
import { postArticle, renderPosts } from '@tests/support/client/render-posts';

const completedGame = { name: 'Cold Showers', status: 'completed' as const };
const postUrl = `/api/posts/${myPost(1).id}`;

async function openMenu(user: ReturnType<typeof renderPosts>['user']) {
  const article = await postArticle('Ada Lovelace');
  await user.click(within(article).getByRole('button', { name: 'Post actions' }));
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

/** Records the calls to one URL and answers them with `status`. */
function answer(method: 'patch' | 'delete', url: string, status = 200) {
  const calls: unknown[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      calls.push(method === 'patch' ? await request.text() : null);
      if (status >= 400) return HttpResponse.json({ message: 'Nope' }, { status });
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json(myPost(1));
    }),
  );
  return calls;
}

describe("the author's post actions", () => {
  it('offers Edit Post, Remove Image and Delete Post in an active game', async () => {
    const { user } = renderPosts([myPost(1, { image: imageUrl(1) })]);
    expect(itemNames(await openMenu(user))).toEqual(['Edit Post', 'Remove Image', 'Delete Post']);
  });

  it('leaves Remove Image out when there is no photo', async () => {
    const { user } = renderPosts([myPost(1)]);
    expect(itemNames(await openMenu(user))).toEqual(['Edit Post', 'Delete Post']);
  });

  it('offers Redact Content and Remove Image in a completed game', async () => {
    const { user } = renderPosts([myPost(1, { image: imageUrl(1), game: completedGame })], { status: 'completed' });
    expect(itemNames(await openMenu(user))).toEqual(['Redact Content', 'Remove Image']);
  });

  it("gives nobody the author's actions on someone else's post, only 'Report' (not on a removed one)", async () => {
    const { user } = renderPosts([
      makePost(1, { image: imageUrl(1) }),
      makePost(2, { image: imageUrl(2), game: completedGame }),
      makePost(3, { content: '[Removed by moderators]', isRemoved: true }),
    ]);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(3);
    expect(within(articles[2]!).queryByRole('button', { name: 'Post actions' })).not.toBeInTheDocument();
    await user.click(within(articles[0]!).getByRole('button', { name: 'Post actions' }));
    const menu = await screen.findByRole('menu');
    expect(itemNames(menu)).toEqual(['Report']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Report' }));
    expect(useSafetyRequestStore.getState().request).toEqual({
      kind: 'report',
      target: { targetType: 'post', targetId: makePost(1).id, description: 'Post by Grace Hopper' },
    });
    useSafetyRequestStore.getState().close();
  });

  it('edits the text (trimmed, not empty) and says so', async () => {
    const calls = answer('patch', postUrl);
    const { user } = renderPosts([myPost(1)]);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Edit Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const field = within(dialog).getByRole('textbox', { name: 'Accomplishment' });
    expect(field).toHaveValue('Accomplishment 1');
    await user.clear(field);
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Please describe your accomplishment')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(field);
    await user.type(field, ' Ran 10 km ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
    expect(calls).toEqual([JSON.stringify({ content: 'Ran 10 km' })]);
    expect(screen.queryByRole('dialog', { name: 'Edit Post' })).not.toBeInTheDocument();
  });

  it("says 'Failed to update post' and keeps the dialog open", async () => {
    answer('patch', postUrl, 500);
    const { user } = renderPosts([myPost(1)]);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Edit Post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update post')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Post' })).toBeInTheDocument();
  });

  it('asks before deleting; Cancel changes nothing', async () => {
    const calls = answer('delete', postUrl, 204);
    const { user } = renderPosts([myPost(1)]);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Delete Post' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);

    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Delete Post' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByText('Post deleted successfully!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('takes a deleted post off the list at once, before the list is read again (decision 0053)', async () => {
    answer('delete', postUrl, 204);
    const { user } = renderPosts([myPost(1)]);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Delete Post' }));
    // From now on the list's refresh never answers: only the answer to DELETE can take the post away.
    server.use(http.get('/api/posts', () => delay('infinite')));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByText('Post deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Accomplishment by Ada Lovelace' })).not.toBeInTheDocument());
  });

  it("says 'Failed to delete post'", async () => {
    answer('delete', postUrl, 500);
    const { user } = renderPosts([myPost(1)]);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Delete Post' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete Post' })).getByRole('button', { name: 'Delete Post' }));
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
  });

  it('warns that redacting is irreversible, then redacts', async () => {
    const calls = answer('patch', `${postUrl}/redact`);
    const { user } = renderPosts([myPost(1, { game: completedGame })], { status: 'completed' });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Redact Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redact Content' });
    expect(within(dialog).getByText(/irreversible/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Redact Content' }));
    expect(await screen.findByText('Post content redacted successfully!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says 'Failed to redact post'", async () => {
    answer('patch', `${postUrl}/redact`, 500);
    const { user } = renderPosts([myPost(1, { game: completedGame })], { status: 'completed' });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Redact Content' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Redact Content' })).getByRole('button', { name: 'Redact Content' }),
    );
    expect(await screen.findByText('Failed to redact post')).toBeInTheDocument();
  });

  it('asks before removing the photo, then removes it', async () => {
    const calls = answer('patch', `${postUrl}/remove-image`);
    const { user } = renderPosts([myPost(1, { image: imageUrl(1), game: completedGame })], { status: 'completed' });
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Remove Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Image' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Image' }));
    expect(await screen.findByText('Image removed successfully!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it("says 'Failed to remove image'", async () => {
    answer('patch', `${postUrl}/remove-image`, 500);
    const { user } = renderPosts([myPost(1, { image: imageUrl(1) })]);
    await user.click(within(await openMenu(user)).getByRole('menuitem', { name: 'Remove Image' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove Image' })).getByRole('button', { name: 'Remove Image' }));
    expect(await screen.findByText('Failed to remove image')).toBeInTheDocument();
  });
});

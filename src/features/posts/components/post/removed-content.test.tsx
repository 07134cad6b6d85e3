import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeComment, makePost, myPost } from '@tests/support/client/post-fixtures';
import { postArticle, renderPosts } from '@tests/support/client/render-posts';

const REMOVED = '[Removed by moderators]';

describe('content hidden by moderators (decision 0040)', () => {
  it("reads '[Removed by moderators]' in italics to others, without 'Report'; its author reads the text, marked", async () => {
    renderPosts([
      makePost(1, {
        content: REMOVED,
        isRemoved: true,
        comments: [makeComment(1, { content: REMOVED, isRemoved: true }), makeComment(2, { content: 'Nice one' })],
      }),
      myPost(2, { content: 'My own words', isRemoved: true, comments: [makeComment(3, { content: 'Mine too', isRemoved: true, user: testUser, userId: testUser.id })] }),
    ]);
    const theirs = await postArticle('Grace Hopper');
    const removed = within(theirs).getAllByText(REMOVED);
    expect(removed).toHaveLength(2);
    for (const text of removed) expect(text).toHaveStyle({ fontStyle: 'italic' });
    expect(within(theirs).queryByText('Removed by moderators')).not.toBeInTheDocument();
    expect(within(theirs).queryByRole('button', { name: 'Post actions' })).not.toBeInTheDocument();
    // The hidden comment has no menu; the shown one offers 'Report'.
    expect(within(theirs).getAllByRole('button', { name: 'Actions for comment by Grace Hopper' })).toHaveLength(1);

    const mine = await postArticle('Ada Lovelace');
    expect(within(mine).getByText('My own words')).toBeInTheDocument();
    expect(within(mine).getByText('Mine too')).toBeInTheDocument();
    expect(within(mine).getAllByText('Removed by moderators')).toHaveLength(2);
    expect(within(mine).queryByText(REMOVED)).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });
});

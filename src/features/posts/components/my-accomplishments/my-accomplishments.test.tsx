import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMyPost } from '@tests/support/client/activity-fixtures';
import { uuid } from '@tests/support/client/game-fixtures';
import { failingRead } from '@tests/support/client/failing-read';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { MyAccomplishments } from './my-accomplishments';

/** Page 1 has 20 posts and more to come; page 2 has 3 and is the last. */
function pagedHandler(requests: string[]) {
  return http.get('/api/user/accomplishments', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(`${params.get('page')}/${params.get('limit')}`);
    const page = Number(params.get('page'));
    const count = page === 1 ? 20 : 3;
    const posts = Array.from({ length: count }, (_, i) => makeMyPost(page * 100 + i));
    return HttpResponse.json({ posts, hasMore: page === 1 });
  });
}

describe('MyAccomplishments', () => {
  it('pages with Previous / Next and the page number, 20 to a page', async () => {
    const requests: string[] = [];
    server.use(pagedHandler(requests));
    const { user } = renderWithProviders(<MyAccomplishments />);
    expect(screen.getByRole('status', { name: 'Loading accomplishments' })).toBeInTheDocument();
    expect(await screen.findByText('My accomplishment 100')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    const pager = screen.getByRole('navigation', { name: 'Accomplishments pages' });
    expect(within(pager).getByText('Page 1')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('My accomplishment 200')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(within(pager).getByText('Page 2')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('My accomplishment 100')).toBeInTheDocument();
    expect(requests).toEqual(['1/20', '2/20']);
  });

  it('shows content, photo, upvote and comment counts, and links the game', async () => {
    const gameId = uuid(7, '1000');
    server.use(
      http.get('/api/user/accomplishments', () =>
        HttpResponse.json({
          posts: [
            makeMyPost(1, {
              gameId,
              game: { name: 'Cold Showers', status: 'active' },
              image: `/api/images/${uuid(1, '5000')}`,
              _count: { upvotes: 3, comments: 1 },
            }),
            makeMyPost(2, { content: '', isRedacted: true }),
          ],
          hasMore: false,
        }),
      ),
    );
    renderWithProviders(<MyAccomplishments />);
    const card = await screen.findByRole('article', { name: 'Accomplishment in Cold Showers' });
    expect(within(card).getByText('My accomplishment 1')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Accomplishment' })).toBeInTheDocument();
    expect(within(card).getByText('3 upvotes')).toBeInTheDocument();
    expect(within(card).getByText('1 comment')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Cold Showers' })).toHaveAttribute('href', `/games/${gameId}`);
    expect(screen.getByText('[Content Redacted]')).toHaveStyle({ fontStyle: 'italic' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says so when I have not shared anything yet', async () => {
    server.use(http.get('/api/user/accomplishments', () => HttpResponse.json({ posts: [], hasMore: false })));
    renderWithProviders(<MyAccomplishments />);
    expect(await screen.findByText('No accomplishments yet')).toBeInTheDocument();
  });

  it("toasts 'Failed to fetch accomplishments' and offers Try again", async () => {
    const read = failingRead('/api/user/accomplishments', 'Boom', { posts: [makeMyPost(1)], hasMore: false });
    server.use(read.handler);
    const { user } = renderWithProviders(<MyAccomplishments />);
    expect(await screen.findByText('Failed to fetch accomplishments')).toBeInTheDocument();
    expect(screen.getByText('Your accomplishments could not be loaded')).toBeInTheDocument();
    read.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('My accomplishment 1')).toBeInTheDocument();
  });

  it('raises no error toast when the request never reached the server (offline)', async () => {
    server.use(http.get('/api/user/accomplishments', () => HttpResponse.error()));
    renderWithProviders(<MyAccomplishments />);
    // The section still says it could not load; the toast is for an answer of the server only.
    expect(await screen.findByText('Your accomplishments could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch accomplishments')).not.toBeInTheDocument();
  });
});

import { ZERO_STATS } from '@contract/user';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeMyPost } from '@tests/support/client/activity-fixtures';
import { makeMyGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

describe('/profile', () => {
  it('fills the Accomplishments and Games tabs from the posts and games features', async () => {
    // msw answers with the first matching handler: these go before signedInHandlers' defaults.
    server.use(
      http.get('/api/user/accomplishments', () => HttpResponse.json({ posts: [makeMyPost(1)], hasMore: false })),
      ...signedInHandlers({ games: [makeMyGame(1, { name: 'Cold Showers' })] }),
    );
    const { user } = renderApp('/profile');
    expect(await screen.findByText('My accomplishment 1')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Games' }));
    const panel = screen.getByRole('tabpanel', { name: 'Games' });
    expect(await within(panel).findByRole('article', { name: 'Cold Showers' })).toBeInTheDocument();
    expect(within(panel).getByText('Creator')).toBeInTheDocument();
  });

  it("refreshes Your Stats and my accomplishments when ['user'] is invalidated, as posting does", async () => {
    let posted = false;
    server.use(
      http.get('/api/user/stats', () => HttpResponse.json({ ...ZERO_STATS, totalAccomplishments: posted ? 1 : 0 })),
      http.get('/api/user/accomplishments', () =>
        HttpResponse.json({ posts: posted ? [makeMyPost(1)] : [], hasMore: false }),
      ),
      ...signedInHandlers(),
    );
    const { queryClient } = renderApp('/profile');
    expect(await screen.findByText('No accomplishments yet')).toBeInTheDocument();
    const stats = screen.getByRole('region', { name: 'Your Stats' });
    expect(within(stats).getByText('Accomplishments').previousElementSibling).toHaveTextContent('0');

    posted = true;
    await queryClient.invalidateQueries({ queryKey: ['user'] });
    expect(await screen.findByText('My accomplishment 1')).toBeInTheDocument();
    expect(within(stats).getByText('Accomplishments').previousElementSibling).toHaveTextContent('1');
  });
});

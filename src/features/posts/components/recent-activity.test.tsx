import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeActivityItem } from '@tests/support/client/activity-fixtures';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { testUser } from '@tests/support/client/fixtures';
import { uuid } from '@tests/support/client/game-fixtures';
import { failingRead } from '@tests/support/client/failing-read';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { RecentActivity } from './recent-activity';

describe('RecentActivity', () => {
  it('asks for the 10 newest items, shows a spinner meanwhile, then one card per item', async () => {
    let url = '';
    const games = [
      { id: uuid(1, '1000'), name: 'Game 1' },
      { id: uuid(2, '1000'), name: 'Game 2' },
    ];
    server.use(
      http.get('/api/activity', async ({ request }) => {
        url = request.url;
        await delay(50);
        return HttpResponse.json([
          makeActivityItem(1, { games, isMultiGame: true }),
          makeActivityItem(2, { type: 'comment', content: 'Go Ada!', postContent: 'Accomplishment 1' }),
        ]);
      }),
    );
    renderWithProviders(<RecentActivity userId={testUser.id} />);
    const section = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(section).getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
    const items = await within(section).findAllByRole('listitem');
    expect(new URL(url).searchParams.get('limit')).toBe('10');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Posted')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: '2 games' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Commented')).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    server.use(http.get('/api/activity', () => HttpResponse.json([])));
    renderWithProviders(<RecentActivity userId={testUser.id} />);
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    expect(screen.getByText('Accomplishments and comments from your games will show up here.')).toBeInTheDocument();
  });

  it('shows an error with Try again, which loads the list', async () => {
    const read = failingRead('/api/activity', 'Boom', [makeActivityItem(1)]);
    server.use(read.handler);
    const { user } = renderWithProviders(<RecentActivity userId={testUser.id} />);
    expect(await screen.findByText('Recent activity could not be loaded')).toBeInTheDocument();
    read.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Accomplishment 1')).toBeInTheDocument();
    expect(screen.queryByText('Recent activity could not be loaded')).not.toBeInTheDocument();
  });

  it('shows a share still in the outbox first, once for all its games, marked as waiting', async () => {
    server.use(
      http.get('/api/activity', () => HttpResponse.json([])),
      http.post('/api/posts', () => HttpResponse.error()),
    );
    const share = { content: 'Sang karaoke', createdAt: '2026-11-22T10:00:00.000Z', photo: null };
    await appOutbox.enqueue(testUser.id, { kind: 'post', payload: { ...share, gameId: uuid(1, '1000'), gameName: 'Game 1' } });
    await appOutbox.enqueue(testUser.id, { kind: 'post', payload: { ...share, gameId: uuid(2, '1000'), gameName: 'Game 2' } });
    renderWithProviders(<RecentActivity userId={testUser.id} />);
    const card = await screen.findByRole('article', { name: 'Your accomplishment, waiting to send' });
    expect(within(card).getByText('Game 1, Game 2')).toBeInTheDocument();
    expect(within(card).getByText('Sang karaoke')).toBeInTheDocument();
    expect(screen.queryByText('No recent activity')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OFFLINE_NOT_SAVED } from '@/offline/offline-notice';
import { testUser } from '@tests/support/client/fixtures';
import { makeUser } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';
import { ann, game, makeConversation, makeMessage } from '@tests/support/client/message-fixtures';

const ben = makeUser(2, { firstName: 'Ben', lastName: 'Ng' });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

describe('/messages', () => {
  it("says 'No messages yet' when there are no conversations", async () => {
    server.use(...signedInHandlers(), http.get('/api/messages/conversations', () => HttpResponse.json({ conversations: [], nextCursor: null })));
    renderApp('/messages');
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it("lists conversations newest first with the person, 'Re: {game}', the last message and the unread badge", async () => {
    const fromAnn = makeMessage(9, ann, testUser, { content: 'See you at the lake?' });
    const toBen = makeMessage(5, testUser, ben, { content: 'Great job today', isRead: true });
    server.use(
      ...signedInHandlers({ unread: 2 }),
      http.get('/api/messages/conversations', () =>
        HttpResponse.json({ conversations: [makeConversation(fromAnn, { unreadCount: 2 }), makeConversation(toBen)], nextCursor: null }),
      ),
    );
    renderApp('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const [first, second] = within(list).getAllByRole('link');
    expect(first).toHaveAttribute('href', `/messages/${game.id}/${ann.id}`);
    expect(first).toHaveTextContent('Ann Lee');
    expect(first).toHaveTextContent('Re: Cold Showers');
    expect(first).toHaveTextContent('See you at the lake?');
    expect(first).toHaveTextContent('2 unread');
    expect(second).toHaveAttribute('href', `/messages/${game.id}/${ben.id}`);
    expect(second).toHaveTextContent('You: Great job today');
    expect(second).not.toHaveTextContent('unread');
  });

  it("loads the next page with 'Load more'", async () => {
    const page2 = makeConversation(makeMessage(1, ben, testUser, { content: 'Older one', isRead: true }));
    server.use(
      ...signedInHandlers(),
      http.get('/api/messages/conversations', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        return cursor === 'c2'
          ? HttpResponse.json({ conversations: [page2], nextCursor: null })
          : HttpResponse.json({ conversations: [makeConversation(makeMessage(9, ann, testUser))], nextCursor: 'c2' });
      }),
    );
    const { user } = renderApp('/messages');
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older one')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Conversations' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers Try again when the list cannot be loaded', async () => {
    server.use(...signedInHandlers(), http.get('/api/messages/conversations', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderApp('/messages');
    expect(await screen.findByText('Messages could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("says offline what every screen says offline (decision 0053), not that the list could not be loaded", async () => {
    server.use(...signedInHandlers(), http.get('/api/messages/conversations', () => HttpResponse.error()));
    setOnline(false);
    renderApp('/messages');
    expect(await screen.findByText(OFFLINE_NOT_SAVED)).toBeInTheDocument();
    expect(screen.queryByText('Messages could not be loaded')).not.toBeInTheDocument();
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

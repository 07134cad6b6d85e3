import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OFFLINE_NOT_SAVED } from '@/offline/offline-notice';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';
import { messageOutboxKind } from '../../api/message-outbox-kind';
import { ann, game, makeMessage, threadPage } from '@tests/support/client/message-fixtures';

beforeAll(() => appOutbox.register(messageOutboxKind));

const threadUrl = `/api/messages/conversations/${game.id}/${ann.id}`;
const path = `/messages/${game.id}/${ann.id}`;

const rows = () => within(screen.getByRole('list', { name: 'Messages with Ann Lee' })).getAllByRole('listitem');

describe('a conversation thread', () => {
  afterEach(() => vi.restoreAllMocks());
  it("shows the person and 'Re: {game}', the messages oldest first, mine on the right, theirs on the left, each with its time", async () => {
    const messages = [
      makeMessage(1, ann, testUser, { content: 'Hi Ada', isRead: true }),
      makeMessage(2, testUser, ann, { content: 'Hi Ann' }),
      makeMessage(3, ann, testUser, { content: 'Cold shower done', isRead: true }),
    ];
    server.use(...signedInHandlers(), http.get(threadUrl, () => HttpResponse.json(threadPage(messages))));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Re: Cold Showers' })).toHaveAttribute('href', `/games/${game.id}`);
    expect(screen.getByRole('link', { name: 'Back to messages' })).toHaveAttribute('href', '/messages');
    const items = rows();
    expect(items.map((li) => [li.dataset.from, li.textContent?.includes(':') && li.querySelector('div')?.textContent])).toEqual([
      ['them', 'Hi Ada'],
      ['me', 'Hi Ann'],
      ['them', 'Cold shower done'],
    ]);
    expect(items[0]).toHaveTextContent('Ann Lee:');
    expect(items[1]).toHaveTextContent('You:');
    for (const li of items) expect(li.querySelector('time')).toHaveAttribute('dateTime');
  });

  it('marks the received unread messages read in one request and the header badge drops at once', async () => {
    let marks = 0;
    const messages = [makeMessage(1, ann, testUser, { content: 'One' }), makeMessage(2, ann, testUser, { content: 'Two' })];
    server.use(
      ...signedInHandlers({ unread: 2 }),
      http.get(threadUrl, () => HttpResponse.json(threadPage(messages))),
      http.put(`${threadUrl}/read`, () => {
        marks += 1;
        return HttpResponse.json({ marked: 2, unreadCount: 0 });
      }),
    );
    renderApp(path);
    const header = await screen.findByRole('banner');
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Messages' })).toHaveAccessibleDescription('2 unread'));
    expect(await screen.findByText('Two')).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByRole('link', { name: 'Messages' })).not.toHaveAccessibleDescription('2 unread'));
    expect(marks).toBe(1);
  });

  it('a count asked for before the marking and answered after it does not bring the badge back', async () => {
    // The race a slow phone hits: a refresh of the unread count (a reconnect, the saved cache's
    // refresh) leaves before the marking and answers after it, with the count from before.
    const unreadKey = ['messages', 'unread-count'];
    let armed = false;
    let countInFlight!: () => void;
    const secondCountAsked = new Promise<void>((resolve) => (countInFlight = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const messages = [makeMessage(1, ann, testUser, { content: 'One' }), makeMessage(2, ann, testUser, { content: 'Two' })];
    server.use(
      http.get('/api/messages/unread-count', async () => {
        if (armed) {
          countInFlight();
          await released;
        }
        return HttpResponse.json({ count: 2 });
      }),
      ...signedInHandlers(),
      http.get(threadUrl, () => HttpResponse.json(threadPage(messages))),
      http.put(`${threadUrl}/read`, async () => {
        await secondCountAsked;
        return HttpResponse.json({ marked: 2, unreadCount: 0 });
      }),
    );
    const { queryClient } = renderApp(path);
    const messagesLink = () => within(screen.getByRole('banner')).getByRole('link', { name: 'Messages' });
    await waitFor(() => expect(messagesLink()).toHaveAccessibleDescription('2 unread'));
    expect(await screen.findByText('Two')).toBeInTheDocument();
    armed = true;
    void queryClient.invalidateQueries({ queryKey: unreadKey });
    await waitFor(() => expect(messagesLink()).not.toHaveAccessibleDescription('2 unread'));
    release();
    await waitFor(() => expect(queryClient.getQueryState(unreadKey)?.fetchStatus).toBe('idle'));
    expect(messagesLink()).not.toHaveAccessibleDescription('2 unread');
    expect(queryClient.getQueryData(unreadKey)).toEqual({ count: 0 });
  });

  it('sends nothing to mark when everything is read already', async () => {
    let marks = 0;
    server.use(
      ...signedInHandlers(),
      http.get(threadUrl, () => HttpResponse.json(threadPage([makeMessage(1, ann, testUser, { isRead: true }), makeMessage(2, testUser, ann)]))),
      http.put(`${threadUrl}/read`, () => {
        marks += 1;
        return HttpResponse.json({ marked: 0, unreadCount: 0 });
      }),
    );
    renderApp(path);
    expect(await screen.findByText('Message 2')).toBeInTheDocument();
    expect(marks).toBe(0);
  });

  it("replies to this person about this game, the reply shows at the end; blank keeps Send disabled", async () => {
    let body: unknown;
    const messages = [makeMessage(1, ann, testUser, { isRead: true })];
    server.use(
      ...signedInHandlers(),
      http.get(threadUrl, () => HttpResponse.json(threadPage(messages))),
      http.post('/api/messages', async ({ request }) => {
        body = await request.json();
        messages.push(makeMessage(7, testUser, ann, { content: 'On my way' }));
        return HttpResponse.json(messages.at(-1), { status: 201 });
      }),
    );
    const { user } = renderApp(path);
    const field = await screen.findByRole('textbox', { name: 'Message to Ann Lee' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    expect(field).toHaveAccessibleDescription('0/500');
    await user.type(field, '  ');
    expect(send).toBeDisabled();
    await user.type(field, 'On my way');
    expect(field).toHaveAccessibleDescription('11/500');
    const show = vi.spyOn(notifications, 'show');
    await user.click(send);
    // The reply shows at once, from the outbox, and goes out from there: on a loaded machine the row
    // can be there before the request is, so each is waited for.
    await waitFor(() => expect(rows().at(-1)).toHaveTextContent('On my way'));
    await waitFor(() => expect(body).toEqual({ gameId: game.id, recipientId: ann.id, content: 'On my way' }));
    await waitFor(() => expect(rows().at(-1)).not.toHaveTextContent('Waiting to send'));
    await waitFor(() => expect(field).toHaveValue(''));
    expect(rows().at(-1)?.dataset.from).toBe('me');
    // The reply in the thread is the answer: no toast over the conversation.
    expect(show).not.toHaveBeenCalled();
  });

  it('Ctrl+Enter sends the reply trimmed by the contract; blank text, or Enter alone, sends nothing', async () => {
    const bodies: unknown[] = [];
    const messages = [makeMessage(1, ann, testUser, { isRead: true })];
    server.use(
      ...signedInHandlers(),
      http.get(threadUrl, () => HttpResponse.json(threadPage(messages))),
      http.post('/api/messages', async ({ request }) => {
        bodies.push(await request.json());
        messages.push(makeMessage(8, testUser, ann, { content: 'See you there' }));
        return HttpResponse.json(messages.at(-1), { status: 201 });
      }),
    );
    const { user } = renderApp(path);
    const field = await screen.findByRole('textbox', { name: 'Message to Ann Lee' });
    const show = vi.spyOn(notifications, 'show');
    await user.type(field, '   {Control>}{Enter}{/Control}');
    await user.type(field, '{Enter}');
    expect(field).toHaveValue('   \n');
    expect(await appOutbox.list(testUser.id)).toEqual([]);
    await user.type(field, 'See you there  {Control>}{Enter}{/Control}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(bodies).toEqual([{ gameId: game.id, recipientId: ann.id, content: 'See you there' }]);
    // The blank one never reached the outbox (which would refuse it with a toast): the form's schema stopped it.
    expect(show).not.toHaveBeenCalled();
  });

  it("shows my messages still in the outbox at the end, marked 'Waiting to send'", async () => {
    server.use(...signedInHandlers(), http.get(threadUrl, () => HttpResponse.json(threadPage([makeMessage(1, ann, testUser, { isRead: true })]))));
    // Written offline earlier, and the connection is still down: it stays in the outbox.
    server.use(http.post('/api/messages', () => HttpResponse.error()));
    const write = { gameId: game.id, recipientId: ann.id, content: 'Written offline', recipientName: 'Ann Lee', gameName: game.name };
    await appOutbox.enqueue(testUser.id, messageOutboxKind.write(write));
    // A message to someone else about the same game is not this thread's.
    await appOutbox.enqueue(testUser.id, messageOutboxKind.write({ ...write, recipientId: testUser.id, content: 'Elsewhere' }));
    renderApp(path);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const last = rows()[1]!;
    expect(last).toHaveTextContent('Written offline');
    expect(last).toHaveTextContent('Waiting to send');
    expect(last.dataset.from).toBe('me');
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it("loads older messages above the ones shown", async () => {
    server.use(
      ...signedInHandlers(),
      http.get(threadUrl, ({ request }) =>
        new URL(request.url).searchParams.get('cursor') === 'older'
          ? HttpResponse.json(threadPage([makeMessage(1, ann, testUser, { content: 'Oldest', isRead: true })]))
          : HttpResponse.json(threadPage([makeMessage(5, ann, testUser, { content: 'Newest', isRead: true })], 'older')),
      ),
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(rows().map((li) => li.querySelector('div')?.textContent)).toEqual(['Oldest', 'Newest']));
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it("says 'Conversation not found' for a thread that is not mine", async () => {
    server.use(...signedInHandlers(), http.get(threadUrl, () => HttpResponse.json({ message: 'Conversation not found' }, { status: 404 })));
    renderApp(path);
    expect(await screen.findByText('Conversation not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to messages' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("says offline what every screen says offline (decision 0053), and a server's error in its own words", async () => {
    server.use(...signedInHandlers(), http.get(threadUrl, () => HttpResponse.error()));
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      const { unmount } = renderApp(path);
      expect(await screen.findByText(OFFLINE_NOT_SAVED)).toBeInTheDocument();
      expect(screen.queryByText('Messages could not be loaded')).not.toBeInTheDocument();
      unmount();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
    server.use(http.get(threadUrl, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderApp(path);
    expect(await screen.findByText('Messages could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_NOT_SAVED)).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { testUser } from '@tests/support/client/fixtures';
import { keptOffline } from '@tests/support/client/kept-offline';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { messageOutboxKind } from '../api/message-outbox-kind';
import { ann, game, makeMessage } from '@tests/support/client/message-fixtures';
import { SendMessageDialog } from './send-message-dialog';

beforeAll(() => appOutbox.register(messageOutboxKind));

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<SendMessageDialog userId={testUser.id} game={game} recipient={ann} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Send message to Ann Lee' });
  return { ...view, onClose, dialog, field: within(dialog).getByRole('textbox', { name: 'Message' }) };
}

describe('Send message dialog', () => {
  it('names the recipient and the game, counts characters up to 500 and keeps Send disabled while blank', async () => {
    const { user, dialog, field } = renderDialog();
    expect(within(dialog).getByText('Re: Cold Showers')).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(field).toHaveAccessibleDescription('0/500');
    expect(send).toBeDisabled();
    await user.type(field, '   ');
    expect(field).toHaveAccessibleDescription('3/500');
    expect(send).toBeDisabled();
    await user.type(field, 'Hi!');
    expect(field).toHaveAccessibleDescription('6/500');
    expect(send).toBeEnabled();
    expect(field).toHaveAttribute('maxlength', '500');
  });

  it('sends the trimmed text with an Idempotency-Key, says so and closes', async () => {
    let sent: { body: unknown; key: string | null } | undefined;
    server.use(
      http.post('/api/messages', async ({ request }) => {
        sent = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
        return HttpResponse.json(makeMessage(1, testUser, ann, { content: 'Hi Ann' }), { status: 201 });
      }),
    );
    const { user, dialog, field, onClose } = renderDialog();
    await user.type(field, '  Hi Ann ');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(sent?.body).toEqual({ gameId: game.id, recipientId: ann.id, content: 'Hi Ann' });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message and keeps the text when the message is refused", async () => {
    server.use(http.post('/api/messages', () => HttpResponse.json({ message: 'Recipient is not a participant of this game' }, { status: 400 })));
    const { user, dialog, field, onClose } = renderDialog();
    await user.type(field, 'Hi Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Recipient is not a participant of this game')).toBeInTheDocument();
    expect(field).toHaveValue('Hi Ann');
    expect(onClose).not.toHaveBeenCalled();
    expect(await appOutbox.list(testUser.id)).toEqual([]);
  });

  it('offline, keeps the message in the outbox and says it goes when back online', async () => {
    server.use(http.post('/api/messages', () => HttpResponse.error()));
    const { user, dialog, field, onClose } = renderDialog();
    await user.type(field, 'Hi Ann');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const entry = await keptOffline("You're offline. Your message will be sent as soon as you're back online.", () =>
      expect(onClose).toHaveBeenCalled(),
    );
    expect(entry).toMatchObject({
      kind: 'message',
      status: 'pending',
      payload: { gameId: game.id, recipientId: ann.id, content: 'Hi Ann', recipientName: 'Ann Lee', gameName: 'Cold Showers' },
    });
  });

  it('closes with Cancel without sending', async () => {
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { testUser } from '@tests/support/client/fixtures';
import { uuid } from '@tests/support/client/game-fixtures';
import { keptOffline } from '@tests/support/client/kept-offline';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ReportDialog } from './report-dialog';

const target = { targetType: 'post' as const, targetId: uuid(7, '3000'), description: 'Post by Grace Hopper' };

function renderDialog() {
  const onClose = vi.fn();
  const view = renderWithProviders(<ReportDialog userId={testUser.id} target={target} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Report' });
  return { ...view, onClose, dialog, note: within(dialog).getByRole('textbox', { name: 'Note (optional)' }) };
}

describe('Report dialog (docs/decisions/0040-trust-and-safety.md Screens)', () => {
  it('offers the four reasons as a radio group, counts the note up to 1000 and asks for a reason before sending', async () => {
    const { user, dialog, note, onClose } = renderDialog();
    const reasons = within(dialog).getByRole('radiogroup', { name: /Why are you reporting it/ });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['spam', 'harassment', 'inappropriate', 'other']);
    for (const label of ['Spam', 'Harassment', 'Inappropriate', 'Other']) expect(within(reasons).getByRole('radio', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(within(dialog).getByText(/Post by Grace Hopper/)).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription('0/1000');
    expect(note).toHaveAttribute('maxlength', '1000');
    await user.type(note, 'Spam link');
    expect(note).toHaveAccessibleDescription('9/1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // A reason chosen takes the message away.
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await waitFor(() => expect(within(dialog).queryByText('Choose a reason')).not.toBeInTheDocument());
  });

  it("sends the reason and trimmed note with an Idempotency-Key, says 'Report sent' and closes", async () => {
    let sent: { body: unknown; key: string | null } | undefined;
    server.use(
      http.post('/api/reports', async ({ request }) => {
        sent = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
        return HttpResponse.json({ id: uuid(1, '9000') }, { status: 201 });
      }),
    );
    const { user, dialog, note, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Harassment/ }));
    await user.type(note, '  Rude to everyone  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent?.body).toEqual({ targetType: 'post', targetId: target.targetId, reason: 'harassment', note: 'Rude to everyone' });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await appOutbox.list(testUser.id)).toEqual([]);
  });

  it('offline, keeps the report in the outbox (sent later under the same key) and says so', async () => {
    server.use(http.post('/api/reports', () => HttpResponse.error()));
    const { user, dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const entry = await keptOffline("You're offline. Your report will be sent as soon as you're back online.", () =>
      expect(onClose).toHaveBeenCalled(),
    );
    expect(entry).toMatchObject({
      kind: 'report',
      status: 'pending',
      payload: { targetType: 'post', targetId: target.targetId, reason: 'spam', description: 'Post by Grace Hopper' },
    });
    // Back online: the same entry goes with its id as the Idempotency-Key, and leaves the outbox.
    let key: string | null = null;
    server.use(
      http.post('/api/reports', ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return HttpResponse.json({ id: uuid(1, '9000') }, { status: 201 });
      }),
    );
    await appOutbox.retry(testUser.id, entry!.id);
    expect(key).toBe(entry!.id);
    expect(await appOutbox.list(testUser.id)).toEqual([]);
  });

  it("shows the server's refusal and keeps the dialog and its note", async () => {
    server.use(http.post('/api/reports', () => HttpResponse.json({ message: "You can't report your own content" }, { status: 400 })));
    const { user, dialog, note, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: /^Other/ }));
    await user.type(note, 'Why');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText("You can't report your own content")).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(note).toHaveValue('Why');
    expect(await appOutbox.list(testUser.id)).toEqual([]);
  });
});

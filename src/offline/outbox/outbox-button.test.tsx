import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { appOutbox } from './app-outbox';
import { OutboxButton } from './outbox-button';

const post = (content: string, gameId = '0f5f8d2e-1111-4c1e-9d5a-000000000001') =>
  ({ kind: 'post', payload: { gameId, gameName: 'Cold Showers', content, createdAt: '2026-11-22T10:00:00.000Z', photo: null } }) as const;

describe('OutboxButton', () => {
  it('is not there while nothing waits', () => {
    renderWithProviders(<OutboxButton userId="u1" />);
    expect(screen.queryByRole('button', { name: /Outbox/ })).not.toBeInTheDocument();
  });

  it("counts only the signed-in person's entries and lists them", async () => {
    await appOutbox.enqueue('u1', post('Swam in the lake'));
    await appOutbox.enqueue('someone-else', post('Not mine'));
    const { user } = renderWithProviders(<OutboxButton userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Outbox: 1 waiting to send' }));
    const list = await screen.findByRole('list', { name: 'Waiting to send' });
    expect(within(list).getByText('Accomplishment in Cold Showers')).toBeInTheDocument();
    expect(within(list).getByText('Swam in the lake')).toBeInTheDocument();
    expect(within(list).getByText('Waiting to send')).toBeInTheDocument();
    expect(within(list).queryByText('Not mine')).not.toBeInTheDocument();
  });

  it('opens its sheet on the first press, and gives focus back to the button when it closes', async () => {
    await appOutbox.enqueue('u1', post('Swam in the lake'));
    const { user } = renderWithProviders(<OutboxButton userId="u1" />);
    const button = await screen.findByRole('button', { name: 'Outbox: 1 waiting to send' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Waiting to send' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('shows a refused entry with its reason, Retry sends it again and Discard drops it', async () => {
    let answer = 404;
    server.use(
      http.post('/api/posts', () =>
        answer === 201 ? HttpResponse.json({}, { status: 201 }) : HttpResponse.json({ message: 'Game not found' }, { status: answer }),
      ),
    );
    await appOutbox.enqueue('u1', post('First'));
    await appOutbox.enqueue('u1', post('Second'));
    await appOutbox.flush('u1');
    const { user } = renderWithProviders(<OutboxButton userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Outbox: 2 not sent' }));
    expect(await screen.findAllByText('Not sent: Game not found')).toHaveLength(2);

    answer = 201;
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('button', { name: 'Outbox: 1 not sent' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Everything has been sent.')).toBeInTheDocument();
    expect(await appOutbox.list('u1')).toEqual([]);
  });

  it('shows a post the server found too large (413) as not sent, with Retry and Discard, and never sends it again by itself', async () => {
    let attempts = 0;
    server.use(
      http.post('/api/posts', () => {
        attempts += 1;
        return HttpResponse.json({ message: 'Request body is too large' }, { status: 413 });
      }),
    );
    await appOutbox.enqueue('u1', post('A huge photo'));
    await appOutbox.flush('u1');
    // Coming back online or to the foreground flushes again: a final answer stays final.
    await appOutbox.resume('u1');
    await appOutbox.flush('u1');
    expect(attempts).toBe(1);
    const { user } = renderWithProviders(<OutboxButton userId="u1" />);
    await user.click(await screen.findByRole('button', { name: 'Outbox: 1 not sent' }));
    const list = await screen.findByRole('list', { name: 'Waiting to send' });
    expect(within(list).getByText('Not sent: Request body is too large')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Everything has been sent.')).toBeInTheDocument();
    expect(attempts).toBe(1);
  });
});

import type { ModerationReport } from '@contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, uuid } from '@tests/support/client/game-fixtures';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ModerationPage } from './moderation-page';

const ben = makeUser(2, { firstName: 'Ben', lastName: 'Ode' });

function makeReport(n: number, extra: Partial<ModerationReport> = {}): ModerationReport {
  return {
    id: uuid(n, '9000'),
    targetType: 'user',
    targetId: ben.id,
    reason: 'harassment',
    note: null,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    reporterCount: 2,
    content: '',
    image: null,
    hidden: false,
    author: ben,
    game: null,
    ...extra,
  };
}

/** Every open report as the operators' queue answers it: dismiss and suspend take out the one sent. */
function serveQueue(initial: ModerationReport[]) {
  let open = [...initial];
  const resolved: { id: string; action: unknown }[] = [];
  server.use(
    http.get('/api/admin/reports', () => HttpResponse.json({ reports: open })),
    http.get('/api/admin/suspended', () => HttpResponse.json({ users: [] })),
    http.post('/api/admin/reports/:reportId/resolve', async ({ params, request }) => {
      const { action } = (await request.json()) as { action: string };
      resolved.push({ id: String(params.reportId), action });
      open = open.filter((r) => r.id !== params.reportId);
      return HttpResponse.json({ id: params.reportId, status: action === 'dismiss' ? 'dismissed' : 'removed' });
    }),
  );
  return resolved;
}

const cards = (list: HTMLElement) => within(list).getAllByRole('listitem', { name: /^Reports on/ });

describe('/moderation, the operators’ queue (docs/decisions/0040-trust-and-safety.md)', () => {
  it('shows two reports on one person as one card with one Suspend (no Hide), asked for once, and a Dismiss per report', async () => {
    const resolved = serveQueue([
      makeReport(1, { note: 'Threatened me' }),
      makeReport(2, { id: uuid(5, '9000'), targetType: 'message', targetId: uuid(5, '4000'), content: 'Send me money', reporterCount: 1 }),
      makeReport(3, { reason: 'spam' }),
    ]);
    const { user } = renderWithProviders(<ModerationPage isOperator />);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const [person, message, ...rest] = cards(list);
    expect(rest).toEqual([]);
    expect(person).toHaveAccessibleName('Reports on Ben Ode');
    expect(message).toHaveAccessibleName('Reports on a message by Ben Ode');
    const p = within(person!);
    expect(p.getByText('Reported by 2 people')).toBeInTheDocument();
    expect(within(p.getByRole('list', { name: 'The 2 reports' })).getAllByRole('listitem')).toHaveLength(2);
    expect(p.getByText('Threatened me')).toBeInTheDocument();
    expect(p.queryByRole('button', { name: /^Hide/ })).not.toBeInTheDocument();
    expect(p.getAllByRole('button', { name: 'Suspend Ben Ode' })).toHaveLength(1);
    expect(p.getByRole('button', { name: 'Dismiss report 2 of 2 (Spam)' })).toBeInTheDocument();
    expect(within(message!).getAllByRole('button', { name: 'Hide the message by Ben Ode' })).toHaveLength(1);

    await user.click(p.getByRole('button', { name: 'Suspend Ben Ode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Ben Ode?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    await waitFor(() => expect(resolved).toEqual([{ id: uuid(1, '9000'), action: 'suspend' }]));
  });
});

import type { ModerationReport } from '@contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, uuid } from '@tests/support/client/game-fixtures';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { GameReportsSection } from './game-reports-section';

const gameId = uuid(1, '1000');
const grace = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });
const alan = makeUser(2, { firstName: 'Alan', lastName: 'Turing' });

function makeReport(n: number, extra: Partial<ModerationReport> = {}): ModerationReport {
  return {
    id: uuid(n, '9000'),
    targetType: 'post',
    targetId: uuid(n, '3000'),
    reason: 'spam',
    note: null,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    reporterCount: 1,
    content: `Reported post ${n}`,
    image: null,
    hidden: false,
    author: grace,
    game: { id: gameId, name: 'Cold Showers' },
    ...extra,
  };
}

/** The queue's cards (not the reports listed inside each). */
const cards = (list: HTMLElement) => within(list).getAllByRole('listitem', { name: /^Reports on/ });

/** The game's open reports as the server keeps them: a resolve takes one out. */
function serveReports(initial: ModerationReport[]) {
  let open = [...initial];
  const resolved: { id: string; action: unknown }[] = [];
  server.use(
    http.get(`/api/games/${gameId}/reports`, () => HttpResponse.json({ reports: open })),
    http.post(`/api/games/${gameId}/reports/:reportId/resolve`, async ({ params, request }) => {
      const { action } = (await request.json()) as { action: string };
      resolved.push({ id: String(params.reportId), action });
      if (action === 'hide') {
        const target = open.find((r) => r.id === params.reportId)?.targetId;
        open = open.filter((r) => r.targetId !== target);
      } else open = open.filter((r) => r.id !== params.reportId);
      return HttpResponse.json({ id: params.reportId, status: action === 'hide' ? 'removed' : 'dismissed' });
    }),
  );
  return resolved;
}

describe("The edit screen's Reports section (docs/decisions/0040-trust-and-safety.md)", () => {
  it('shows one card per reported post or comment, with its content, author, reporter count and each report', async () => {
    serveReports([
      makeReport(1, { reason: 'harassment', reporterCount: 1, note: 'Keeps insulting people', hidden: true }),
      makeReport(2, { targetType: 'comment', author: alan, content: 'Buy cheap watches' }),
    ]);
    renderWithProviders(<GameReportsSection gameId={gameId} />);
    const section = screen.getByRole('region', { name: /Reports/ });
    const list = await within(section).findByRole('list', { name: 'Open reports' });
    const [first, second] = cards(list);
    expect(first).toHaveAccessibleName('Reports on a post by Grace Hopper');
    expect(within(first!).getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(first!).getByText('Reported post 1')).toBeInTheDocument();
    expect(within(first!).getByText('Harassment')).toBeInTheDocument();
    expect(within(first!).getByText('Reported by 1 person')).toBeInTheDocument();
    expect(within(first!).getByText('Keeps insulting people')).toBeInTheDocument();
    expect(within(first!).getByText('Hidden')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Dismiss this report (Harassment)' })).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Reports on a comment by Alan Turing');
    expect(within(second!).getByRole('button', { name: 'Hide the comment by Alan Turing' })).toBeInTheDocument();
    expect(within(section).getByLabelText('2 open reports')).toHaveTextContent('2');
  });

  it('groups three reports of one post into one card: the content once, three reasons, one Hide; dismissing one leaves two', async () => {
    const post = uuid(7, '3000');
    const content = 'Cheap watches, DM me';
    const resolved = serveReports([
      makeReport(1, { targetId: post, content, reason: 'spam', reporterCount: 3, hidden: true, createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString() }),
      makeReport(2, { targetId: post, content, reason: 'harassment', reporterCount: 3, hidden: true, note: 'Rude to everyone' }),
      makeReport(3, { targetId: post, content, reason: 'other', reporterCount: 3, hidden: true }),
    ]);
    const { user } = renderWithProviders(<GameReportsSection gameId={gameId} />);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const [card, ...others] = cards(list);
    expect(others).toEqual([]);
    expect(card).toHaveAccessibleName('Reports on a post by Grace Hopper');
    const c = within(card!);
    expect(c.getAllByText(content)).toHaveLength(1);
    expect(c.getAllByText('Hidden')).toHaveLength(1);
    expect(c.getAllByText('Reported by 3 people')).toHaveLength(1);
    expect(c.getAllByText('3h ago')).toHaveLength(2); // the card's time is its first report's, also on that report's row
    const each = within(c.getByRole('list', { name: 'The 3 reports' })).getAllByRole('listitem');
    expect(each.map((li) => within(li).getByText(/^(Spam|Harassment|Other)$/).textContent)).toEqual(['Spam', 'Harassment', 'Other']);
    expect(within(each[1]!).getByText('Rude to everyone')).toBeInTheDocument();
    expect(c.getAllByRole('button', { name: /^Hide/ })).toHaveLength(1);
    expect(c.getAllByRole('button', { name: /^Dismiss/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Dismiss report 1 of 3 (Spam)',
      'Dismiss report 2 of 3 (Harassment)',
      'Dismiss report 3 of 3 (Other)',
    ]);

    await user.click(c.getByRole('button', { name: 'Dismiss report 2 of 3 (Harassment)' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    const left = await within(cards(list)[0]!).findByRole('list', { name: 'The 2 reports' });
    expect(within(left).getAllByRole('listitem')).toHaveLength(2);
    expect(within(left).queryByText('Harassment')).not.toBeInTheDocument();
    expect(within(left).getByText('Spam')).toBeInTheDocument();
    expect(within(left).getByText('Other')).toBeInTheDocument();
    expect(cards(list)).toHaveLength(1);

    await user.click(within(cards(list)[0]!).getByRole('button', { name: 'Hide the post by Grace Hopper' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(resolved).toEqual([
      { id: uuid(2, '9000'), action: 'dismiss' },
      { id: uuid(1, '9000'), action: 'hide' },
    ]);
  });

  it('dismisses the report of one post and hides another, each leaving the list, until it is empty', async () => {
    const resolved = serveReports([makeReport(1), makeReport(2, { author: alan, content: 'Spam again' })]);
    const { user } = renderWithProviders(<GameReportsSection gameId={gameId} />);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const grace = within(list).getByRole('listitem', { name: 'Reports on a post by Grace Hopper' });
    await user.click(within(grace).getByRole('button', { name: 'Dismiss this report (Spam)' }));
    expect(await screen.findByText('Report dismissed')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Reported post 1')).not.toBeInTheDocument());
    await user.click(within(list).getByRole('button', { name: 'Hide the post by Alan Turing' }));
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(resolved).toEqual([
      { id: uuid(1, '9000'), action: 'dismiss' },
      { id: uuid(2, '9000'), action: 'hide' },
    ]);
  });

  it("says 'No open reports' when there are none", async () => {
    serveReports([]);
    renderWithProviders(<GameReportsSection gameId={gameId} />);
    expect(await screen.findByText('No open reports')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Open reports' })).not.toBeInTheDocument();
  });

  it('offers Try again when the list fails to load', async () => {
    server.use(http.get(`/api/games/${gameId}/reports`, () => HttpResponse.json({ message: 'Boom' }, { status: 503 })));
    renderWithProviders(<GameReportsSection gameId={gameId} />);
    expect(await screen.findByText('Reports could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

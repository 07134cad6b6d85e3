import type { ModerationReport } from '@contract/reports';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeUser, uuid } from '@/test/game-fixtures';
import { server } from '@/test/msw-server';
import { renderWithProviders } from '@/test/render-with-providers';
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

describe("The edit screen's Reports section (DESIGN §8)", () => {
  it('lists each open report with its content, author, reason, reporter count and note, and counts them', async () => {
    serveReports([
      makeReport(1, { reason: 'harassment', reporterCount: 3, note: 'Keeps insulting people', hidden: true }),
      makeReport(2, { targetType: 'comment', author: alan, content: 'Buy cheap watches' }),
    ]);
    renderWithProviders(<GameReportsSection gameId={gameId} />);
    const section = screen.getByRole('region', { name: /Reports/ });
    const list = await within(section).findByRole('list', { name: 'Open reports' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveAccessibleName('Report on a post by Grace Hopper');
    expect(within(first!).getByText('Reported post 1')).toBeInTheDocument();
    expect(within(first!).getByText('Harassment')).toBeInTheDocument();
    expect(within(first!).getByText('Reported by 3 people')).toBeInTheDocument();
    expect(within(first!).getByText('Keeps insulting people')).toBeInTheDocument();
    expect(within(first!).getByText('Hidden')).toBeInTheDocument();
    expect(second).toHaveAccessibleName('Report on a comment by Alan Turing');
    expect(within(second!).getByText('Reported by 1 person')).toBeInTheDocument();
    expect(within(section).getByLabelText('2 open reports')).toHaveTextContent('2');
  });

  it('dismisses one report and hides another, each leaving the list, until it is empty', async () => {
    const resolved = serveReports([makeReport(1), makeReport(2, { author: alan, content: 'Spam again' })]);
    const { user } = renderWithProviders(<GameReportsSection gameId={gameId} />);
    const list = await screen.findByRole('list', { name: 'Open reports' });
    await user.click(within(list).getByRole('button', { name: 'Dismiss report on a post by Grace Hopper' }));
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

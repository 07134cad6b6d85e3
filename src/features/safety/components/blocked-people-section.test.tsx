import type { User } from '@contract/user';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { SafetyHost } from '@/app/safety/safety-host';
import { testUser } from '@tests/support/client/fixtures';
import { makeUser } from '@tests/support/client/game-fixtures';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { BlockedPeopleSection } from './blocked-people-section';

const grace = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });
const alan = makeUser(2, { firstName: 'Alan', lastName: 'Turing' });

function serveBlocks(initial: User[]) {
  let blocked = [...initial];
  const unblocked: string[] = [];
  server.use(
    http.get('/api/user/blocks', () => HttpResponse.json({ users: blocked })),
    http.delete('/api/users/:id/block', ({ params }) => {
      unblocked.push(String(params.id));
      blocked = blocked.filter((u) => u.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return unblocked;
}

function renderSection() {
  return renderWithProviders(
    <>
      <BlockedPeopleSection />
      <SafetyHost userId={testUser.id} />
    </>,
  );
}

describe("The Profile's Blocked people (docs/decisions/0040-trust-and-safety.md)", () => {
  it('lists the people I block; Unblock asks first, then takes them off the list', async () => {
    const unblocked = serveBlocks([grace, alan]);
    const { user } = renderSection();
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Grace Hopper'),
      expect.stringContaining('Alan Turing'),
    ]);
    const button = within(list).getByRole('button', { name: 'Unblock Grace Hopper' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Unblock Grace Hopper?' });
    // Cancel: nothing happens, and focus goes back to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(unblocked).toEqual([]);
    await user.click(button);
    await user.click(within(await screen.findByRole('dialog', { name: 'Unblock Grace Hopper?' })).getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByText('Grace Hopper is unblocked')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(unblocked).toEqual([grace.id]);
  });

  it("says 'You haven't blocked anyone' when the list is empty", async () => {
    serveBlocks([]);
    renderSection();
    expect(await screen.findByText("You haven't blocked anyone")).toBeInTheDocument();
  });

  it('offline, unblocking says it needs a connection and changes nothing', async () => {
    const unblocked = serveBlocks([grace]);
    const { user } = renderSection();
    const list = await screen.findByRole('list', { name: 'Blocked people' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(within(list).getByRole('button', { name: 'Unblock Grace Hopper' }));
      await user.click(within(await screen.findByRole('dialog', { name: 'Unblock Grace Hopper?' })).getByRole('button', { name: 'Unblock' }));
      expect(await screen.findByText(/Blocking needs a connection/)).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Unblock Grace Hopper?' })).toBeInTheDocument();
      expect(unblocked).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });
});

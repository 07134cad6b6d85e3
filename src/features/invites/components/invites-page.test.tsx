import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitationLists } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

/** The Invites screen is a lazy chunk: its first render on a loaded machine took more than 1 s. */
const LAZY_SCREEN = { timeout: 10_000 };

describe('invitations screen', () => {
  it('counts received invitations and pending requests in the tabs', async () => {
    server.use(...signedInHandlers({ invitations: invitationLists(2, 1) }));
    const { user } = renderApp('/invites');
    expect(await screen.findByRole('tab', { name: 'Received (2)' }, LAZY_SCREEN)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    const received = screen.getByRole('tabpanel');
    expect(within(received).getAllByText('Cold Showers')).toHaveLength(2);
    expect(within(received).getAllByText('Invited by Ada Lovelace')).toHaveLength(2);
    await user.click(screen.getByRole('tab', { name: 'Pending (1)' }));
    expect(within(screen.getByRole('tabpanel')).getByText('wants to join Cold Showers')).toBeInTheDocument();
  });

  it('shows the empty states with no invitations', async () => {
    server.use(...signedInHandlers());
    renderApp('/invites');
    expect(await screen.findByRole('tab', { name: 'Received (0)' }, LAZY_SCREEN)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it("says 'Started …' for a game already running and 'Ended …' for a finished one, never 'Starts …' (decision 0053)", async () => {
    const lists = invitationLists(3);
    const [running, finished, coming] = lists.invitations;
    const at = (i: typeof running, status: 'active' | 'completed' | 'upcoming', name: string) => ({
      ...i!,
      game: { ...i!.game, status, name, startTime: '2026-11-14T12:00:00.000Z', endTime: '2026-12-14T12:00:00.000Z' },
    });
    const invitations = [at(running, 'active', 'Running'), at(finished, 'completed', 'Finished'), at(coming, 'upcoming', 'Coming')];
    server.use(...signedInHandlers({ invitations: { ...lists, invitations } }));
    renderApp('/invites');
    const card = async (name: string) => within(await screen.findByRole('listitem', { name }, LAZY_SCREEN));
    expect((await card('Running')).getByText('Started Nov 14, 2026 · Ends Dec 14, 2026')).toBeInTheDocument();
    expect((await card('Finished')).getByText('Ended Dec 14, 2026')).toBeInTheDocument();
    expect((await card('Coming')).getByText('Starts Nov 14, 2026 · Ends Dec 14, 2026')).toBeInTheDocument();
  });
});

import type { InvitationsResponse } from '@contract/invitations';
import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { invitationLists } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

function completedInvitation(): InvitationsResponse {
  const lists = invitationLists(1);
  const first = lists.invitations[0]!;
  const game = { ...first.game, status: 'completed' as const, description: 'Brr', isPublic: false };
  return { ...lists, invitations: [{ ...first, game }] };
}

async function openDialog(path = '/leaderboard') {
  const view = renderApp(path);
  const banner = await screen.findByRole('banner');
  await view.user.click(within(banner).getByRole('button', { name: 'Invitations' }));
  return view;
}

describe('invitations dialog', () => {
  it('opens from the header with the empty state', async () => {
    server.use(...signedInHandlers());
    await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Game Invitations (0)' });
    expect(await within(dialog).findByText('No pending invitations')).toBeInTheDocument();
    expect(within(dialog).getByText("You don't have any game invitations at the moment.")).toBeInTheDocument();
  });

  it("says 'Loading invitations...' while they load", async () => {
    server.use(
      http.get('/api/invitations', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...signedInHandlers(),
    );
    await openDialog();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Loading invitations...')).toBeInTheDocument();
  });

  it('shows the card of a completed game with its note, status and dates', async () => {
    server.use(...signedInHandlers({ invitations: completedInvitation() }));
    await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Game Invitations (1)' });
    const card = await within(dialog).findByRole('listitem', { name: 'Cold Showers' });
    expect(within(card).getByText('Invited by Ada Lovelace')).toBeInTheDocument();
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).getByText('Brr')).toBeInTheDocument();
    expect(within(card).getByText('Ended Jan 31, 2030')).toBeInTheDocument();
    expect(
      within(card).getByText('This game has already completed, but you can still join to view the results.'),
    ).toBeInTheDocument();
  });

  it('closes after accepting an invitation', async () => {
    const lists = invitationLists(1);
    server.use(
      ...signedInHandlers({ invitations: lists }),
      http.post(`/api/invitations/${lists.invitations[0]!.id}/accept`, () => HttpResponse.json({})),
    );
    const { user } = await openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Game Invitations (1)' });
    await user.click(await within(dialog).findByRole('button', { name: 'Accept invitation to Cold Showers' }));
    expect(await screen.findByText("Invitation accepted! You've joined the game.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

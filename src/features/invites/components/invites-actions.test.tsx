import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { invitationLists } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

/** The Invites screen is a lazy chunk: its first render on a loaded machine took more than 1 s. */
const LAZY_SCREEN = { timeout: 10_000 };

const lists = invitationLists(1, 1);
const invitation = lists.invitations[0]!;
const request = lists.pendingRequests[0]!;
const requestUrl = `/api/games/${request.game.id}/join-requests/${request.id}`;

/**
 * Opens Invites with `lists`; a POST to `url` gets `answer`, and once one has succeeded
 * GET /api/invitations answers empty lists, as the server then would.
 */
function openInvites(url: string, answer: () => Response) {
  let settled = false;
  server.use(
    http.get('/api/invitations', () => HttpResponse.json(settled ? { invitations: [], pendingRequests: [] } : lists)),
    ...signedInHandlers(),
    http.post(url, () => {
      const response = answer();
      settled = response.ok;
      return response;
    }),
  );
  return renderApp('/invites');
}

describe('invitations screen: received', () => {
  it('accepts an invitation: toast, then the list refreshes', async () => {
    const { user } = openInvites(`/api/invitations/${invitation.id}/accept`, () => HttpResponse.json({ gameId: invitation.game.id }));
    const card = await screen.findByRole('listitem', { name: 'Cold Showers' }, LAZY_SCREEN);
    // The Invites badge counts the invitation and the join request, and follows the refresh.
    expect(await screen.findByTestId('invites-badge')).toHaveTextContent('2');
    expect(within(card).getByText('Public')).toBeInTheDocument();
    expect(within(card).getByText(/^Starts Jan 1, 2030 · Ends /)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept invitation to Cold Showers' }));
    expect(await screen.findByText("Invitation accepted! You've joined the game.")).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Received (0)' })).toBeInTheDocument();
    expect(screen.queryByTestId('invites-badge')).not.toBeInTheDocument();
  });

  it("shows 'Error' and the server's message when accepting fails", async () => {
    const { user } = openInvites(`/api/invitations/${invitation.id}/accept`, () =>
      HttpResponse.json({ message: 'This invitation is no longer valid' }, { status: 409 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Accept invitation to Cold Showers' }, LAZY_SCREEN));
    expect(await screen.findByText('This invitation is no longer valid')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("declines an invitation: 'Invitation declined'", async () => {
    const { user } = openInvites(`/api/invitations/${invitation.id}/decline`, () => HttpResponse.json({}));
    await user.click(await screen.findByRole('button', { name: 'Decline invitation to Cold Showers' }, LAZY_SCREEN));
    expect(await screen.findByText('The invitation has been declined.')).toBeInTheDocument();
    expect(screen.getByText('Invitation declined')).toBeInTheDocument();
    expect(await screen.findByText('No pending invitations')).toBeInTheDocument();
  });

  it("falls back to 'Failed to decline invitation' when the server can't be reached", async () => {
    const { user } = openInvites(`/api/invitations/${invitation.id}/decline`, () => HttpResponse.error());
    await user.click(await screen.findByRole('button', { name: 'Decline invitation to Cold Showers' }, LAZY_SCREEN));
    expect(await screen.findByText('Failed to decline invitation')).toBeInTheDocument();
  });
});

describe('invitations screen: pending join requests', () => {
  it("approves a request: 'Join request handled successfully'", async () => {
    const { user } = openInvites(`${requestUrl}/approve`, () => HttpResponse.json({}));
    await user.click(await screen.findByRole('tab', { name: 'Pending (1)' }, LAZY_SCREEN));
    const card = screen.getByRole('listitem', { name: 'Ada Lovelace' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(within(card).getByText('Requested Jan 1, 2030')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve Ada Lovelace' }));
    expect(await screen.findByText('Join request handled successfully')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Pending (0)' })).toBeInTheDocument();
  });

  it("says 'Failed to handle join request' when declining fails", async () => {
    const { user } = openInvites(`${requestUrl}/decline`, () => HttpResponse.json({ message: 'x' }, { status: 500 }));
    await user.click(await screen.findByRole('tab', { name: 'Pending (1)' }, LAZY_SCREEN));
    await user.click(screen.getByRole('button', { name: 'Decline Ada Lovelace' }));
    expect(await screen.findByText('Failed to handle join request')).toBeInTheDocument();
  });
});

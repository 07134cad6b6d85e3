import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EDIT_PATH, editHandlers, GAME_ID, invitation, joinRequest, openEditScreen } from '@tests/support/client/game-edit-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

/** The Edit screen is a lazy chunk: its first render on a loaded machine took more than 1 s. */
const LAZY_SCREEN = { timeout: 10_000 };
const requestUrl = `/api/games/${GAME_ID}/join-requests/${joinRequest.id}`;

describe('edit game: pending invitations', () => {
  it("asks first, then removes an invitation: 'Invitation removed successfully' (decision 0053)", async () => {
    const removal = recordedHandler('delete', `/api/invitations/${invitation.id}`, () => new HttpResponse(null, { status: 204 }));
    const { user } = openEditScreen(removal.handler);
    const region = await screen.findByRole('region', { name: /^Pending Invitations \(1\)$/ }, LAZY_SCREEN);
    await user.click(within(region).getByRole('button', { name: 'Remove invitation for Dana Reed' }));
    // One tap only asks: Cancel keeps the invitation.
    let dialog = await screen.findByRole('dialog', { name: 'Remove invitation' });
    expect(within(dialog).getByText('Take back the invitation for Dana Reed? You can invite them again later.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remove invitation' })).not.toBeInTheDocument());
    expect(removal.bodies).toEqual([]);
    await user.click(within(region).getByRole('button', { name: 'Remove invitation for Dana Reed' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove invitation' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Invitation removed successfully')).toBeInTheDocument();
    expect(removal.bodies).toHaveLength(1);
  });

  it("says 'Failed to remove invitation' when that fails", async () => {
    const { user } = openEditScreen(
      http.delete(`/api/invitations/${invitation.id}`, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const region = await screen.findByRole('region', { name: /^Pending Invitations \(1\)$/ }, LAZY_SCREEN);
    await user.click(within(region).getByRole('button', { name: 'Remove invitation for Dana Reed' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove invitation' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove invitation')).toBeInTheDocument();
  });

  it('shows an empty list when the invitations cannot be loaded', async () => {
    server.use(
      http.get(`/api/games/${GAME_ID}/invitations`, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
      ...signedInHandlers(),
      ...editHandlers(),
    );
    renderApp(EDIT_PATH);
    const region = await screen.findByRole('region', { name: /^Pending Invitations \(0\)$/ }, LAZY_SCREEN);
    expect(within(region).getByText('No pending invitations.')).toBeInTheDocument();
  });
});

describe('edit game: join requests', () => {
  it("approves a request: 'Join request handled successfully', then the list refreshes", async () => {
    let approved = false;
    server.use(
      ...signedInHandlers(),
      http.get(`/api/games/${GAME_ID}/join-requests`, () => HttpResponse.json(approved ? [] : [joinRequest])),
      ...editHandlers(),
      http.post(`${requestUrl}/approve`, () => {
        approved = true;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderApp(EDIT_PATH);
    const region = await screen.findByRole('region', { name: /^Join Requests \(1\)$/ }, LAZY_SCREEN);
    await user.click(within(region).getByRole('button', { name: 'Approve Dana Reed' }));
    expect(await screen.findByText('Join request handled successfully')).toBeInTheDocument();
    expect(approved).toBe(true);
    const refreshed = await screen.findByRole('region', { name: /^Join Requests \(0\)$/ }, LAZY_SCREEN);
    expect(within(refreshed).getByText('No pending join requests.')).toBeInTheDocument();
  });

  it("says 'Failed to handle join request' when a decline fails", async () => {
    const { user } = openEditScreen(
      http.post(`${requestUrl}/decline`, () => HttpResponse.json({ message: 'x' }, { status: 500 })),
    );
    const region = await screen.findByRole('region', { name: /^Join Requests \(1\)$/ }, LAZY_SCREEN);
    await user.click(within(region).getByRole('button', { name: 'Decline Dana Reed' }));
    expect(await screen.findByText('Failed to handle join request')).toBeInTheDocument();
  });
});

describe('edit game: invite', () => {
  it("opens the Share game dialog on its Username tab from 'Invite'", async () => {
    const { user } = openEditScreen();
    const region = await screen.findByRole('region', { name: /^Pending Invitations \(1\)$/ }, LAZY_SCREEN);
    await user.click(within(region).getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share Cold Showers' });
    expect(within(dialog).getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByPlaceholderText('Search username...')).toBeInTheDocument();
  });
});

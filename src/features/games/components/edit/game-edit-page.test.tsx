import { screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { bob, cleo, EDIT_PATH, editGame, editHandlers, GAME_ID, openEditScreen } from '@tests/support/client/game-edit-fixtures';
import { gameNotFoundHandler } from '@tests/support/client/game-handlers';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const region = (name: RegExp) => screen.findByRole('region', { name });

describe('edit game: loading and refusals', () => {
  it("shows 'Loading game details' while the game loads", async () => {
    server.use(
      ...signedInHandlers(),
      http.get(`/api/games/${GAME_ID}`, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderApp(EDIT_PATH);
    expect(await screen.findByText('Loading game details')).toBeInTheDocument();
  });

  it("says 'Access Denied' with a 'View Game' link to a participant who is neither creator nor admin", async () => {
    server.use(...signedInHandlers({ user: bob }), ...editHandlers());
    renderApp(EDIT_PATH);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Only the game creator and admins can edit this game.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Game' })).toHaveAttribute('href', `/games/${GAME_ID}`);
    expect(screen.queryByRole('button', { name: 'Update Game' })).not.toBeInTheDocument();
  });

  it("says 'Access Denied' when the server refuses the game", async () => {
    server.use(
      ...signedInHandlers(),
      http.get(`/api/games/${GAME_ID}`, () =>
        HttpResponse.json({ message: 'Access denied: you must be a participant to view this game' }, { status: 403 }),
      ),
    );
    renderApp(EDIT_PATH);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Only the game creator can edit this game.')).toBeInTheDocument();
  });

  it("says 'Game Not Found' for any other failure", async () => {
    server.use(...signedInHandlers(), gameNotFoundHandler(`/api/games/${GAME_ID}`));
    renderApp(EDIT_PATH);
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
});

describe('edit game: sections', () => {
  it('shows every section to the creator, with counts and the groups link', async () => {
    openEditScreen();
    expect(await screen.findByRole('heading', { name: 'Edit Game', level: 1 })).toBeInTheDocument();
    expect(await region(/^Game Settings$/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Game Name/)).toHaveValue('Cold Showers');
    const groups = await region(/^Group Management$/);
    expect(within(groups).getByRole('link', { name: 'Manage Groups' })).toHaveAttribute('href', `/games/${GAME_ID}/groups`);
    expect(await region(/^Participants \(3\)$/)).toBeInTheDocument();
    const invitations = await region(/^Pending Invitations \(1\)$/);
    expect(within(invitations).getByText('Dana Reed')).toBeInTheDocument();
    expect(within(invitations).getByRole('button', { name: 'Invite' })).toBeInTheDocument();
    const requests = await region(/^Join Requests \(1\)$/);
    expect(within(requests).getByRole('button', { name: 'Approve Dana Reed' })).toBeInTheDocument();
  });

  it('has no Join Requests section for a private game', async () => {
    server.use(...signedInHandlers(), ...editHandlers({ game: editGame({ isPublic: false }) }));
    renderApp(EDIT_PATH);
    expect(await region(/^Pending Invitations \(1\)$/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Join Requests/ })).not.toBeInTheDocument();
  });

  it('lets an admin in, without Delete Game, and without controls on their own row', async () => {
    server.use(...signedInHandlers({ user: cleo }), ...editHandlers());
    renderApp(EDIT_PATH);
    const list = await region(/^Participants \(3\)$/);
    expect(await within(list).findByText('Cleo Park (You)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Game' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Game' })).toBeInTheDocument();
    expect(within(list).queryByRole('switch', { name: 'Admin: Cleo Park' })).not.toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Remove Cleo Park' })).not.toBeInTheDocument();
    expect(within(list).getByRole('switch', { name: 'Admin: Bob Stone' })).toBeInTheDocument();
  });

  it('shows Delete Game to the creator', async () => {
    server.use(...signedInHandlers({ user: testUser }), ...editHandlers());
    renderApp(EDIT_PATH);
    expect(await screen.findByRole('button', { name: 'Delete Game' })).toBeInTheDocument();
  });
});

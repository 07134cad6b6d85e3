import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bob, editHandlers, GAME_ID } from '@tests/support/client/game-edit-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const path = `/games/${GAME_ID}/edit`;
const participantUrl = `/api/games/${GAME_ID}/participants/${bob.id}`;

async function participantsList() {
  const region = await screen.findByRole('region', { name: /^Participants \(3\)$/ });
  await within(region).findByText('Bob Stone');
  return region;
}

describe('edit game: participants', () => {
  it('tags the owner and admins; the owner has no admin toggle and no remove button', async () => {
    server.use(...signedInHandlers(), ...editHandlers());
    renderApp(path);
    const list = await participantsList();
    const owner = within(list).getByText('Ada Lovelace (You)').closest('li') as HTMLElement;
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    const cleo = within(list).getByText('Cleo Park').closest('li') as HTMLElement;
    // The 'Admin' tag beside the switch's own 'Admin' label; Bob has only the label.
    expect(within(cleo).getAllByText('Admin')).toHaveLength(2);
    const bobRow = within(list).getByText('Bob Stone').closest('li') as HTMLElement;
    expect(within(bobRow).getAllByText('Admin')).toHaveLength(1);
    expect(within(cleo).getByRole('switch', { name: 'Admin: Cleo Park' })).toBeChecked();
    expect(within(list).getByRole('switch', { name: 'Admin: Bob Stone' })).not.toBeChecked();
  });

  it('asks before making someone an admin, then says so', async () => {
    let body: unknown = null;
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      http.put(`${participantUrl}/admin`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ userId: bob.id, isAdmin: true });
      }),
    );
    const { user } = renderApp(path);
    const list = await participantsList();
    await user.click(within(list).getByRole('switch', { name: 'Admin: Bob Stone' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(body).toBeNull();

    await user.click(within(list).getByRole('switch', { name: 'Admin: Bob Stone' }));
    dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Admin status updated successfully')).toBeInTheDocument();
    expect(body).toEqual({ isAdmin: true });
  });

  it("shows the server's reason when the admin change fails", async () => {
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      http.put(`${participantUrl}/admin`, () => HttpResponse.json({ message: 'Not allowed here' }, { status: 403 })),
    );
    const { user } = renderApp(path);
    const list = await participantsList();
    await user.click(within(list).getByRole('switch', { name: 'Admin: Bob Stone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Not allowed here')).toBeInTheDocument();
  });

  it('asks before removing a participant, then removes them', async () => {
    let removed = false;
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      http.delete(participantUrl, () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp(path);
    const list = await participantsList();
    await user.click(within(list).getByRole('button', { name: 'Remove Bob Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove participant' });
    expect(removed).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Participant removed successfully')).toBeInTheDocument();
    expect(removed).toBe(true);
  });

  it("falls back to 'Failed to remove participant' when the server can't be reached", async () => {
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      http.delete(participantUrl, () => HttpResponse.error()),
    );
    const { user } = renderApp(path);
    const list = await participantsList();
    await user.click(within(list).getByRole('button', { name: 'Remove Bob Stone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove participant')).toBeInTheDocument();
  });
});

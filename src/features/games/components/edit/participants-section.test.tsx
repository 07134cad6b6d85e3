import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bob, GAME_ID, openEditScreen } from '@tests/support/client/game-edit-fixtures';
import { recordedHandler } from '@tests/support/client/recorded-requests';

const participantUrl = `/api/games/${GAME_ID}/participants/${bob.id}`;

async function participantsList() {
  const region = await screen.findByRole('region', { name: /^Participants \(3\)$/ });
  await within(region).findByText('Bob Stone');
  return region;
}

describe('edit game: participants', () => {
  it('tags the owner and admins; the owner has no admin toggle and no remove button', async () => {
    openEditScreen();
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
    const makeAdmin = recordedHandler('put', `${participantUrl}/admin`, () => HttpResponse.json({ userId: bob.id, isAdmin: true }));
    const { user } = openEditScreen(makeAdmin.handler);
    const list = await participantsList();
    await user.click(within(list).getByRole('switch', { name: 'Admin: Bob Stone' }));
    let dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(makeAdmin.bodies).toEqual([]);

    await user.click(within(list).getByRole('switch', { name: 'Admin: Bob Stone' }));
    dialog = await screen.findByRole('dialog', { name: 'Make admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Admin status updated successfully')).toBeInTheDocument();
    expect(makeAdmin.bodies).toEqual([{ isAdmin: true }]);
  });

  it("shows the server's reason when the admin change fails", async () => {
    const { user } = openEditScreen(
      http.put(`${participantUrl}/admin`, () => HttpResponse.json({ message: 'Not allowed here' }, { status: 403 })),
    );
    const list = await participantsList();
    await user.click(within(list).getByRole('switch', { name: 'Admin: Bob Stone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Not allowed here')).toBeInTheDocument();
  });

  it('asks before removing a participant, then removes them', async () => {
    const removal = recordedHandler('delete', participantUrl, () => new HttpResponse(null, { status: 204 }));
    const { user } = openEditScreen(removal.handler);
    const list = await participantsList();
    await user.click(within(list).getByRole('button', { name: 'Remove Bob Stone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove participant' });
    expect(removal.bodies).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Participant removed successfully')).toBeInTheDocument();
    expect(removal.bodies).toHaveLength(1);
  });

  it("falls back to 'Failed to remove participant' when the server can't be reached", async () => {
    const { user } = openEditScreen(http.delete(participantUrl, () => HttpResponse.error()));
    const list = await participantsList();
    await user.click(within(list).getByRole('button', { name: 'Remove Bob Stone' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove participant')).toBeInTheDocument();
  });
});

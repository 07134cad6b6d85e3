import type { Group } from '@contract/groups';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bob, cleo, editGame, GAME_ID, participants } from '@tests/support/client/game-edit-fixtures';
import { testUser } from '@tests/support/client/fixtures';
import { groupOf } from '@tests/support/client/group-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const path = `/games/${GAME_ID}/groups`;
const groupsUrl = `/api/games/${GAME_ID}/groups`;
const reds = groupOf(1, 'Reds', 'red', [bob, cleo]);

/** The whole app at the groups screen, Ada being the game's creator, an admin or a plain participant. */
function visit(me: 'creator' | 'admin' | 'participant', groups: Group[] | 'fail' = [reds]) {
  const creator = me === 'creator' ? testUser : cleo;
  const people = participants.map((p) => (p.userId === testUser.id ? { ...p, isAdmin: me === 'admin' } : p));
  let asked = 0;
  server.use(
    ...signedInHandlers(),
    http.get(`/api/games/${GAME_ID}`, () => HttpResponse.json(editGame({ creatorId: creator.id, creator, participants: people }))),
    http.get(groupsUrl, () => {
      asked += 1;
      return groups === 'fail' ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : HttpResponse.json(groups);
    }),
  );
  return { ...renderApp(path), asked: () => asked };
}

/** Opens Reds, clicks `action` in it and waits for the question it asks (the dialog named `question`). */
async function askAboutReds(user: ReturnType<typeof visit>['user'], action: string, question: string) {
  await user.click(await screen.findByRole('button', { name: /Reds/ }));
  await user.click(await screen.findByRole('button', { name: action }));
  return screen.findByRole('dialog', { name: question });
}

describe('groups screen (docs/product.md §2 "Groups", §6)', () => {
  it("shows 'Access Denied' and the way back to a participant who is neither creator nor admin", async () => {
    const { asked } = visit('participant');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Only the game creator and admins can manage groups.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Game' })).toHaveAttribute('href', `/games/${GAME_ID}`);
    expect(screen.queryByRole('region', { name: 'Create New Group' })).not.toBeInTheDocument();
    expect(asked()).toBe(0);
  });

  it('lets an admin manage the groups, under the game name', async () => {
    visit('admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    expect(screen.getByText('Cold Showers')).toBeInTheDocument();
    for (const name of ['Create New Group', 'Add Member to Group', 'Existing Groups']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
  });

  it("says 'No groups yet' when there are none", async () => {
    visit('creator', []);
    const existing = await screen.findByRole('region', { name: 'Existing Groups' });
    expect(within(existing).getByText('No groups yet')).toBeInTheDocument();
    expect(screen.getByText('Create a group first, then add participants to it.')).toBeInTheDocument();
  });

  it('offers to try again when the groups cannot be read', async () => {
    visit('creator', 'fail');
    expect(await screen.findByText('Groups could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('Existing Groups (docs/product.md §2, §8)', () => {
  it('opens a group to its members and removes one after asking', async () => {
    const { user } = visit('creator');
    let removed = '';
    server.use(
      http.delete(`${groupsUrl}/:groupId/members/:memberId`, ({ params }) => {
        removed = `${String(params.groupId)}/${String(params.memberId)}`;
        return HttpResponse.json({ message: 'Member removed' });
      }),
    );
    await user.click(await screen.findByRole('button', { name: /Reds.*2 members/ }));
    // The panel opens a moment after the click (Mantine's Collapse).
    const members = await screen.findByRole('list', { name: 'Members of Reds' });
    expect(within(members).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['BSBob StoneRemove', 'CPCleo ParkRemove']);
    await user.click(screen.getByRole('button', { name: 'Remove Bob Stone from Reds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('Remove Bob Stone from Reds?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed from group successfully')).toBeInTheDocument();
    expect(removed).toBe(`${reds.id}/${bob.id}`);
  });

  it("says 'Failed to remove member: …' with the server's reason", async () => {
    const { user } = visit('creator');
    const refusal = { message: 'Cleo Park is not in this group' };
    server.use(http.delete(`${groupsUrl}/:groupId/members/:memberId`, () => HttpResponse.json(refusal, { status: 404 })));
    const dialog = await askAboutReds(user, 'Remove Cleo Park from Reds', 'Remove member');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove member: Cleo Park is not in this group')).toBeInTheDocument();
  });

  it('deletes a group after warning that all its members are removed', async () => {
    const { user } = visit('creator');
    let deleted = '';
    server.use(
      http.delete(`${groupsUrl}/:groupId`, ({ params }) => {
        deleted = String(params.groupId);
        return HttpResponse.json({ message: 'Group deleted' });
      }),
    );
    const dialog = await askAboutReds(user, 'Delete group Reds', 'Delete group');
    expect(dialog).toHaveTextContent('Delete Reds? All its members will be removed from the group.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Group deleted successfully')).toBeInTheDocument();
    expect(deleted).toBe(reds.id);
  });

  it("says 'Failed to delete group: …' with the server's reason", async () => {
    const { user } = visit('creator');
    server.use(http.delete(`${groupsUrl}/:groupId`, () => HttpResponse.json({ message: 'Group not found' }, { status: 404 })));
    const dialog = await askAboutReds(user, 'Delete group Reds', 'Delete group');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete group: Group not found')).toBeInTheDocument();
  });

  it('leaves everything as it was when the question is cancelled', async () => {
    const { user } = visit('creator');
    const dialog = await askAboutReds(user, 'Delete group Reds', 'Delete group');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

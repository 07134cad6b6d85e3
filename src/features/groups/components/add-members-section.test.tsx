import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bob, cleo, GAME_ID, participants } from '@tests/support/client/game-edit-fixtures';
import { testUser } from '@tests/support/client/fixtures';
import { groupOf } from '@tests/support/client/group-fixtures';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { groupsQueryKey } from '../api/get-groups';
import { GroupsPage } from './groups-page';

const reds = groupOf(1, 'Reds', 'red', [bob]);
const blues = groupOf(2, 'Blues', 'blue');

/** The groups screen over a server that adds the members it is sent (or refuses `refused`). */
function renderGroups(refused?: { userId: string; message: string }) {
  const groups = [structuredClone(reds), structuredClone(blues)];
  const posts: { groupId: string; memberId: string }[] = [];
  server.use(
    http.get(`/api/games/${GAME_ID}/groups`, () => HttpResponse.json(groups)),
    http.post(`/api/games/${GAME_ID}/groups/:groupId/members`, async ({ request, params }) => {
      const { memberId } = (await request.json()) as { memberId: string };
      posts.push({ groupId: String(params.groupId), memberId });
      if (memberId === refused?.userId) return HttpResponse.json({ message: refused.message }, { status: 409 });
      const group = groups.find((g) => g.id === params.groupId)!;
      const user = participants.find((p) => p.userId === memberId)!.user;
      group.members.push({ id: crypto.randomUUID(), userId: memberId, user });
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  const view = renderWithProviders(<GroupsPage gameId={GAME_ID} gameName="Cold Showers" participants={participants} canManage />);
  return { ...view, posts, groups };
}

const checklist = () => screen.findByRole('group', { name: /Participants not in a group/ });

describe('Add Member to Group (docs/product.md §2, §5, §7, §8)', () => {
  it('lists only the participants in no group, with their count', async () => {
    renderGroups();
    const list = await checklist();
    expect(list).toHaveAccessibleName('Participants not in a group (2)');
    expect(within(list).getAllByRole('checkbox').map((c) => c.closest('.mantine-Checkbox-root')?.textContent)).toEqual([
      'Ada Lovelace',
      'Cleo Park',
    ]);
  });

  it("says 'Please select a group and at least one user' without a group or without anybody, and sends nothing", async () => {
    const { user, posts } = renderGroups();
    await checklist();
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a group and at least one user');
    await user.selectOptions(screen.getByLabelText('Group'), 'Blues');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a group and at least one user');
    await user.selectOptions(screen.getByLabelText('Group'), 'Select a group');
    await user.click(screen.getByRole('checkbox', { name: 'Cleo Park' }));
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a group and at least one user');
    expect(posts).toEqual([]);
  });

  it('forgets a choice that stopped being possible meanwhile: someone put in a group elsewhere is not sent', async () => {
    const { user, posts, groups, queryClient } = renderGroups();
    await checklist();
    await user.selectOptions(screen.getByLabelText('Group'), 'Blues');
    await user.click(screen.getByRole('checkbox', { name: 'Cleo Park' }));
    // Another admin puts Cleo in Reds; this screen reads the groups again.
    groups[0]!.members.push({ id: crypto.randomUUID(), userId: cleo.id, user: cleo });
    await queryClient.invalidateQueries({ queryKey: groupsQueryKey(GAME_ID) });
    expect(await checklist()).toHaveAccessibleName('Participants not in a group (1)');
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a group and at least one user');
    expect(posts).toEqual([]);
  });

  it("sends one POST per person, says 'Members added to group successfully' and empties the checklist", async () => {
    const { user, posts } = renderGroups();
    await checklist();
    await user.selectOptions(screen.getByLabelText('Group'), 'Blues');
    await user.click(screen.getByRole('checkbox', { name: 'Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cleo Park' }));
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    expect(await screen.findByText('Members added to group successfully')).toBeInTheDocument();
    expect(posts).toEqual([
      { groupId: blues.id, memberId: testUser.id },
      { groupId: blues.id, memberId: cleo.id },
    ]);
    expect(await checklist()).toHaveAccessibleName('Participants not in a group (0)');
    expect(screen.getByText('Everyone in this game is already in a group.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Blues.*2 members/ })).toBeInTheDocument();
  });

  it("says 'Failed to add members to group: …' with the server's reason, keeping those it did add", async () => {
    const { user, posts } = renderGroups({ userId: testUser.id, message: 'Ada Lovelace is already in a group of this game' });
    await checklist();
    await user.selectOptions(screen.getByLabelText('Group'), 'Reds');
    await user.click(screen.getByRole('checkbox', { name: 'Ada Lovelace' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cleo Park' }));
    await user.click(screen.getByRole('button', { name: 'Add to Group' }));
    expect(
      await screen.findByText('Failed to add members to group: Ada Lovelace is already in a group of this game'),
    ).toBeInTheDocument();
    expect(posts).toHaveLength(2);
    expect(await screen.findByRole('button', { name: /Reds.*2 members/ })).toBeInTheDocument();
  });
});

import type { Group } from '@contract/groups';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { bob, GAME_ID, participants } from '@tests/support/client/game-edit-fixtures';
import { groupOf } from '@tests/support/client/group-fixtures';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { GroupsPage } from './groups-page';

const groupsUrl = `/api/games/${GAME_ID}/groups`;

/** The groups screen of a manager, over a server that keeps the groups it is sent. */
function renderGroups(initial: Group[], onCreate?: (body: { name: string; color: string }) => Response | undefined) {
  const groups = [...initial];
  const sent: unknown[] = [];
  server.use(
    http.get(groupsUrl, () => HttpResponse.json(groups)),
    http.post(groupsUrl, async ({ request }) => {
      const body = (await request.json()) as { name: string; color: Group['color'] };
      sent.push(body);
      const refusal = onCreate?.(body);
      if (refusal) return refusal;
      const group = groupOf(groups.length + 1, body.name, body.color);
      groups.push(group);
      return HttpResponse.json(group, { status: 201 });
    }),
  );
  const view = renderWithProviders(<GroupsPage gameId={GAME_ID} gameName="Cold Showers" participants={participants} canManage />);
  return { ...view, sent };
}

const colour = (name: string) => screen.getByRole('radio', { name });
const section = () => screen.getByRole('region', { name: 'Create New Group' });

describe('Create New Group (docs/product.md §2, §5, §8, §9)', () => {
  it('starts on the first palette colour no group uses, and names every colour', async () => {
    renderGroups([groupOf(1, 'Reds', 'red', [bob]), groupOf(2, 'Oranges', 'orange'), groupOf(3, 'Greens', 'green')]);
    const picker = await screen.findByRole('radiogroup', { name: 'Colour' });
    const names = within(picker).getAllByRole('radio').map((r) => r.getAttribute('aria-label'));
    expect(names).toEqual(['Red', 'Orange', 'Yellow', 'Green', 'Cyan', 'Blue', 'Indigo', 'Violet', 'Pink', 'Amber']);
    expect(colour('Yellow')).toHaveAttribute('aria-checked', 'true');
    expect(within(picker).getAllByRole('radio', { checked: true })).toHaveLength(1);
  });

  it("says 'Group name is required' for a blank name and sends nothing", async () => {
    const { user, sent } = renderGroups([]);
    await user.type(await screen.findByLabelText(/Group Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await within(section()).findByText('Group name is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("creates with the chosen colour, says 'Group created successfully', then offers the next free colour", async () => {
    const { user, sent } = renderGroups([]);
    expect(await screen.findByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByLabelText(/Group Name/), '  Early Birds ');
    await user.click(colour('Amber'));
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Group created successfully')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Early Birds', color: 'amber' }]);
    // The form is cleared; red is still free, so it is the default again.
    expect(screen.getByLabelText(/Group Name/)).toHaveValue('');
    expect(colour('Red')).toHaveAttribute('aria-checked', 'true');
    expect(await screen.findByRole('button', { name: /Early Birds/ })).toBeInTheDocument();
  });

  it('moves the default on after creating with it', async () => {
    const { user } = renderGroups([]);
    await user.type(await screen.findByLabelText(/Group Name/), 'Reds');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Group created successfully')).toBeInTheDocument();
    expect(colour('Orange')).toHaveAttribute('aria-checked', 'true');
  });

  it("shows the server's reason: 'Failed to create group: …', and keeps what was typed", async () => {
    const { user } = renderGroups([groupOf(1, 'Reds', 'red')], () =>
      HttpResponse.json({ message: 'A group named "reds" already exists in this game' }, { status: 409 }),
    );
    await user.type(await screen.findByLabelText(/Group Name/), 'reds');
    await user.click(screen.getByRole('button', { name: 'Create Group' }));
    expect(await screen.findByText('Failed to create group: A group named "reds" already exists in this game')).toBeInTheDocument();
    expect(screen.getByLabelText(/Group Name/)).toHaveValue('reds');
  });

  it('moves between colours with the arrow keys', async () => {
    const { user } = renderGroups([]);
    (await screen.findByRole('radio', { name: 'Red' })).focus();
    await user.keyboard('{ArrowRight}');
    expect(colour('Orange')).toHaveAttribute('aria-checked', 'true');
    expect(colour('Orange')).toHaveFocus();
  });
});

import { ZERO_STATS } from '@contract/user';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

async function openEditDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
  // The form loads with the dialog's first opening.
  await within(dialog).findByLabelText(/First name/);
  return dialog;
}

describe('profile', () => {
  it('shows who I am, Logout to the logout endpoint, stats and achievements', async () => {
    server.use(...signedInHandlers({ stats: { ...ZERO_STATS, totalAccomplishments: 12, totalUpvotes: 60 } }));
    const { user } = renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Counting engines.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
    expect(await screen.findByText('No medals yet')).toBeInTheDocument();
    expect(await screen.findByText('No accomplishments yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Achievements' }));
    const panel = screen.getByRole('tabpanel');
    const items = within(panel).getAllByRole('listitem');
    const state = Object.fromEntries(
      items.map((li) => [li.querySelector('p')?.textContent, within(li).getByText(/Locked|Unlocked/).textContent]),
    );
    expect(state).toEqual({
      'Comfort Zone Crusher': 'Unlocked',
      'Community Champion': 'Unlocked',
      'Game Master': 'Locked',
      Inspiration: 'Locked',
    });
  });

  it("refuses an empty first name with 'First name is required'", async () => {
    const save = recordedHandler('patch', '/api/user/profile', () => HttpResponse.json(testUser));
    server.use(...signedInHandlers(), save.handler);
    const { user } = renderApp('/profile');
    const dialog = await openEditDialog(user);
    await user.clear(within(dialog).getByLabelText(/First name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(save.bodies).toEqual([]);
  });

  it('counts bio characters against 500 and refuses a longer bio', async () => {
    server.use(...signedInHandlers({ user: { ...testUser, bio: '' } }));
    const { user } = renderApp('/profile');
    const dialog = await openEditDialog(user);
    const bio = within(dialog).getByLabelText('Bio');
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await user.type(bio, 'Hello');
    expect(within(dialog).getByText('5/500')).toBeInTheDocument();
    await user.click(bio);
    await user.paste('x'.repeat(500));
    expect(within(dialog).getByText('505/500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Bio must be at most 500 characters')).toBeInTheDocument();
  });

  it("saves, shows 'Profile Updated' and the new name everywhere", async () => {
    const save = recordedHandler('patch', '/api/user/profile', () =>
      HttpResponse.json({ ...testUser, firstName: 'Grace', lastName: 'Hopper', bio: 'Compilers.' }),
    );
    server.use(...signedInHandlers(), save.handler);
    const { user } = renderApp('/profile');
    const dialog = await openEditDialog(user);
    const first = within(dialog).getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, ' Grace ');
    const last = within(dialog).getByLabelText('Last name');
    await user.clear(last);
    await user.type(last, 'Hopper');
    const bio = within(dialog).getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Compilers.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(save.bodies).toEqual([{ firstName: 'Grace', lastName: 'Hopper', bio: 'Compilers.' }]);
    expect(screen.queryByRole('dialog', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Profile' })).toHaveTextContent('G');
  });

  it('says so when saving fails and keeps the dialog open', async () => {
    server.use(
      ...signedInHandlers(),
      http.patch('/api/user/profile', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    const { user } = renderApp('/profile');
    const dialog = await openEditDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

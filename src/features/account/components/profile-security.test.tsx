import type { AccountSession } from '@contract/account';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ProfileSecurity } from './profile-security';

const now = Date.now();
const phone: AccountSession = {
  id: '00000000-0000-4000-8000-000000000001',
  current: true,
  createdAt: new Date(now - 86_400_000).toISOString(),
  lastSeenAt: new Date(now - 30 * 60_000).toISOString(),
  device: 'Chrome on Android',
};
const laptop: AccountSession = {
  id: '00000000-0000-4000-8000-000000000002',
  current: false,
  createdAt: new Date(now - 5 * 86_400_000).toISOString(),
  lastSeenAt: new Date(now - 3 * 3_600_000).toISOString(),
  device: 'Firefox on Windows',
};
const tablet: AccountSession = { ...laptop, id: '00000000-0000-4000-8000-000000000003', device: 'Safari on iOS', lastSeenAt: new Date(now - 2 * 86_400_000).toISOString() };

/** The server's devices and password routes, recording what the client asked. */
function serve(initial: AccountSession[], password: { status: number; message?: string } = { status: 204 }) {
  let sessions = [...initial];
  const calls: string[] = [];
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/user/sessions', () => HttpResponse.json(sessions)),
    http.delete('/api/user/sessions/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      sessions = sessions.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/user/sessions', () => {
      calls.push('DELETE others');
      sessions = sessions.filter((s) => s.current);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/user/password', async ({ request }) => {
      bodies.push(await request.json());
      if (password.status !== 204) return HttpResponse.json({ message: password.message }, { status: password.status });
      sessions = sessions.filter((s) => s.current);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { calls, bodies };
}

function renderSecurity({ hasPassword = true } = {}) {
  const onSignOutHere = vi.fn();
  return { onSignOutHere, ...renderWithProviders(<ProfileSecurity hasPassword={hasPassword} onSignOutHere={onSignOutHere} />) };
}

/** Opens Change password, fills its three fields and submits; the dialog, for what it says next. */
async function changePassword(user: ReturnType<typeof renderSecurity>['user'], current: string, next: string, confirm: string) {
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change password' });
  await user.type(await within(dialog).findByLabelText('Current password'), current);
  await user.type(within(dialog).getByLabelText('New password'), next);
  await user.type(within(dialog).getByLabelText('Confirm new password'), confirm);
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
  return dialog;
}

describe("The Profile's Security section (docs/decisions/0046-password-and-devices.md)", () => {
  it('lists the devices: label, This device, last active; Sign out ends one, Sign out other devices the rest', async () => {
    const { calls } = serve([phone, laptop, tablet]);
    const { user, onSignOutHere } = renderSecurity();
    const list = await screen.findByRole('list', { name: 'Devices' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome on AndroidThis deviceActive nowSign out',
      'Firefox on WindowsLast active 3h agoSign out',
      'Safari on iOSLast active 2d agoSign out',
    ]);
    await user.click(within(list).getByRole('button', { name: 'Sign out Firefox on Windows, last active 3h ago' }));
    expect(await screen.findByText('Firefox on Windows is signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(calls).toEqual([`DELETE ${laptop.id}`]);

    await user.click(screen.getByRole('button', { name: 'Sign out other devices' }));
    expect(await screen.findByText('Other devices are signed out')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(calls).toEqual([`DELETE ${laptop.id}`, 'DELETE others']);
    expect(screen.getByText("You're signed in on this device only.")).toBeInTheDocument();

    // This device's own Sign out is Logout (it clears the device first), not a bare DELETE.
    await user.click(within(list).getByRole('button', { name: 'Sign out this device' }));
    expect(onSignOutHere).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(2);
  });

  it('says when the devices could not be loaded, with Try again', async () => {
    server.use(http.get('/api/user/sessions', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    renderSecurity();
    expect(await screen.findByText('Devices could not be loaded')).toBeInTheDocument();
  });

  it('Change password: current, new and confirm; "Password changed" and the dialog closes', async () => {
    const { bodies } = serve([phone, laptop]);
    const { user } = renderSecurity();
    const dialog = await changePassword(user, 'old password 123', 'new password 456', 'new password 457');
    expect(await within(dialog).findByText('Passwords do not match')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'new password 456');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ currentPassword: 'old password 123', newPassword: 'new password 456' }]);
    // The other devices were signed out: the list shows this one only.
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Devices' })).getAllByRole('listitem')).toHaveLength(1));
  });

  it("shows the server's message for a wrong current password and keeps the dialog open", async () => {
    serve([phone], { status: 400, message: 'Current password is incorrect' });
    const { user } = renderSecurity();
    const dialog = await changePassword(user, 'not it at all', 'new password 456', 'new password 456');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Current password is incorrect');
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('an account without a password (OIDC) has no Change password, and says why', async () => {
    serve([phone]);
    renderSecurity({ hasPassword: false });
    expect(await screen.findByRole('list', { name: 'Devices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.getByText('Your password is managed by your sign-in provider.')).toBeInTheDocument();
  });
});

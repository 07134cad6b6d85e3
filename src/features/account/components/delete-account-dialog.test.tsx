import { PASSWORD_INCORRECT } from '@contract/account-deletion';
import { PASSWORD_MAX } from '@contract/auth';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { useSigningOut } from '@/offline/signing-out';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

/** Profile → Delete my account (docs/decisions/0049-account-deletion.md). */
describe('Profile → Delete my account', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    // A deletion signs out as Logout does, which hides the app until the page goes.
    useSigningOut.setState({ signingOut: false });
  });

  const deleted = () => new HttpResponse(null, { status: 204 });

  async function openDialog(user: ReturnType<typeof renderApp>['user']) {
    const section = await screen.findByRole('region', { name: 'Delete my account' });
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('dialog', { name: 'Delete my account?' });
  }

  it('says what goes and what stays, refuses a wrong password, then deletes and leaves as Logout does', async () => {
    const deletion = recordedHandler('delete', '/api/user', async ({ request }) => {
      const body = (await request.json()) as { password?: string };
      if (body.password !== 'right one') return HttpResponse.json({ message: 'Password is incorrect' }, { status: 400 });
      return deleted();
    });
    server.use(...signedInHandlers(), deletion.handler);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/profile');
    const dialog = await openDialog(user);
    expect(within(dialog).getByText('your posts with their photos, likes and comments')).toBeInTheDocument();
    expect(within(dialog).getByText(/your results in finished games, shown as 'Deleted account'/)).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Your password/), 'wrong');
    await user.click(submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is incorrect');
    expect(assign).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/Your password/));
    await user.type(within(dialog).getByLabelText(/Your password/), 'right one');
    await user.click(submit);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    expect(deletion.bodies).toEqual([{ password: 'wrong' }, { password: 'right one' }]);
  });

  it('an account without a password (OIDC) confirms with its username typed exactly', async () => {
    const deletion = recordedHandler('delete', '/api/user', deleted);
    server.use(...signedInHandlers({ user: { ...testUser, hasPassword: false } as typeof testUser }), deletion.handler);
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/profile');
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText(/Your password/)).toBeNull();
    await user.type(within(dialog).getByLabelText(/Type your username \(ada\) to confirm/), 'ada');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/api/logout'));
    expect(deletion.bodies).toEqual([{ confirm: 'ada' }]);
  });

  it("checks the password against the contract's schema first: one past PASSWORD_MAX is refused without asking the server", async () => {
    const deletion = recordedHandler('delete', '/api/user', deleted);
    server.use(...signedInHandlers(), deletion.handler);
    const { user } = renderApp('/profile');
    const dialog = await openDialog(user);
    const field = within(dialog).getByLabelText(/Your password/);
    await user.click(field);
    await user.paste('x'.repeat(PASSWORD_MAX + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(PASSWORD_INCORRECT)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(PASSWORD_INCORRECT);
    expect(deletion.bodies).toEqual([]);
  });

  it('offline: the button stays off and says it needs a connection', async () => {
    server.use(...signedInHandlers());
    const { user } = renderApp('/profile');
    const dialog = await openDialog(user);
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    window.dispatchEvent(new Event('offline'));
    expect(await within(dialog).findByText('Deleting your account needs a connection.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Your password/), 'anything');
    expect(within(dialog).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });
});

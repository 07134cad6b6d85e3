import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers, signedOutHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

/** The answer to a sign-in or sign-up that worked: from now on the app's calls are answered as signed in. */
function signedInNow(user: typeof testUser, status = 200) {
  server.use(...signedInHandlers());
  return HttpResponse.json(user, { status });
}

async function openTab(user: ReturnType<typeof renderApp>['user'], name: 'Sign in' | 'Create account') {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

/** Creates Ada's account with `username` and the password 'long enough pw'; the tab's panel. */
async function createAccount(user: ReturnType<typeof renderApp>['user'], username: string) {
  const panel = await openTab(user, 'Create account');
  await user.type(within(panel).getByLabelText(/First name/), 'Ada');
  await user.type(within(panel).getByLabelText(/Username/), username);
  await user.type(within(panel).getByLabelText(/Password/), 'long enough pw');
  await user.click(within(panel).getByRole('button', { name: 'Create account' }));
  return panel;
}

describe('sign in', () => {
  it("names the product as the landing page does: 'Comfort Zone Challenge' (decision 0053)", async () => {
    server.use(...signedOutHandlers());
    renderApp('/signin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the Comfort Zone Challenge' })).toBeInTheDocument();
  });

  it("explains a failed provider sign-in from /api/callback's error code", async () => {
    server.use(...signedOutHandlers());
    renderApp('/signin?error=oidc_expired&returnTo=/games/1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sign-in took too long or was started in another browser. Please try again.',
    );
  });

  it('ignores an unknown error code', async () => {
    server.use(...signedOutHandlers());
    renderApp('/signin?error=bogus');
    await screen.findByRole('tab', { name: 'Sign in' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows field-level messages for an empty form and sends nothing', async () => {
    const signIn = recordedHandler('post', '/api/auth/signin', () => HttpResponse.json(testUser));
    server.use(...signedOutHandlers(), signIn.handler);
    const { user } = renderApp('/signin');
    const panel = await openTab(user, 'Sign in');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(await within(panel).findByText('Username is required')).toBeInTheDocument();
    expect(within(panel).getByText('Password is required')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn.bodies).toEqual([]);
  });

  it("shows the server's reason without the status code", async () => {
    server.use(
      ...signedOutHandlers(),
      http.post('/api/auth/signin', () =>
        HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 }),
      ),
    );
    const { user } = renderApp('/signin');
    const panel = await openTab(user, 'Sign in');
    await user.type(within(panel).getByLabelText('Username'), 'ada');
    await user.type(within(panel).getByLabelText('Password'), 'wrong-password');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(alert).not.toHaveTextContent('401');
    expect(window.location.pathname).toBe('/signin');
  });

  it('sends the normalised username and lands on returnTo', async () => {
    const signIn = recordedHandler('post', '/api/auth/signin', () => signedInNow(testUser));
    server.use(...signedOutHandlers(), signIn.handler);
    const { user } = renderApp('/signin?returnTo=%2Fprofile');
    const panel = await openTab(user, 'Sign in');
    await user.type(within(panel).getByLabelText('Username'), '  Ada ');
    await user.type(within(panel).getByLabelText('Password'), 'correct horse');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
    expect(signIn.bodies).toEqual([{ username: 'ada', password: 'correct horse' }]);
  });

  it('ignores a returnTo that leaves the site', async () => {
    server.use(...signedInHandlers());
    renderApp('/signin?returnTo=%2F%2Fevil.example%2Fx');
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });
});

describe('create account', () => {
  it('shows field-level messages from the shared schema', async () => {
    server.use(...signedOutHandlers());
    const { user } = renderApp('/signin');
    const panel = await openTab(user, 'Create account');
    await user.type(within(panel).getByLabelText(/Username/), 'ab');
    await user.type(within(panel).getByLabelText(/Password/), 'short');
    await user.type(within(panel).getByLabelText('Email'), 'not-an-email');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(await within(panel).findByText('First name is required')).toBeInTheDocument();
    expect(within(panel).getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(panel).getByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('shows a taken username as the server says it', async () => {
    server.use(
      ...signedOutHandlers(),
      http.post('/api/auth/signup', () => HttpResponse.json({ message: 'Username is already taken' }, { status: 409 })),
    );
    const { user } = renderApp('/signin');
    const panel = await createAccount(user, 'ada');
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/^Username is already taken$/);
  });

  it('creates the account and navigates to returnTo', async () => {
    const signUp = recordedHandler('post', '/api/auth/signup', () => signedInNow(testUser, 201));
    server.use(...signedOutHandlers(), signUp.handler);
    const { user } = renderApp('/signin?returnTo=%2Fleaderboard');
    await createAccount(user, 'Ada_L');
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/leaderboard');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(signUp.bodies).toMatchObject([{ username: 'ada_l', password: 'long enough pw', firstName: 'Ada' }]);
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { storePendingJoinCode } from '@/lib/pending-join-code';
import { gameNotFoundHandler, inviteHandler } from '@tests/support/client/game-handlers';
import { signedInHandlers, signedOutHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('route table, signed out', () => {
  it.each(['/', '/anything', '/profile', '/games/123'])('shows the landing page at %s', async (path) => {
    server.use(...signedOutHandlers());
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: /Comfort Zone Challenge/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    for (const card of ['Join Challenges', 'Share & Support', 'Track Progress']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByText(/earn achievements/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it("'Get Started' goes to the login endpoint with the current path as returnTo", async () => {
    server.use(...signedOutHandlers());
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/leaderboard?x=1');
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fleaderboard%3Fx%3D1');
  });

  it('shows the sign-in form at /signin', async () => {
    server.use(...signedOutHandlers());
    renderApp('/signin');
    expect(await screen.findByRole('tab', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("reaches /join/{code} without login and says 'Invalid Join Link' for a bad code", async () => {
    server.use(...signedOutHandlers());
    renderApp('/join/nope');
    expect(await screen.findByRole('heading', { name: 'Invalid Join Link' })).toBeInTheDocument();
  });

  it.each(['/join/', '/join'])("says 'Invalid Join Link' at %s, a join link without its code (decision 0053)", async (path) => {
    server.use(...signedOutHandlers());
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Invalid Join Link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it("says 'Game Not Found' when the invite lookup fails", async () => {
    server.use(...signedOutHandlers(), gameNotFoundHandler('/api/games/invite/:code'));
    renderApp('/join/abc234');
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The invitation may have expired or the game may no longer exist.')).toBeInTheDocument();
  });

  it("offers 'Sign in to Join Game', which stores the code and goes to login", async () => {
    server.use(...signedOutHandlers(), inviteHandler({ participantCount: 4, creatorName: undefined, isMember: undefined }));
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/join/ABC234');
    expect(await screen.findByText('Cold Showers')).toBeInTheDocument();
    expect(screen.getByText('4 participants')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in to Join Game' }));
    expect(sessionStorage.getItem('pendingJoinCode')).toBe('ABC234');
    expect(assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fjoin%2FABC234');
  });
});

describe('resolving the user', () => {
  it("treats a failing user fetch as signed out and says 'Failed to fetch user'", async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })));
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch user')).toBeInTheDocument();
  });
});

describe('route table, signed in', () => {
  it("says 'Invalid Join Link' at /join/ without a code, not '404 Page Not Found' (decision 0053)", async () => {
    server.use(...signedInHandlers());
    renderApp('/join/');
    expect(await screen.findByRole('heading', { name: 'Invalid Join Link' })).toBeInTheDocument();
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
  });

  it('shows a spinner while the user is being resolved', async () => {
    server.use(http.get('/api/auth/user', () => new Promise<Response>(() => {})));
    renderApp('/');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows Home inside the chrome at /', async () => {
    server.use(...signedInHandlers());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
    for (const name of ['Create Game', 'Join Game', 'Share Your Accomplishment']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    // Home's sections show together, once their answers are in (decision 0024).
    expect(await screen.findByRole('heading', { name: 'My Games' })).toBeInTheDocument();
    expect(await screen.findByText('No active games')).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
    expect(await screen.findByText('Games Joined')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Home/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Discover/ })).not.toHaveAttribute('aria-current');
  });

  it('highlights the bottom-navigation item of the current screen', async () => {
    server.use(...signedInHandlers(), http.get('/api/leaderboard/players', () => HttpResponse.json({ entries: [], me: null })));
    renderApp('/leaderboard');
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Leaderboard/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Home/ })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('No leaderboard data available yet')).toBeInTheDocument();
  });

  it("shows '404 Page Not Found' for an unknown path", async () => {
    server.use(...signedInHandlers());
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it("shows 'Game Not Found' with a way home when the game cannot be loaded", async () => {
    server.use(...signedInHandlers(), gameNotFoundHandler());
    renderApp('/games/42');
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This game does not exist or has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Access Denied' to a non-participant", async () => {
    server.use(
      ...signedInHandlers(),
      http.get('/api/games/:id', () =>
        HttpResponse.json({ message: 'Access denied: you must be a participant to view this game' }, { status: 403 }),
      ),
    );
    renderApp('/games/42');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('continues a pending join from before sign-in', async () => {
    storePendingJoinCode('XYZ789');
    server.use(...signedInHandlers(), gameNotFoundHandler('/api/games/invite/XYZ789'));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/join/XYZ789');
    expect(sessionStorage.getItem('pendingJoinCode')).toBeNull();
  });
});

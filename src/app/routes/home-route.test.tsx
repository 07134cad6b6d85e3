import { ZERO_STATS } from '@contract/user';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeMyGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers, signedOutHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

async function statsSection() {
  const heading = await screen.findByRole('heading', { name: 'Your Stats' });
  return heading.closest('section') as HTMLElement;
}

/** The /signin form: 'Create account' or 'Sign in', answered by the server as testUser. */
async function useForm(user: UserEvent, tab: 'Create account' | 'Sign in') {
  await user.click(await screen.findByRole('tab', { name: tab }));
  const panel = screen.getByRole('tabpanel');
  if (tab === 'Create account') await user.type(within(panel).getByLabelText(/First name/), 'Ada');
  await user.type(within(panel).getByLabelText(/Username/), 'ada');
  await user.type(within(panel).getByLabelText(/Password/), 'long enough pw');
  await user.click(within(panel).getByRole('button', { name: tab }));
}

function serverSignsIn(path: '/api/auth/signup' | '/api/auth/signin') {
  server.use(
    ...signedOutHandlers(),
    http.post(path, () => {
      server.use(...signedInHandlers());
      return HttpResponse.json(testUser, { status: path.endsWith('signup') ? 201 : 200 });
    }),
  );
}

describe('home greeting (docs/decisions/0009-greeting-a-new-account.md)', () => {
  it("greets a person who has just created their account 'Welcome', not 'Welcome back'", async () => {
    serverSignsIn('/api/auth/signup');
    const { user } = renderApp('/signin');
    await useForm(user, 'Create account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada Lovelace!' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("says 'Welcome back' to someone who signs in, even in the tab that created the account", async () => {
    sessionStorage.setItem('newAccount', testUser.id);
    serverSignsIn('/api/auth/signin');
    const { user } = renderApp('/signin');
    await useForm(user, 'Sign in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
  });

  it("says 'Welcome back' when the app opens already signed in", async () => {
    server.use(...signedInHandlers());
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace!' })).toBeInTheDocument();
  });
});

describe('home', () => {
  it('shows the four stats, medals summed over all kinds, and no Update Stats with medals', async () => {
    server.use(
      ...signedInHandlers({
        stats: {
          ...ZERO_STATS,
          gamesJoined: 3,
          totalAccomplishments: 17,
          totalUpvotes: 42,
          goldMedals: 1,
          silverMedals: 2,
          bronzeMedals: 0,
          popularVoteMedals: 1,
        },
      }),
    );
    renderApp('/');
    const section = await statsSection();
    const value = (label: string) => within(section).getByText(label).previousElementSibling?.textContent;
    expect(await within(section).findByText('Games Joined')).toBeInTheDocument();
    expect(value('Games Joined')).toBe('3');
    expect(value('Accomplishments')).toBe('17');
    expect(value('Votes Received')).toBe('42');
    expect(value('Medals')).toBe('4');
    expect(within(section).queryByRole('button', { name: 'Update Stats' })).not.toBeInTheDocument();
  });

  it("offers 'Update Stats' without medals and confirms the refresh", async () => {
    let refreshed = false;
    server.use(
      ...signedInHandlers(),
      http.post('/api/user/stats/refresh', ({ request }) => {
        refreshed = request.headers.get('content-type') === null;
        return HttpResponse.json(ZERO_STATS);
      }),
    );
    const { user } = renderApp('/');
    const section = await statsSection();
    await user.click(await within(section).findByRole('button', { name: 'Update Stats' }));
    expect(await screen.findByText('Medal statistics have been refreshed!')).toBeInTheDocument();
    expect(refreshed).toBe(true);
  });

  it("says 'Failed to refresh stats' when the refresh fails", async () => {
    server.use(
      ...signedInHandlers(),
      http.post('/api/user/stats/refresh', () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
    );
    const { user } = renderApp('/');
    const section = await statsSection();
    await user.click(await within(section).findByRole('button', { name: 'Update Stats' }));
    expect(await screen.findByText('Failed to refresh stats')).toBeInTheDocument();
  });

  it('shows My Games tabs with zero counts and their empty states', async () => {
    server.use(...signedInHandlers());
    const { user } = renderApp('/');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Active0', 'Upcoming0', 'Past0']);
    await user.click(screen.getByRole('tab', { name: /Upcoming/ }));
    expect(screen.getByText('No upcoming games')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Past/ }));
    expect(screen.getByText('No past games')).toBeVisible();
  });

  it('shows my games as cards under their tab, with counts, and shares one', async () => {
    const games = [
      makeMyGame(1, { name: 'Cold Showers' }),
      makeMyGame(2, { name: 'Talk to Strangers' }),
      makeMyGame(3, { name: 'Sing in Public', status: 'upcoming' }),
    ];
    server.use(...signedInHandlers({ games }));
    const { user } = renderApp('/');
    await screen.findByRole('article', { name: 'Cold Showers' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Active2', 'Upcoming1', 'Past0']);
    expect(screen.getByRole('article', { name: 'Talk to Strangers' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sing in Public' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Upcoming/ }));
    expect(screen.getByRole('article', { name: 'Sing in Public' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /Active/ }));
    const card = screen.getByRole('article', { name: 'Cold Showers' });
    await user.click(within(card).getByRole('button', { name: 'Share game' }));
    expect(await screen.findByRole('dialog', { name: 'Share Cold Showers' })).toBeInTheDocument();
  });

  it('shows its sections together: Your Stats waits for My Games, so nothing above it moves (decision 0024)', async () => {
    let answerGames = () => undefined as void;
    const gamesAsked = new Promise<void>((asked) => {
      // The first handler that matches answers.
      server.use(
        http.get('/api/games', async () => {
          asked();
          await new Promise<void>((answer) => (answerGames = answer));
          return HttpResponse.json([makeMyGame(1, { name: 'Cold Showers' })]);
        }),
        ...signedInHandlers(),
      );
    });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument();
    await gamesAsked;
    expect(await screen.findByRole('status', { name: 'Loading your games and activity' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Stats' })).not.toBeInTheDocument();
    answerGames();
    expect(await screen.findByRole('article', { name: 'Cold Showers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Stats' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your games and activity' })).not.toBeInTheDocument();
  });

  it('opens the game when its card is clicked', async () => {
    const game = makeMyGame(1, { name: 'Cold Showers' });
    server.use(
      ...signedInHandlers({ games: [game] }),
      http.get(`/api/games/${game.id}`, () => HttpResponse.json(game)),
    );
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Cold Showers' }));
    expect(window.location.pathname).toBe(`/games/${game.id}`);
  });
});

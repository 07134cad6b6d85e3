import { ZERO_STATS } from '@contract/user';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { AchievementsList } from './achievements-list';
import { UserStatsCards } from './user-stats-cards';

const medalled = { ...ZERO_STATS, goldMedals: 2, silverMedals: 1, bronzeMedals: 0, popularVoteMedals: 3 };

function serveStats(stats = ZERO_STATS) {
  server.use(http.get('/api/user/stats', () => HttpResponse.json(stats)));
}

describe('Your Stats: Medals (docs/product.md §2)', () => {
  it.each(['home', 'profile'] as const)('shows the total and gold / silver / bronze / popular vote on %s', async (variant) => {
    serveStats(medalled);
    renderWithProviders(<UserStatsCards variant={variant} />);
    const breakdown = await screen.findByRole('list', { name: 'Medals by kind' });
    expect(within(breakdown).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Gold2',
      'Silver1',
      'Bronze0',
      'Popular vote3',
    ]);
    expect(screen.getByText('Medals').previousElementSibling).toHaveTextContent('6');
    expect(screen.queryByRole('button', { name: 'Update Stats' })).not.toBeInTheDocument();
  });

  it("says 'No medals yet' on the profile, without a breakdown of zeros", async () => {
    serveStats();
    renderWithProviders(<UserStatsCards variant="profile" />);
    expect(await screen.findByText('No medals yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Medals by kind' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Stats' })).not.toBeInTheDocument();
  });

  it("offers 'Update Stats' on Home without medals, and shows the recounted medals after it", async () => {
    let recounted = false;
    server.use(
      http.get('/api/user/stats', () => HttpResponse.json(recounted ? medalled : ZERO_STATS)),
      http.post('/api/user/stats/refresh', () => {
        recounted = true;
        return HttpResponse.json(medalled);
      }),
    );
    const { user } = renderWithProviders(<UserStatsCards variant="home" />);
    await user.click(await screen.findByRole('button', { name: 'Update Stats' }));
    expect(await screen.findByText('Medal statistics have been refreshed!')).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Medals by kind' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Stats' })).not.toBeInTheDocument();
  });
});

describe('Achievements (docs/product.md §9)', () => {
  it('shows each achievement unlocked or locked with its progress toward the threshold', async () => {
    serveStats({ ...ZERO_STATS, totalAccomplishments: 7, totalUpvotes: 64, gamesCreated: 5 });
    renderWithProviders(<AchievementsList />);
    const items = await screen.findAllByRole('listitem');
    const rows = items.map((li) => ({
      name: li.querySelector('p')?.textContent,
      state: within(li).getByText(/^(Locked|Unlocked)$/).textContent,
      progress: within(li).getByText(/ \/ /).textContent,
    }));
    expect(rows).toEqual([
      { name: 'Comfort Zone Crusher', state: 'Locked', progress: '7 / 10 accomplishments' },
      { name: 'Community Champion', state: 'Unlocked', progress: '50 / 50 votes' },
      { name: 'Game Master', state: 'Unlocked', progress: '5 / 5 games created' },
      { name: 'Inspiration', state: 'Locked', progress: '64 / 100 upvotes' },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Comfort Zone Crusher progress' })).toHaveAttribute('aria-valuenow', '70');
  });
});

describe('Your Stats: the streak (docs/decisions/0063-keep-playing.md)', () => {
  it.each(['home', 'profile'] as const)("shows 'N-day streak', and 'Post today to keep your streak' while it is at risk, on %s", async (variant) => {
    serveStats({ ...ZERO_STATS, currentStreak: 3, longestStreak: 5, streakAtRisk: true });
    renderWithProviders(<UserStatsCards variant={variant} />);
    expect(await screen.findByText('3-day streak')).toBeInTheDocument();
    expect(screen.getByText('Post today to keep your streak')).toBeInTheDocument();
  });

  it('gives no warning when today already has a post', async () => {
    serveStats({ ...ZERO_STATS, currentStreak: 2, longestStreak: 2, streakAtRisk: false });
    renderWithProviders(<UserStatsCards variant="home" />);
    expect(await screen.findByText('2-day streak')).toBeInTheDocument();
    expect(screen.queryByText('Post today to keep your streak')).not.toBeInTheDocument();
  });
});

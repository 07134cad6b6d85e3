import { screen, within } from '@testing-library/react';
import { LeaderboardPage } from '@/features/leaderboard/components/leaderboard-page';
import { ada } from './leaderboard-fixtures';
import { renderWithProviders } from './render-with-providers';

/** The Leaderboard screen for Ada at `path`, whose query picks the tab, time frame and metric. */
export const renderLeaderboard = (path = '/leaderboard') => renderWithProviders(<LeaderboardPage userId={ada.id} />, { path });

/** Each ranking row's texts (rank, name, badge, score, details); the avatar's initials are decoration. */
export async function rankingRows() {
  const list = await screen.findByRole('list', { name: 'Rankings' });
  return within(list)
    .getAllByRole('listitem')
    .map((li) => [...li.querySelectorAll('p, .mantine-Badge-label')].map((el) => el.textContent).join(' | '));
}

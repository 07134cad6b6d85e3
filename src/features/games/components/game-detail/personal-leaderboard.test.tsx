import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';
import { gameScoresQueryOptions, SCORES_STALE_TIME_MS } from '../../api/get-game-scores';
import { gameOf, gamePageHandlers, grace, resultsOf, scoresOf, tiedLines } from '@tests/support/client/game-end-fixtures';

async function leaderboard() {
  const heading = await screen.findByRole('heading', { name: 'Personal Leaderboard' });
  return heading.closest('section') as HTMLElement;
}

/** Each row: rank, name, points, then the medal badges if any (the avatar's initials are decoration). */
async function rows() {
  const items = await within(await leaderboard()).findAllByRole('listitem');
  return items.map((li) => [...li.querySelectorAll('p, .mantine-Badge-label')].map((el) => el.textContent).join(' | '));
}

describe('Personal Leaderboard (docs/product.md §2)', () => {
  it('ranks everyone best first, ties sharing a rank, my row marked, no medals while active', async () => {
    const game = gameOf();
    // Medals in an active game can't happen; if they did, they would not show before the end.
    const lines = tiedLines.map((l) => ({ ...l, medal: null, popular: l.popular }));
    server.use(...gamePageHandlers(game, { scores: scoresOf(lines) }));
    renderApp(`/games/${game.id}`);
    expect(await rows()).toEqual([
      '#1 | Grace Hopper | 5 points',
      '#1 | Ada Lovelace (You) | 5 points',
      '#3 | Alan Turing | 3 points',
      '#4 | Edsger Dijkstra | 2 points',
      '#5 | Barbara Liskov | 0 points',
    ]);
    const mine = within(await leaderboard()).getByText('Ada Lovelace (You)').closest('li') as HTMLElement;
    expect(mine.style.background).not.toBe('');
    expect(within(await leaderboard()).queryByText('Popular Vote')).not.toBeInTheDocument();
  });

  it('shows the medals once the game is completed', async () => {
    const game = gameOf({ status: 'completed' });
    server.use(...gamePageHandlers(game, { scores: scoresOf(tiedLines), results: resultsOf(tiedLines) }));
    renderApp(`/games/${game.id}`);
    expect(await rows()).toEqual([
      '#1 | Grace Hopper | 5 points | Gold',
      '#1 | Ada Lovelace (You) | 5 points | Gold',
      '#3 | Alan Turing | 3 points | Silver | Popular Vote',
      '#4 | Edsger Dijkstra | 2 points | Bronze',
      '#5 | Barbara Liskov | 0 points',
    ]);
  });

  it('is not there for an upcoming game, which has no scores to ask for', async () => {
    const game = gameOf({ status: 'upcoming' });
    const scores = recordedHandler('get', `/api/games/${game.id}/scores`, () => HttpResponse.json([]));
    server.use(scores.handler, ...gamePageHandlers(game));
    renderApp(`/games/${game.id}`);
    expect(await screen.findByText('Starts in 3 days')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personal Leaderboard' })).not.toBeInTheDocument();
    expect(scores.bodies).toEqual([]);
  });

  it('falls back to an empty list when the scores cannot be read (docs/product.md §7)', async () => {
    const game = gameOf();
    server.use(...gamePageHandlers(game, { scores: 'fail' }));
    renderApp(`/games/${game.id}`);
    expect(await within(await leaderboard()).findByText('No scores yet')).toBeInTheDocument();
  });

  it('keeps the scores 60 s (docs/product.md §9)', () => {
    expect(SCORES_STALE_TIME_MS).toBe(60_000);
    expect(gameScoresQueryOptions(grace.id).staleTime).toBe(60_000);
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';
import { alan, gameOf, gamePageHandlers, grace, resultsOf, scoresOf, testUserLine, tiedLines } from '@tests/support/client/game-end-fixtures';

const completed = gameOf({ status: 'completed' });

async function winnersRows() {
  const section = (await screen.findByRole('heading', { name: 'Winners' })).closest('section') as HTMLElement;
  const rows = await within(section).findAllByRole('listitem');
  // Each row: the person, their medal, their points (the avatar's initials are decoration).
  return rows.map((li) => [...li.querySelectorAll('.mantine-Badge-label, p')].map((el) => el.textContent));
}

describe('Winners block (docs/product.md §4)', () => {
  it('gives 5, 5, 3, 2, 0 two golds, a silver and a bronze, nobody at 0, then the popular vote', async () => {
    server.use(...gamePageHandlers(completed, { results: resultsOf(tiedLines), scores: scoresOf(tiedLines) }));
    renderApp(`/games/${completed.id}`);
    expect(await winnersRows()).toEqual([
      ['Grace Hopper', 'Gold', '5 points'],
      ['Ada Lovelace (You)', 'Gold', '5 points'],
      ['Alan Turing', 'Silver', '3 points'],
      ['Edsger Dijkstra', 'Bronze', '2 points'],
      ['Alan Turing', 'Popular Vote'],
    ]);
  });

  it('comes before the Personal Leaderboard and the accomplishments', async () => {
    server.use(...gamePageHandlers(completed, { results: resultsOf(tiedLines), scores: scoresOf(tiedLines) }));
    renderApp(`/games/${completed.id}`);
    await screen.findByRole('heading', { name: 'Winners' });
    await screen.findByText('No accomplishments shared yet');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Winners', 'Personal Leaderboard', 'Accomplishments']);
  });

  it('is hidden while nobody holds a medal; the results file is still offered', async () => {
    const nobody = [testUserLine(0), { user: grace, score: 0 }];
    server.use(...gamePageHandlers(completed, { results: resultsOf(nobody), scores: scoresOf(nobody) }));
    renderApp(`/games/${completed.id}`);
    expect(await screen.findByRole('heading', { name: 'Personal Leaderboard' })).toBeInTheDocument();
    await screen.findByText('Ada Lovelace (You)');
    expect(screen.queryByRole('heading', { name: 'Winners' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Download results' })).toHaveAttribute('href', `/api/games/${completed.id}/results.csv`);
  });

  it('shows a popular vote alone when nobody scored', async () => {
    const lines = [{ user: alan, score: 0, popular: true }, testUserLine(0)];
    server.use(...gamePageHandlers(completed, { results: resultsOf(lines), scores: scoresOf(lines) }));
    renderApp(`/games/${completed.id}`);
    expect(await winnersRows()).toEqual([['Alan Turing', 'Popular Vote']]);
  });

  it('is not there for an active game, which has no results to ask for', async () => {
    const active = gameOf();
    const results = recordedHandler('get', `/api/games/${active.id}/results`, () => HttpResponse.json([]));
    server.use(results.handler, ...gamePageHandlers(active));
    renderApp(`/games/${active.id}`);
    expect(await screen.findByRole('heading', { name: 'Personal Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Winners' })).not.toBeInTheDocument();
    expect(results.bodies).toEqual([]);
  });

  it('says so when the results cannot be loaded, and loads them on Try again', async () => {
    let fail = true;
    server.use(
      // Before the page's handlers: msw answers with the first that matches.
      http.get(`/api/games/${completed.id}/results`, () =>
        fail ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : HttpResponse.json(resultsOf(tiedLines)),
      ),
      ...gamePageHandlers(completed),
    );
    const { user } = renderApp(`/games/${completed.id}`);
    expect(await screen.findByText('The winners could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await winnersRows()).toHaveLength(5);
  });
});

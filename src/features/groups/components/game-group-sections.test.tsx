import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { alan, barbara, edsger, gameOf, gamePageHandlers, grace } from '@tests/support/client/game-end-fixtures';
import { boardEntry, groupOf, groupReadHandlers } from '@tests/support/client/group-fixtures';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const game = gameOf();
const owls = groupOf(1, 'Night Owls', 'indigo', [grace, testUser]);
const larks = groupOf(2, 'Larks', 'amber', [alan, edsger]);
const solo = groupOf(3, 'Solo', 'green', [barbara]);
// As the server ranks them: Larks and Solo tie at 5 points and share the second place.
const board = [boardEntry(owls, 10, 1), boardEntry(larks, 5, 2), boardEntry(solo, 5, 2)];

async function section(name: string) {
  const heading = await screen.findByRole('heading', { name });
  return heading.closest('section') as HTMLElement;
}

// The group handlers come first: the first handler that matches answers, and gamePageHandlers
// answers the group reads with no groups.
describe('game page: Group Leaderboard and My Group (docs/product.md §2, §4)', () => {
  it('ranks the groups best first, ties sharing a rank, each with its colour named, size and points', async () => {
    server.use(...groupReadHandlers(game.id, [owls, larks, solo], board), ...gamePageHandlers(game));
    renderApp(`/games/${game.id}`);
    const rows = within(await section('Group Leaderboard')).getAllByRole('listitem');
    expect(rows.map((row) => [...row.querySelectorAll('p')].map((p) => p.textContent).join(' | '))).toEqual([
      '#1 | Night Owls (Your group) | 2 members | 10 points',
      '#2 | Larks | 2 members | 5 points',
      '#2 | Solo | 1 member | 5 points',
    ]);
    expect(within(rows[1]!).getByRole('img', { name: 'Amber' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img', { name: 'Indigo' })).toBeInTheDocument();
  });

  it("shows my group's colour, name, size and members, '(You)' on my row", async () => {
    server.use(...groupReadHandlers(game.id, [owls, larks], board.slice(0, 2)), ...gamePageHandlers(game));
    renderApp(`/games/${game.id}`);
    const card = await section('My Group');
    expect(within(card).getByRole('img', { name: 'Indigo' })).toBeInTheDocument();
    expect(within(card).getByText('Night Owls')).toBeInTheDocument();
    expect(within(card).getByText('2 members')).toBeInTheDocument();
    const members = within(card).getByRole('list', { name: 'Members of Night Owls' });
    expect(within(members).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['GHGrace Hopper', 'ALAda Lovelace (You)']);
  });

  it('has no My Group card for someone in no group', async () => {
    server.use(...groupReadHandlers(game.id, [larks], [boardEntry(larks, 5, 1)]), ...gamePageHandlers(game));
    renderApp(`/games/${game.id}`);
    expect(await section('Group Leaderboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Group' })).not.toBeInTheDocument();
  });

  it('leaves both out for a game without groups', async () => {
    server.use(...groupReadHandlers(game.id, [], []), ...gamePageHandlers(game));
    renderApp(`/games/${game.id}`);
    expect(await screen.findByRole('heading', { name: 'Personal Leaderboard' })).toBeInTheDocument();
    expect(await screen.findByText('No scores yet')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Group Leaderboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Group' })).not.toBeInTheDocument();
  });

  it('asks nothing about groups before the game starts', async () => {
    const upcoming = gameOf({ status: 'upcoming' });
    let asked = false;
    server.use(
      ...gamePageHandlers(upcoming),
      http.get(`/api/games/${upcoming.id}/groups*`, () => {
        asked = true;
        return HttpResponse.json([]);
      }),
    );
    renderApp(`/games/${upcoming.id}`);
    expect(await screen.findByText('Starts in 3 days')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Group Leaderboard' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('offers to try again when the group leaderboard cannot be read', async () => {
    server.use(
      http.get(`/api/games/${game.id}/groups/leaderboard`, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
      ...groupReadHandlers(game.id, [owls]),
      ...gamePageHandlers(game),
    );
    renderApp(`/games/${game.id}`);
    expect(await within(await section('Group Leaderboard')).findByText('Group Leaderboard could not be loaded')).toBeInTheDocument();
    expect(await section('My Group')).toBeInTheDocument();
  });
});

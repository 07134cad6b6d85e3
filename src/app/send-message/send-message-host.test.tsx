import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeGame, makeUser, participant } from '@tests/support/client/game-fixtures';
import { groupOf, groupReadHandlers } from '@tests/support/client/group-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { renderApp } from '@tests/support/client/render-app';

const owner = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });
const alan = makeUser(2, { firstName: 'Alan', lastName: 'Turing' });
const game = makeGame(1, {
  name: 'Cold Showers',
  creator: owner,
  creatorId: owner.id,
  participants: [participant(owner), participant(alan, true), participant(testUser)],
});

function serveGame(groups = groupReadHandlers(game.id)) {
  server.use(
    ...signedInHandlers(),
    ...groups,
    http.get(`/api/games/${game.id}`, () => HttpResponse.json(game)),
    http.get('/api/posts', () => HttpResponse.json({ posts: [], hasMore: false })),
    http.get('/api/games/:id/scores', () => HttpResponse.json([])),
  );
  return renderApp(`/games/${game.id}`);
}

describe('Send message from the game page (docs/product.md §2)', () => {
  it("offers a message button on every other participant's row, none on mine, and opens the dialog about this game", async () => {
    const { user } = serveGame();
    await user.click(await screen.findByRole('button', { name: '3 participants' }));
    const participants = await screen.findByRole('dialog', { name: 'Participants (3)' });
    const rows = within(participants).getAllByRole('listitem');
    expect(rows.map((row) => within(row).queryByRole('button', { name: /^Send message/ })?.getAttribute('aria-label') ?? null)).toEqual([
      'Send message to Grace Hopper',
      'Send message to Alan Turing',
      null,
    ]);
    await user.click(within(participants).getByRole('button', { name: 'Send message to Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send message to Alan Turing' });
    expect(within(dialog).getByText('Re: Cold Showers')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send message to Alan Turing' })).not.toBeInTheDocument());
    // Back where the person was: the participants list, on the button that opened the dialog.
    expect(within(participants).getByRole('button', { name: 'Send message to Alan Turing' })).toHaveFocus();
    // Escape closes the message dialog only, not the participants dialog under it.
    await user.click(within(participants).getByRole('button', { name: 'Send message to Grace Hopper' }));
    await screen.findByRole('dialog', { name: 'Send message to Grace Hopper' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send message to Grace Hopper' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Participants (3)' })).toBeInTheDocument();
    expect(within(participants).getByRole('button', { name: 'Send message to Grace Hopper' })).toHaveFocus();
  });

  it('offers no message button to someone I block, and says they are blocked (docs/decisions/0040-trust-and-safety.md)', async () => {
    const { user } = serveGame();
    // After the app's default handlers (msw takes the newest first).
    server.use(http.get('/api/user/blocks', () => HttpResponse.json({ users: [alan] })));
    await user.click(await screen.findByRole('button', { name: '3 participants' }));
    const participants = await screen.findByRole('dialog', { name: 'Participants (3)' });
    const alanRow = within(participants).getAllByRole('listitem')[1]!;
    expect(await within(alanRow).findByText('Blocked')).toBeInTheDocument();
    expect(within(alanRow).queryByRole('button', { name: 'Send message to Alan Turing' })).not.toBeInTheDocument();
    expect(within(participants).getByRole('button', { name: 'Send message to Grace Hopper' })).toBeInTheDocument();
  });

  it('offers a message button on the other members of My Group, not on mine', async () => {
    const mine = groupOf(1, 'Early Birds', 'red', [alan, testUser]);
    const { user } = serveGame(groupReadHandlers(game.id, [mine]));
    const card = await screen.findByRole('region', { name: 'My Group' });
    const members = within(card).getByRole('list', { name: 'Members of Early Birds' });
    expect(within(members).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Send message to Alan Turing']);
    await user.click(within(members).getByRole('button', { name: 'Send message to Alan Turing' }));
    expect(await screen.findByRole('dialog', { name: 'Send message to Alan Turing' })).toBeInTheDocument();
  });
});

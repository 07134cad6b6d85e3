import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { gameNotification } from '@tests/support/client/notification-fixtures';
import { renderApp } from '@tests/support/client/render-app';

const rematch = makeGame(7, { name: 'Game 1' });

/** Home with one unread result of a game `creatorId` made; POST rematch answers `rematch`. */
function homeWithResult(creatorId: string) {
  const asked: string[] = [];
  const note = gameNotification(1, { game: { creatorId } });
  server.use(
    http.get('/api/notifications/games', () => HttpResponse.json([note])),
    http.put('/api/notifications/:id/read', () => HttpResponse.json({ message: 'Notification marked as read' })),
    http.get('/api/games/:id/results', () => HttpResponse.json([])),
    http.post('/api/games/:id/rematch', ({ params }) => (asked.push(String(params.id)), HttpResponse.json(rematch, { status: 201 }))),
    http.get(`/api/games/${rematch.id}`, () => HttpResponse.json(rematch)),
    ...signedInHandlers(),
  );
  return { asked, note, ...renderApp('/') };
}

describe("the celebration dialog's Rematch (decision 0063)", () => {
  it("offers the game's creator Rematch: it closes the dialog and opens the new game", async () => {
    const { user, asked, note } = homeWithResult(testUser.id);
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    await user.click(within(dialog).getByRole('button', { name: 'Rematch' }));
    await waitFor(() => expect(asked).toEqual([note.gameId]));
    await waitFor(() => expect(window.location.pathname).toBe(`/games/${rematch.id}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Challenge Complete!' })).not.toBeInTheDocument());
  });

  it('is not there for a player who did not create the game', async () => {
    homeWithResult('30000000-0000-4000-8000-000000000009');
    const dialog = await screen.findByRole('dialog', { name: 'Challenge Complete!' });
    expect(within(dialog).getByRole('button', { name: 'Got it!' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Rematch' })).not.toBeInTheDocument();
  });
});

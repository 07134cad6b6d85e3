import type { Game } from '@contract/games';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { EDIT_PATH, editGame, editHandlers, GAME_ID, openEditScreen } from '@tests/support/client/game-edit-fixtures';
import { gameSectionsHandlers } from '@tests/support/client/game-end-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

const gameUrl = `/api/games/${GAME_ID}`;
// Where the screens go afterwards: the game page and Home only need to load something.
// Where the saves lead: the game page (its sections' reads) and home.
const elsewhere = [
  http.get('/api/games', () => HttpResponse.json([])),
  http.get('/api/activity', () => HttpResponse.json([])),
  ...gameSectionsHandlers(),
];

/** PUT of the game, answered with `saved(the name sent)`, keeping what was sent. */
function savesGame(saved: (name: string) => Game) {
  return recordedHandler('put', gameUrl, async ({ request }) => {
    const { name } = (await request.json()) as { name: string };
    return HttpResponse.json(saved(name));
  });
}

describe('edit game: settings', () => {
  it("sends the settings with PUT, says 'Game updated successfully!' and goes to the game", async () => {
    const update = savesGame((name) => editGame({ name, requiresApproval: true }));
    const { user } = openEditScreen(...elsewhere, update.handler);
    // The first render loads the edit screen's lazy chunk: on a loaded machine that alone passed
    // testing-library's default 1 s wait.
    const name = await screen.findByLabelText(/Game Name/, {}, { timeout: 10_000 });
    await user.clear(name);
    await user.type(name, 'Colder Showers');
    await user.click(screen.getByRole('switch', { name: /Require Approval/ }));
    await user.click(screen.getByRole('button', { name: 'Update Game' }));
    expect(await screen.findByText('Game updated successfully!')).toBeInTheDocument();
    expect(update.bodies).toMatchObject([
      {
        name: 'Colder Showers',
        description: 'Thirty days of cold showers',
        startTime: '2030-01-01T08:00:00.000Z',
        endTime: '2030-01-31T08:00:00.000Z',
        isPublic: true,
        requiresApproval: true,
      },
    ]);
    expect(window.location.pathname).toBe(`/games/${GAME_ID}`);
  });

  it("says 'Failed to update game. Please try again.' and stays when the update fails", async () => {
    const { user } = openEditScreen(http.put(gameUrl, () => HttpResponse.json({ message: 'nope' }, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Update Game' }));
    expect(await screen.findByText('Failed to update game. Please try again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/games/${GAME_ID}/edit`);
  });

  it("keeps a finished game's dates read-only, says why, and still saves the rest (decision 0053)", async () => {
    const finished = editGame({ status: 'completed' });
    const update = savesGame((name) => editGame({ ...finished, name }));
    server.use(...signedInHandlers(), ...editHandlers({ game: finished }), ...elsewhere, update.handler);
    const { user } = renderApp(EDIT_PATH);
    const dates = await screen.findByRole('group', { name: 'Dates' });
    expect(dates).toHaveAccessibleDescription('This game has ended, so its dates can no longer change.');
    const start = within(dates).getByRole('button', { name: /^Start Date/ });
    const end = within(dates).getByRole('button', { name: /^End Date/ });
    for (const field of [start, end]) expect(field).toHaveAttribute('data-read-only');
    expect(screen.getByText('This game has ended, so its dates can no longer change.')).toBeVisible();
    await user.click(end);
    expect(screen.queryByRole('button', { name: 'Next month' })).not.toBeInTheDocument();

    const name = screen.getByLabelText(/Game Name/);
    await user.clear(name);
    await user.type(name, 'Cold Showers, done');
    await user.click(screen.getByRole('button', { name: 'Update Game' }));
    expect(await screen.findByText('Game updated successfully!')).toBeInTheDocument();
    expect(update.bodies).toMatchObject([
      { name: 'Cold Showers, done', startTime: '2030-01-01T08:00:00.000Z', endTime: '2030-01-31T08:00:00.000Z' },
    ]);
  });

  it('keeps the dates of an active game open to change', async () => {
    openEditScreen();
    const end = await screen.findByRole('button', { name: /^End Date/ });
    expect(end).not.toHaveAttribute('data-read-only');
    expect(screen.queryByText(/dates can no longer change/)).not.toBeInTheDocument();
  });

  it('locks the dates once a save finds the game has ended meanwhile, so the next try can work', async () => {
    let status: 'active' | 'completed' = 'active';
    const puts: Record<string, unknown>[] = [];
    server.use(
      ...signedInHandlers(),
      // Before editHandlers: the first handler that matches answers.
      http.get(gameUrl, () => HttpResponse.json(editGame({ status }))),
      ...editHandlers(),
      ...elsewhere,
      http.put(gameUrl, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        if (body.endTime !== '2030-01-31T08:00:00.000Z') {
          status = 'completed';
          return HttpResponse.json({ message: 'This game has ended; its dates can no longer change' }, { status: 400 });
        }
        return HttpResponse.json(editGame({ status }));
      }),
    );
    const { user } = renderApp(EDIT_PATH);
    await user.click(await screen.findByRole('button', { name: /^End Date/ }));
    await user.click(await screen.findByRole('button', { name: 'Next month' }));
    await user.click(screen.getAllByRole('button', { name: /^\d+ / })[10]!);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Update Game' }));
    expect(await screen.findByText('This game has ended, so its dates can no longer change.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Update Game' }));
    expect(await screen.findByText('Game updated successfully!')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
    expect(puts[1]).toMatchObject({ startTime: '2030-01-01T08:00:00.000Z', endTime: '2030-01-31T08:00:00.000Z' });
  });

  it('asks before deleting; Cancel keeps the game, Delete deletes it and goes home', async () => {
    const deletion = recordedHandler('delete', gameUrl, () => new HttpResponse(null, { status: 204 }));
    const { user } = openEditScreen(...elsewhere, deletion.handler);
    await user.click(await screen.findByRole('button', { name: 'Delete Game' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Game' });
    expect(dialog).toHaveTextContent('Cold Showers');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletion.bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Game' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Game' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Game deleted successfully!')).toBeInTheDocument();
    expect(deletion.bodies).toHaveLength(1);
    expect(window.location.pathname).toBe('/');
  });

  it("says 'Failed to delete game. Please try again.' when the delete fails", async () => {
    const { user } = openEditScreen(http.delete(gameUrl, () => HttpResponse.json({ message: 'no' }, { status: 500 })));
    await user.click(await screen.findByRole('button', { name: 'Delete Game' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete game. Please try again.')).toBeInTheDocument();
  });
});

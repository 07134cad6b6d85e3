import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { editGame, editHandlers, GAME_ID } from '@/test/game-edit-fixtures';
import { gameSectionsHandlers } from '@/test/game-end-fixtures';
import { signedInHandlers } from '@/test/handlers';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const path = `/games/${GAME_ID}/edit`;
const gameUrl = `/api/games/${GAME_ID}`;
// Where the screens go afterwards: the game page and Home only need to load something.
// Where the saves lead: the game page (its sections' reads) and home.
const elsewhere = [
  http.get('/api/games', () => HttpResponse.json([])),
  http.get('/api/activity', () => HttpResponse.json([])),
  ...gameSectionsHandlers(),
];

describe('edit game: settings', () => {
  it("sends the settings with PUT, says 'Game updated successfully!' and goes to the game", async () => {
    let body: Record<string, unknown> = {};
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      ...elsewhere,
      http.put(gameUrl, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(editGame({ name: body.name as string, requiresApproval: true }));
      }),
    );
    const { user } = renderApp(path);
    const name = await screen.findByLabelText(/Game Name/);
    await user.clear(name);
    await user.type(name, 'Colder Showers');
    await user.click(screen.getByRole('switch', { name: /Require Approval/ }));
    await user.click(screen.getByRole('button', { name: 'Update Game' }));
    expect(await screen.findByText('Game updated successfully!')).toBeInTheDocument();
    expect(body).toMatchObject({
      name: 'Colder Showers',
      description: 'Thirty days of cold showers',
      startTime: '2030-01-01T08:00:00.000Z',
      endTime: '2030-01-31T08:00:00.000Z',
      isPublic: true,
      requiresApproval: true,
    });
    expect(window.location.pathname).toBe(`/games/${GAME_ID}`);
  });

  it("says 'Failed to update game. Please try again.' and stays when the update fails", async () => {
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      http.put(gameUrl, () => HttpResponse.json({ message: 'nope' }, { status: 500 })),
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Update Game' }));
    expect(await screen.findByText('Failed to update game. Please try again.')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/games/${GAME_ID}/edit`);
  });

  it('asks before deleting; Cancel keeps the game, Delete deletes it and goes home', async () => {
    let deleted = 0;
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      ...elsewhere,
      http.delete(gameUrl, () => {
        deleted += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Delete Game' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Game' });
    expect(dialog).toHaveTextContent('Cold Showers');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete Game' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Game' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Game deleted successfully!')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(window.location.pathname).toBe('/');
  });

  it("says 'Failed to delete game. Please try again.' when the delete fails", async () => {
    server.use(
      ...signedInHandlers(),
      ...editHandlers(),
      http.delete(gameUrl, () => HttpResponse.json({ message: 'no' }, { status: 500 })),
    );
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Delete Game' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete game. Please try again.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameSectionsHandlers } from '@tests/support/client/game-end-fixtures';
import { makeGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

const DAY = 24 * 60 * 60 * 1000;

async function openDialog() {
  const view = renderApp('/');
  await view.user.click(await screen.findByRole('button', { name: 'Create Game' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Game' });
  return { ...view, dialog };
}

describe('Create New Game', () => {
  it("says 'Name is required' and sends nothing without a name", async () => {
    const create = recordedHandler('post', '/api/games', () => HttpResponse.json({}, { status: 500 }));
    server.use(...signedInHandlers(), create.handler);
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(create.bodies).toEqual([]);
  });

  it('starts with public, no approval, start now and end 30 days later; creates the game and opens it', async () => {
    let body: Record<string, unknown> = {};
    const created = makeGame(7, { name: 'Cold Showers' });
    server.use(
      ...signedInHandlers(),
      http.post('/api/games', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(created, { status: 201 });
      }),
      http.get(`/api/games/${created.id}`, () => HttpResponse.json(created)),
      // The game page it opens reads the game's scores and posts.
      ...gameSectionsHandlers(),
    );
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('switch', { name: /Public Game/ })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: /Require Approval/ })).not.toBeChecked();
    await user.type(within(dialog).getByLabelText(/Game Name/), 'Cold Showers');
    await user.type(within(dialog).getByLabelText('Description'), 'Brrr');
    await user.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    expect(await screen.findByText('Game created successfully!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/games/${created.id}`));
    expect(body).toMatchObject({ name: 'Cold Showers', description: 'Brrr', isPublic: true, requiresApproval: false });
    const start = Date.parse(String(body.startTime));
    expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(String(body.endTime)) - start).toBe(30 * DAY);
  });

  it("says 'Failed to create game. Please try again.' when the server refuses", async () => {
    server.use(
      ...signedInHandlers(),
      http.post('/api/games', () => HttpResponse.json({ message: 'Database down' }, { status: 500 })),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Game Name/), 'Cold Showers');
    await user.click(within(dialog).getByRole('button', { name: 'Create Game' }));
    expect(await screen.findByText('Failed to create game. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New Game' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameSectionsHandlers } from '@tests/support/client/game-end-fixtures';
import { makeGame } from '@tests/support/client/game-fixtures';
import { signedInHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { recordedHandler } from '@tests/support/client/recorded-requests';
import { renderApp } from '@tests/support/client/render-app';

async function openDialog() {
  const view = renderApp('/');
  await view.user.click(await screen.findByRole('button', { name: 'Join Game' }));
  const dialog = await screen.findByRole('dialog', { name: 'Join Game' });
  return { ...view, dialog, input: within(dialog).getByLabelText(/Invite Code/), join: within(dialog).getByRole('button', { name: 'Join Game' }) };
}

describe('Join Game dialog', () => {
  it('keeps the button disabled while empty and upper-cases, trims and cuts the code at 6', async () => {
    server.use(...signedInHandlers());
    const { user, input, join } = await openDialog();
    expect(join).toBeDisabled();
    await user.type(input, '   ');
    expect(input).toHaveValue('');
    expect(join).toBeDisabled();
    await user.type(input, 'abc2345');
    expect(input).toHaveValue('ABC234');
    expect(join).toBeEnabled();
  });

  it("checks the code with the contract's schema: a submit with none (the button is off) says 'Enter an invite code' and asks nothing", async () => {
    const joining = recordedHandler('post', '/api/games/join/*', () => HttpResponse.json({ message: 'Game not found' }, { status: 404 }));
    server.use(...signedInHandlers(), joining.handler);
    const { dialog, input } = await openDialog();
    fireEvent.submit(dialog.querySelector('form')!);
    expect(await within(dialog).findByText('Enter an invite code')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/Enter an invite code/);
    expect(joining.bodies).toEqual([]);
  });

  it('joins directly and opens the game', async () => {
    const game = makeGame(3);
    let url = '';
    server.use(
      ...signedInHandlers(),
      http.post('/api/games/join/:code', ({ request }) => {
        url = new URL(request.url).pathname;
        return HttpResponse.json({ requiresApproval: false, game });
      }),
      http.get(`/api/games/${game.id}`, () => HttpResponse.json(game)),
      ...gameSectionsHandlers(),
    );
    const { user, input, join } = await openDialog();
    await user.type(input, 'abc234');
    await user.click(join);
    expect(await screen.findByText('Successfully joined the game!')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/games/${game.id}`));
    expect(url).toBe('/api/games/join/ABC234');
  });

  it('sends a join request for an approval game and stays home', async () => {
    server.use(
      ...signedInHandlers(),
      http.post('/api/games/join/:code', () => HttpResponse.json({ requiresApproval: true, game: null })),
    );
    const { user, input, join } = await openDialog();
    expect(join).toBeDisabled();
    await user.type(input, 'abc234{Enter}');
    expect(await screen.findByText('Join request sent! Waiting for approval from the game creator.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog', { name: 'Join Game' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when joining fails and keeps the dialog open", async () => {
    server.use(
      ...signedInHandlers(),
      http.post('/api/games/join/ABC234', () => HttpResponse.json({ message: 'Game not found' }, { status: 404 })),
    );
    const { user, input, join } = await openDialog();
    await user.type(input, 'abc234');
    await user.click(join);
    expect(await screen.findByText('Game not found')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Join Game' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it("says 'Failed to join game. Please check the code and try again.' without a server message", async () => {
    server.use(...signedInHandlers(), http.post('/api/games/join/:code', () => HttpResponse.error()));
    const { user, input, join } = await openDialog();
    await user.type(input, 'abc234');
    await user.click(join);
    expect(await screen.findByText('Failed to join game. Please check the code and try again.')).toBeInTheDocument();
  });
});

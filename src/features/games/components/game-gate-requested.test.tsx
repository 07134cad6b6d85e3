import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { JoinGameButton } from './game-detail/join-game-button';
import { GameGate } from './game-gate';

const id = '10000000-0000-4000-8000-0000000000aa';
const DENIED = 'Access denied: you must be a participant to view this game';

function renderGate() {
  return renderWithProviders(
    <GameGate id={id} screen="view" joinAction={<JoinGameButton gameId={id} />}>
      {(g) => <h1>{g.name}</h1>}
    </GameGate>,
  );
}

/** Decision 0053: the game page's denial of a public game remembers my waiting join request. */
describe("the game page for someone outside the game: 'Requested'", () => {
  it('shows Requested (disabled), not Join Game, when the 403 says my request waits', async () => {
    server.use(http.get(`/api/games/${id}`, () => HttpResponse.json({ message: DENIED, isPublic: true, hasRequested: true }, { status: 403 })));
    renderGate();
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(screen.getByText('Your request to join is waiting for approval from the game creator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join Game' })).not.toBeInTheDocument();
  });

  it('asks once, then says Requested, and stays so when the page reads the game again', async () => {
    let asked = 0;
    server.use(
      http.get(`/api/games/${id}`, () => HttpResponse.json({ message: DENIED, isPublic: true, hasRequested: asked > 0 }, { status: 403 })),
      http.post(`/api/games/${id}/join`, () => {
        asked += 1;
        return HttpResponse.json({ requiresApproval: true, game: null });
      }),
    );
    const { user } = renderGate();
    await user.click(await screen.findByRole('button', { name: 'Join Game' }));
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
    expect(await screen.findByText('Your request to join is waiting for approval from the game creator.')).toBeInTheDocument();
    expect(asked).toBe(1);
  });
});

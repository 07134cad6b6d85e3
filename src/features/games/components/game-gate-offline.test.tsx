import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGame } from '@tests/support/client/game-fixtures';
import { gameNotFoundHandler } from '@tests/support/client/game-handlers';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { gameQueryKey } from '../api/get-game';
import { GameGate } from './game-gate';
import { MyGames } from './my-games';

const game = makeGame(1);
const OFFLINE = "You're offline and this hasn't been saved on this device yet.";

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => setOnline(true));

describe('game screens offline (decision 0005)', () => {
  it('says a game never opened on this device was not saved, and tries again on request', async () => {
    setOnline(false);
    let calls = 0;
    server.use(
      http.get(`/api/games/${game.id}`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json(game);
      }),
    );
    const { user } = renderWithProviders(<GameGate id={game.id} screen="view">{(g) => <h1>{g.name}</h1>}</GameGate>);
    expect(await screen.findByText(OFFLINE)).toBeVisible();
    expect(screen.queryByText('Game Not Found')).not.toBeInTheDocument();

    setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: game.name })).toBeVisible();
  });

  it('keeps showing a saved game when its refresh fails offline', async () => {
    setOnline(false);
    server.use(http.get(`/api/games/${game.id}`, () => HttpResponse.error()));
    const { queryClient } = renderWithProviders(<GameGate id={game.id} screen="view">{(g) => <h1>{g.name}</h1>}</GameGate>);
    queryClient.setQueryData(gameQueryKey(game.id), game);
    expect(await screen.findByRole('heading', { name: game.name })).toBeVisible();
    await queryClient.refetchQueries({ queryKey: gameQueryKey(game.id) });
    expect(screen.getByRole('heading', { name: game.name })).toBeVisible();
  });

  it('still says Game Not Found for an answer from the server', async () => {
    server.use(gameNotFoundHandler(`/api/games/${game.id}`));
    renderWithProviders(<GameGate id={game.id} screen="view">{(g) => <h1>{g.name}</h1>}</GameGate>);
    expect(await screen.findByText('Game Not Found')).toBeVisible();
  });

  it('My Games says so offline instead of an error', async () => {
    setOnline(false);
    server.use(http.get('/api/games', () => HttpResponse.error()));
    renderWithProviders(<MyGames userId={game.creator.id} />);
    await waitFor(() => expect(screen.getByText(OFFLINE)).toBeVisible());
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '@tests/support/client/fixtures';
import { makeMyGame, makeUser } from '@tests/support/client/game-fixtures';
import { gameListHandlers } from '@tests/support/client/game-handlers';
import { failingRead } from '@tests/support/client/failing-read';
import { server } from '@tests/support/client/msw-server';
import { renderWithProviders } from '@tests/support/client/render-with-providers';
import { ProfileGames } from './profile-games';

function GamePage() {
  return <p>Game page {useParams().id}</p>;
}

function renderGames() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<ProfileGames userId={testUser.id} />} />
      <Route path="/games/:id" element={<GamePage />} />
    </Routes>,
  );
}

describe('ProfileGames', () => {
  it("lists my games with status, description, counts and 'Creator' on the ones I created", async () => {
    const other = makeUser(2);
    const mine = makeMyGame(1, { name: 'Cold Showers', _count: { participants: 3, posts: 5 } });
    const joined = makeMyGame(2, {
      name: 'Public Speaking',
      status: 'completed',
      creator: other,
      creatorId: other.id,
      description: null,
      _count: { participants: 1, posts: 1 },
    });
    server.use(...gameListHandlers({ mine: [mine, joined] }));
    const { user } = renderGames();

    const created = await screen.findByRole('article', { name: 'Cold Showers' });
    expect(within(created).getByText('Creator')).toBeInTheDocument();
    expect(within(created).getByText('Active')).toBeInTheDocument();
    expect(within(created).getByText('Description of game 1')).toBeInTheDocument();
    expect(within(created).getByText('3 participants')).toBeInTheDocument();
    expect(within(created).getByText('5 posts')).toBeInTheDocument();

    const notMine = screen.getByRole('article', { name: 'Public Speaking' });
    expect(within(notMine).queryByText('Creator')).not.toBeInTheDocument();
    expect(within(notMine).getByText('Completed')).toBeInTheDocument();
    expect(within(notMine).getByText('1 participant')).toBeInTheDocument();
    expect(within(notMine).getByText('1 post')).toBeInTheDocument();

    await user.click(within(notMine).getByRole('link', { name: 'Public Speaking' }));
    expect(await screen.findByText(`Game page ${joined.id}`)).toBeInTheDocument();
  });

  it('says so when I have no games', async () => {
    server.use(...gameListHandlers({ mine: [] }));
    renderGames();
    expect(await screen.findByText('No games yet')).toBeInTheDocument();
  });

  it('shows an error with Try again', async () => {
    const read = failingRead('/api/games', 'Boom', [makeMyGame(1)]);
    server.use(read.handler);
    const { user } = renderGames();
    expect(await screen.findByText('Your games could not be loaded')).toBeInTheDocument();
    read.recover();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Game 1' })).toBeInTheDocument();
  });
});

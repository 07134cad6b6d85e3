import { describe, expect, it } from 'vitest';
import { datesFor, makeMyGame } from '@tests/support/client/game-fixtures';
import { activeGames } from './active-games';

describe('activeGames', () => {
  it('keeps the games running now, whatever status was cached', () => {
    const now = Date.now();
    const running = makeMyGame(1, { status: 'active', ...datesFor('active', now) });
    const startedSinceLoad = makeMyGame(2, { status: 'upcoming', startTime: new Date(now - 1000).toISOString(), endTime: datesFor('active', now).endTime });
    const endedSinceLoad = makeMyGame(3, { status: 'active', startTime: datesFor('active', now).startTime, endTime: new Date(now - 1000).toISOString() });
    const upcoming = makeMyGame(4, { status: 'upcoming', ...datesFor('upcoming', now) });
    const completed = makeMyGame(5, { status: 'completed', ...datesFor('completed', now) });
    expect(activeGames([running, startedSinceLoad, endedSinceLoad, upcoming, completed], now).map((game) => game.id)).toEqual([
      running.id,
      startedSinceLoad.id,
    ]);
  });
});

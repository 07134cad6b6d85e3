import { describe, expect, it } from 'vitest';
import { makePublicGame } from '@tests/support/client/game-fixtures';
import { comingSoon, matchesText, mergeById, topActive } from './discover-lists';

describe('discover lists', () => {
  it('matches name or description, ignoring case', () => {
    const game = makePublicGame(1, { name: 'Cold Showers', description: 'Every morning' });
    expect(matchesText(game, 'cold')).toBe(true);
    expect(matchesText(game, 'MORNING')).toBe(true);
    expect(matchesText(game, 'yoga')).toBe(false);
    expect(matchesText({ ...game, description: null }, 'morning')).toBe(false);
  });

  it('merges search results without duplicates, local matches first', () => {
    const [a, b, c] = [makePublicGame(1), makePublicGame(2), makePublicGame(3)];
    expect(mergeById([a!, b!], [b!, c!, c!]).map((g) => g.id)).toEqual([a!.id, b!.id, c!.id]);
  });

  it('ranks the 3 active games with the most participants', () => {
    const games = [5, 9, 1, 7].map((n, i) => makePublicGame(i, { _count: { participants: n, posts: 0 } }));
    const upcoming = makePublicGame(9, { status: 'upcoming', _count: { participants: 99, posts: 0 } });
    expect(topActive([...games, upcoming]).map((g) => g._count.participants)).toEqual([9, 7, 5]);
  });

  it('lists the 3 upcoming games that start first', () => {
    const at = (n: number, day: number) =>
      makePublicGame(n, { status: 'upcoming', startTime: new Date(Date.UTC(2030, 0, day)).toISOString() });
    const games = [at(1, 20), at(2, 5), at(3, 12), at(4, 2), makePublicGame(5)];
    expect(comingSoon(games).map((g) => g.name)).toEqual(['Game 4', 'Game 2', 'Game 3']);
  });
});

import { describe, expect, it } from 'vitest';
import { isGameAnswer } from './forget-game';

const id = '00001000-0000-4000-8000-000000000001';

describe('isGameAnswer', () => {
  it("takes the game's reads and its posts pages, nothing of other games", () => {
    expect(isGameAnswer(`https://app.test/api/games/${id}`, id)).toBe(true);
    expect(isGameAnswer(`https://app.test/api/games/${id}/scores`, id)).toBe(true);
    expect(isGameAnswer(`https://app.test/api/posts?gameId=${id}&page=2&limit=20`, id)).toBe(true);
    expect(isGameAnswer(`https://app.test/api/games/${id}0`, id)).toBe(false);
    expect(isGameAnswer('https://app.test/api/games', id)).toBe(false);
    expect(isGameAnswer('https://app.test/api/posts?gameId=other', id)).toBe(false);
  });
});

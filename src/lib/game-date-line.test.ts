import { describe, expect, it } from 'vitest';
import { gameDateLine } from './game-date-line';

const game = { startTime: '2026-11-14T12:00:00.000Z', endTime: '2026-11-24T12:00:00.000Z' };

describe('gameDateLine (decision 0053)', () => {
  it('speaks in the tense of the status', () => {
    expect(gameDateLine({ ...game, status: 'upcoming' })).toBe('Starts Nov 14, 2026 · Ends Nov 24, 2026');
    expect(gameDateLine({ ...game, status: 'active' })).toBe('Started Nov 14, 2026 · Ends Nov 24, 2026');
    expect(gameDateLine({ ...game, status: 'completed' })).toBe('Ended Nov 24, 2026');
  });
});

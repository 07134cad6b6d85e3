import { describe, expect, it } from 'vitest';
import { leaderboardQueryOptions } from './api/get-leaderboard';
import { readView, writeView } from './leaderboard-params';

const view = (query: string) => readView(new URLSearchParams(query));

describe('the leaderboard view in the URL', () => {
  it('defaults to Players, Past 30 Days, Accomplishments and Total Participants', () => {
    expect(view('')).toEqual({ tab: 'players', timeFrame: '30days', playerMetric: 'accomplishments', creatorMetric: 'participants' });
    expect(writeView(view('')).toString()).toBe('');
  });

  it('reads back what it writes', () => {
    const chosen = { tab: 'creators', timeFrame: 'alltime', playerMetric: 'medals', creatorMetric: 'largest-game' } as const;
    expect(writeView(chosen).toString()).toBe('tab=creators&frame=alltime&player=medals&creator=largest-game');
    expect(readView(writeView(chosen))).toEqual(chosen);
  });

  it('falls back to Accomplishments for an all-time-only metric in 30 days, and to defaults for unknown values', () => {
    expect(view('player=medals').playerMetric).toBe('accomplishments');
    expect(view('frame=30days&player=games-completed').playerMetric).toBe('accomplishments');
    expect(view('frame=alltime&player=games-completed').playerMetric).toBe('games-completed');
    expect(writeView({ ...view('frame=alltime&player=medals'), timeFrame: '30days' }).toString()).toBe('');
    expect(view('tab=x&frame=year&player=x&creator=x')).toEqual(view(''));
  });
});

describe('leaderboard queries', () => {
  it("are kept under ['leaderboard', kind, frame, metric] and fresh for 60 s (docs/architecture.md §6)", () => {
    const players = leaderboardQueryOptions('players', 'alltime', 'medals');
    expect(players.queryKey).toEqual(['leaderboard', 'players', 'alltime', 'medals']);
    expect(players.staleTime).toBe(60_000);
    const creators = leaderboardQueryOptions('creators', '30days', 'participants');
    expect(creators.queryKey).toEqual(['leaderboard', 'creators', '30days', 'participants']);
    expect(creators.staleTime).toBe(60_000);
  });
});

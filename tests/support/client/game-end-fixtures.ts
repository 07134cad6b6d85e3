import type { Game } from '@contract/games';
import type { GameResult, GameScore, MedalType } from '@contract/results';
import type { User } from '@contract/user';
import { http, HttpResponse } from 'msw';
import { testUser } from './fixtures';
import { makeGame, makeUser } from './game-fixtures';
import { signedInHandlers } from './handlers';

/** Test data for the game page's results (decision 0019): me and four others. */
export const grace = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });
export const alan = makeUser(2, { firstName: 'Alan', lastName: 'Turing' });
export const edsger = makeUser(3, { firstName: 'Edsger', lastName: 'Dijkstra' });
export const barbara = makeUser(4, { firstName: 'Barbara', lastName: 'Liskov' });
export const people: User[] = [testUser, grace, alan, edsger, barbara];

export interface Line {
  user: User;
  score: number;
  medal?: MedalType | null;
  popular?: boolean;
}

/** Best first; `position` / `rank` is 1 + the number with a strictly higher score (docs/architecture.md §6). */
const rankOf = (lines: Line[], score: number) => 1 + lines.filter((l) => l.score > score).length;

export function resultsOf(lines: Line[]): GameResult[] {
  return lines.map((l) => ({
    userId: l.user.id,
    user: l.user,
    position: rankOf(lines, l.score),
    score: l.score,
    medalType: l.medal ?? null,
    popularVote: l.popular ?? false,
  }));
}

export function scoresOf(lines: Line[]): GameScore[] {
  return lines.map((l) => ({
    user: l.user,
    score: l.score,
    rank: rankOf(lines, l.score),
    medalType: l.medal ?? null,
    popularVote: l.popular ?? false,
  }));
}

/** docs/product.md §4's tie case, 5, 5, 3, 2, 0 as the server finalises it; Alan got the most likes. */
export const tiedLines: Line[] = [
  { user: grace, score: 5, medal: 'gold' },
  { user: testUser, score: 5, medal: 'gold' },
  { user: alan, score: 3, medal: 'silver', popular: true },
  { user: edsger, score: 2, medal: 'bronze' },
  { user: barbara, score: 0 },
];

/** A game of all five, created by Grace (so I may leave it). */
export function gameOf(extra: Partial<Game> = {}): Game {
  const participants = people.map((user) => ({ userId: user.id, user, isAdmin: false }));
  return makeGame(1, {
    name: 'Cold Showers',
    creator: grace,
    creatorId: grace.id,
    participants,
    _count: { participants: participants.length, posts: 10 },
    ...extra,
  });
}

interface Answers {
  scores?: GameScore[] | 'fail';
  results?: GameResult[] | 'fail';
}

const fail = () => HttpResponse.json({ message: 'Boom' }, { status: 500 });

/** The calls the game page makes, answered for `game`. */
export function gamePageHandlers(game: Game, { scores = [], results = [] }: Answers = {}) {
  return [
    ...signedInHandlers(),
    http.get('/api/posts', () => HttpResponse.json({ posts: [], hasMore: false })),
    http.get(`/api/games/${game.id}`, () => HttpResponse.json(game)),
    http.get(`/api/games/${game.id}/scores`, () => (scores === 'fail' ? fail() : HttpResponse.json(scores))),
    http.get(`/api/games/${game.id}/results`, () => (results === 'fail' ? fail() : HttpResponse.json(results))),
    // The group sections (decision 0020): no groups unless a test says otherwise (group-fixtures.ts).
    http.get(`/api/games/${game.id}/groups`, () => HttpResponse.json([])),
    http.get(`/api/games/${game.id}/groups/leaderboard`, () => HttpResponse.json([])),
  ];
}

/** My own line with `score` points and no medal. */
export const testUserLine = (score: number): Line => ({ user: testUser, score });

/** The reads of the game page's sections below its header, answered empty (for tests that only land there). */
export function gameSectionsHandlers() {
  return [
    http.get('/api/posts', () => HttpResponse.json({ posts: [], hasMore: false })),
    http.get('/api/games/:id/scores', () => HttpResponse.json([])),
    http.get('/api/games/:id/results', () => HttpResponse.json([])),
    http.get('/api/games/:id/groups', () => HttpResponse.json([])),
    http.get('/api/games/:id/groups/leaderboard', () => HttpResponse.json([])),
  ];
}

import type { CreatorEntry, MedalCounts, PlayerEntry } from '@contract/leaderboard';
import type { User } from '@contract/user';
import { http, HttpResponse } from 'msw';
import { testPerson } from './fixtures';

/** Test data for the leaderboard's component tests (imported by *.test.tsx only). */
export const person = (n: number, firstName: string, lastName: string): User =>
  testPerson(`00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, firstName, lastName);

export const ada = person(1, 'Ada', 'Lovelace');
export const grace = person(2, 'Grace', 'Hopper');
export const alan = person(3, 'Alan', 'Turing');
export const edsger = person(4, 'Edsger', 'Dijkstra');
export const barbara = person(5, 'Barbara', 'Liskov');

export const playerEntry = (rank: number, user: User, score: number, additionalInfo: MedalCounts | null = null): PlayerEntry => ({
  rank,
  user,
  score,
  additionalInfo,
});

/** A creator's row: [participants, largest game, accomplishments], as the server can send it. */
export function creatorEntry(rank: number, user: User, [totalParticipants = 0, largestGame = 0, totalAccomplishments = 0]: number[]): CreatorEntry {
  // Decision 0054: a game is never larger than all the creator's participants; no test shows a row that can't happen.
  if (largestGame > totalParticipants) throw new Error(`largestGame ${largestGame} above totalParticipants ${totalParticipants}`);
  return { rank, user, totalParticipants, largestGame, totalAccomplishments };
}

type Board<E> = { entries: E[]; me: E | null } | 'fail';

/** Answers one board and writes down the query strings asked for. */
export function boardHandler<E>(kind: 'players' | 'creators', board: Board<E> | (() => Board<E>), asked: string[] = []) {
  return http.get(`/api/leaderboard/${kind}`, ({ request }) => {
    asked.push(new URL(request.url).search);
    const answer = typeof board === 'function' ? board() : board;
    if (answer === 'fail') return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
    return HttpResponse.json(answer);
  });
}

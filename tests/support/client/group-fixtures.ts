import type { Group, GroupColor, GroupLeaderboardEntry } from '@contract/groups';
import type { User } from '@contract/user';
import { http, HttpResponse } from 'msw';
import { uuid } from './game-fixtures';

/** A group of `members` (decision 0020); ids from small numbers, memberships numbered after the group. */
export function groupOf(n: number, name: string, color: GroupColor, members: User[] = []): Group {
  return {
    id: uuid(n, '3000'),
    name,
    color,
    members: members.map((user, i) => ({ id: uuid(n * 100 + i, '3100'), userId: user.id, user })),
  };
}

/** The leaderboard entry of `group` with `totalScore` points and `rank`. */
export function boardEntry(group: Group, totalScore: number, rank: number): GroupLeaderboardEntry {
  return {
    group: { id: group.id, name: group.name, color: group.color, memberCount: group.members.length },
    totalScore,
    rank,
  };
}

/** The two group reads of a game, answered with `groups` and `board`. */
export function groupReadHandlers(gameId: string, groups: Group[] = [], board: GroupLeaderboardEntry[] = []) {
  return [
    http.get(`/api/games/${gameId}/groups`, () => HttpResponse.json(groups)),
    http.get(`/api/games/${gameId}/groups/leaderboard`, () => HttpResponse.json(board)),
  ];
}

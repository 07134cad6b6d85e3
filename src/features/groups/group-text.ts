import { count as plural } from '@contract/plural';

/** '1 member', '3 members'. */
export function memberCountText(count: number): string {
  return plural(count, 'member', 'members');
}

/** '1 point', '12 points' (the Personal Leaderboard's wording). */
export function pointsText(points: number): string {
  return plural(points, 'point', 'points');
}

/** '1 member', '3 members'. */
export function memberCountText(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/** '1 point', '12 points' (the Personal Leaderboard's wording). */
export function pointsText(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

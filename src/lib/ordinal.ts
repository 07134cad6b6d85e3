/**
 * A place as English says it (SPEC "Game-results celebration dialog": 1st, 2nd, 3rd, then Nth):
 * 11th, 12th and 13th take 'th' whatever their last digit, in every hundred (111th, 212th).
 */
export function ordinal(place: number): string {
  const lastTwo = Math.abs(place) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${place}th`;
  switch (Math.abs(place) % 10) {
    case 1:
      return `${place}st`;
    case 2:
      return `${place}nd`;
    case 3:
      return `${place}rd`;
    default:
      return `${place}th`;
  }
}

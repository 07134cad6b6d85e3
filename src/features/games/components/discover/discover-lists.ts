import type { PublicGame } from '@contract/games';

/** docs/product.md §9: Discover shows at most 3 active and 3 upcoming games. */
export const DISCOVER_LIMIT = 3;

/** The local half of the smart search: name or description contains the text, ignoring case. */
export function matchesText(game: Pick<PublicGame, 'name' | 'description'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return game.name.toLowerCase().includes(needle) || (game.description ?? '').toLowerCase().includes(needle);
}

/** Local matches first, then the server's results that are not among them (one entry per id). */
export function mergeById(local: PublicGame[], remote: PublicGame[]): PublicGame[] {
  const seen = new Set(local.map((g) => g.id));
  return [...local, ...remote.filter((g) => !seen.has(g.id) && seen.add(g.id))];
}

/** 'Active Games': the 3 active games with the most participants. */
export function topActive(games: PublicGame[], limit = DISCOVER_LIMIT): PublicGame[] {
  return games
    .filter((g) => g.status === 'active')
    .sort((a, b) => b._count.participants - a._count.participants)
    .slice(0, limit);
}

/** 'Coming Soon': the 3 upcoming games that start first. */
export function comingSoon(games: PublicGame[], limit = DISCOVER_LIMIT): PublicGame[] {
  return games
    .filter((g) => g.status === 'upcoming')
    .sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime))
    .slice(0, limit);
}

import type { MyGame } from '@contract/games';

/**
 * The games a post can go into now: the server only takes posts while a game runs (docs/architecture.md §6).
 * Judged by the clock, not the cached status, so a game that started or ended since my games were
 * loaded is offered or left out as it is now.
 */
export function activeGames(games: readonly MyGame[], now = Date.now()): MyGame[] {
  return games.filter((game) => Date.parse(game.startTime) <= now && now < Date.parse(game.endTime));
}

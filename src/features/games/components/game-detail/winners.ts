import type { GameResult } from '@contract/results';
import type { MedalKind } from '@/components/medals';

export interface WinnerGroup {
  kind: MedalKind;
  people: GameResult[];
}

const PLACING: readonly MedalKind[] = ['gold', 'silver', 'bronze'];

/**
 * The Winners block's rows (docs/product.md §4): gold, silver, bronze as the server awarded them when it
 * finalised the game (the three highest distinct positive scores, ties share: docs/architecture.md §6), then
 * the popular vote. Every holder of a medal is listed; medals nobody holds are left out.
 */
export function winnerGroups(results: readonly GameResult[]): WinnerGroup[] {
  const groups: WinnerGroup[] = PLACING.map((kind) => ({ kind, people: results.filter((r) => r.medalType === kind) }));
  groups.push({ kind: 'popularVote', people: results.filter((r) => r.popularVote) });
  return groups.filter((g) => g.people.length > 0);
}

import { dayText } from './format/dates';

interface Dated {
  status: 'upcoming' | 'active' | 'completed';
  startTime: string;
  endTime: string;
}

/**
 * When a game happens, in the tense of its status (decision 0053: a finished game read 'Ends …' and a
 * running one 'Starts …'): 'Starts … · Ends …' before it starts, 'Started … · Ends …' while it
 * runs, 'Ended …' once it is over. The status is the server's (its clock: docs/decisions/0019-game-end.md), never this device's clock.
 */
export function gameDateLine(game: Dated): string {
  if (game.status === 'completed') return `Ended ${dayText(game.endTime)}`;
  const start = game.status === 'upcoming' ? 'Starts' : 'Started';
  return `${start} ${dayText(game.startTime)} · Ends ${dayText(game.endTime)}`;
}

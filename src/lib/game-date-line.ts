import dayjs from 'dayjs';

interface Dated {
  status: 'upcoming' | 'active' | 'completed';
  startTime: string;
  endTime: string;
}

const day = (iso: string) => {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MMM D, YYYY') : '';
};

/**
 * When a game happens, in the tense of its status (issue 32: a finished game read 'Ends …' and a
 * running one 'Starts …'): 'Starts … · Ends …' before it starts, 'Started … · Ends …' while it
 * runs, 'Ended …' once it is over. The status is the server's (its clock: docs/decisions/0019-game-end.md), never this device's clock.
 */
export function gameDateLine(game: Dated): string {
  if (game.status === 'completed') return `Ended ${day(game.endTime)}`;
  const start = game.status === 'upcoming' ? 'Starts' : 'Started';
  return `${start} ${day(game.startTime)} · Ends ${day(game.endTime)}`;
}

import { CREATOR_METRICS, PLAYER_METRICS, TIME_FRAMES, type CreatorMetric, type PlayerMetric, type TimeFrame } from '@contract/leaderboard';

/**
 * Where each leaderboard of docs/architecture.md §6 "Global leaderboards" reads its figures: the all-time ones
 * from `user_stats` (counters kept in the write transactions), the 'Past 30 Days' ones from
 * `leaderboard_30d` (refreshed by the job from per-day counters). Each sort value has a descending
 * index, so a board walks the top of one index and never aggregates posts, likes or participants.
 */
export interface Board {
  /** `${kind}:${timeFrame}:${metric}`: its rows in leaderboard_rank_steps. */
  key: string;
  /** The prepared statement's name. */
  name: string;
  table: 'user_stats' | 'leaderboard_30d';
  /** The sort value of the board's row `a`, spelled as its index is (so the planner uses it). */
  value: (a: string) => string;
  /** The entry's fields besides rank and user (contract/leaderboard.ts), over the board's row `a`. */
  fields: (a: string) => string;
}

const score = (value: (a: string) => string) => (a: string) => `'score', ${value(a)}, 'additionalInfo', null::json`;

/** Medal score: gold 3, silver 2, bronze 1, popular vote 2 (stored as medal_score); the counts ride along. */
const medalFields = (a: string) => `'score', ${a}.medal_score, 'additionalInfo', json_build_object(
    'goldMedals', ${a}.gold_medals, 'silverMedals', ${a}.silver_medals,
    'bronzeMedals', ${a}.bronze_medals, 'popularVoteMedals', ${a}.popular_vote_medals)`;

const column = (name: string) => (a: string) => `${a}.${name}`;

const PLAYER_VALUES: Record<TimeFrame, Partial<Record<PlayerMetric, (a: string) => string>>> = {
  alltime: {
    accomplishments: column('total_accomplishments'),
    'popular-votes': column('total_upvotes'),
    medals: column('medal_score'),
    'popular-vote-medals': column('popular_vote_medals'),
    'games-completed': column('games_completed'),
  },
  '30days': { accomplishments: column('accomplishments'), 'popular-votes': column('popular_votes') },
};

/**
 * A creator's figures count the people other than the creator, the largest game too (decision
 * 0054): so no game is ever larger than all the creator's participants together. user_stats counts
 * the creator once per game, as games.participant_count does, so all time takes games_created off
 * the participants and 1 off the largest game (user_stats_creator_others_idx and
 * user_stats_creator_largest_others_idx are on these very expressions). The 30-day row
 * (summary-30d.ts) never counts the creator.
 */
const CREATOR_COLUMNS: Record<TimeFrame, Record<CreatorMetric, (a: string) => string>> = {
  alltime: {
    participants: (a) => `(${a}.creator_participants - ${a}.games_created)`,
    'largest-game': (a) => `(${a}.creator_largest_game - 1)`,
    'total-accomplishments': column('creator_accomplishments'),
  },
  '30days': {
    participants: column('creator_participants'),
    'largest-game': column('creator_largest_game'),
    'total-accomplishments': column('creator_accomplishments'),
  },
};

const tableOf = (frame: TimeFrame) => (frame === 'alltime' ? 'user_stats' : 'leaderboard_30d');
const statementName = (kind: string, frame: TimeFrame, metric: string) => `leaderboard_${kind}_${frame}_${metric.replaceAll('-', '_')}`;

/** The player board for a frame and metric; undefined for an all-time-only metric in 30 days. */
export function playerBoard(frame: TimeFrame, metric: PlayerMetric): Board | undefined {
  const value = PLAYER_VALUES[frame][metric];
  if (!value) return undefined;
  const fields = metric === 'medals' ? medalFields : score(value);
  return { key: `players:${frame}:${metric}`, name: statementName('players', frame, metric), table: tableOf(frame), value, fields };
}

export function creatorBoard(frame: TimeFrame, metric: CreatorMetric): Board {
  const figures = CREATOR_COLUMNS[frame];
  const fields = (a: string) =>
    `'totalParticipants', ${figures.participants(a)}, 'largestGame', ${figures['largest-game'](a)}, ` +
    `'totalAccomplishments', ${figures['total-accomplishments'](a)}`;
  return {
    key: `creators:${frame}:${metric}`,
    name: statementName('creators', frame, metric),
    table: tableOf(frame),
    value: figures[metric],
    fields,
  };
}

/** Every board there is: 5 + 2 player boards, 3 + 3 creator boards. */
export const ALL_BOARDS: readonly Board[] = TIME_FRAMES.flatMap((frame) => [
  ...PLAYER_METRICS.flatMap((metric) => playerBoard(frame, metric) ?? []),
  ...CREATOR_METRICS.map((metric) => creatorBoard(frame, metric)),
]);

import type { ScoreEntry } from '@contract/games';
import { count } from '@contract/plural';
import { extraParticipants, scoreBars } from './score-bars';
import classes from './score-chart.module.css';

interface ScoreChartProps {
  scores: ScoreEntry[];
  myUserId: string;
  participantCount: number;
}

/** The game card's mini bar chart (docs/product.md §2): one bar per score, mine highlighted, '+N' for the rest. */
export function ScoreChart({ scores, myUserId, participantCount }: ScoreChartProps) {
  const bars = scoreBars(scores, myUserId);
  const extra = extraParticipants(participantCount, bars.length);
  if (bars.length === 0) return null;
  const best = bars[0]?.score ?? 0;
  const label = `Scores of ${count(bars.length, 'participant', 'participants')}, best ${count(best, 'point', 'points')}`;
  return (
    <div className={classes.chart} role="img" aria-label={label} data-testid="score-chart">
      {bars.map((bar) => (
        <span
          key={bar.userId}
          className={classes.bar}
          style={{ height: `${bar.height}%` }}
          data-mine={bar.mine || undefined}
          data-testid="score-bar"
        />
      ))}
      {extra > 0 ? (
        <span className={classes.more} aria-hidden>
          +{extra}
        </span>
      ) : null}
    </div>
  );
}

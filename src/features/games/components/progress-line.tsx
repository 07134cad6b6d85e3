import ui from '@/components/list-card.module.css';
import classes from './progress-line.module.css';

/** An active game's progress bar and its percentage: the look of Mantine's Progress, in plain elements. */
export function ProgressLine({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={`${ui.row} ${ui.gapSm}`}>
      <div className={classes.track}>
        <div
          className={classes.bar}
          style={{ width: `${percent}%` }}
          role="progressbar"
          aria-label={label}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuetext={`${percent}%`}
        />
      </div>
      <span className={`${ui.text} ${ui.sm} ${ui.strong}`}>{percent}%</span>
    </div>
  );
}

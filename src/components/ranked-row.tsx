import type { User } from '@contract/user';
import type { CSSProperties, ReactNode } from 'react';
import { displayName } from '@/lib/display-name';
import ui from './list-card.module.css';
import classes from './ranked-row.module.css';
import { UserAvatar } from './user-avatar';

/**
 * The own row's highlight. In dark mode dimmed grey on the violet is about 3.8:1, below 4.5:1, so
 * dimmed texts inside it (units, medal counts, other figures) take the normal text colour; light
 * mode's dimmed gray 7 would have been fine (7:1).
 */
export const OWN_ROW_HIGHLIGHT = {
  background: 'var(--mantine-primary-color-light)',
  borderRadius: 'var(--mantine-radius-md)',
  '--mantine-color-dimmed': 'var(--mantine-color-text)',
} as CSSProperties;

/** A row's height (6 px padding, the 26 px avatar, 6 px padding) and the gap between rows: what placeholders reserve. */
const ROW_PX = 38;
const GAP_PX = 4;

/** The height of `rows` ranked rows and the gaps between them, as a CSS length. */
export const rankedRowsHeight = (rows: number) => `${rows * ROW_PX + Math.max(0, rows - 1) * GAP_PX}px`;

interface RankedRowProps {
  /** The rank column, 32 px wide (details line up with that): '#4', or a podium icon. */
  rank: ReactNode;
  user: User;
  /** The signed-in person's own row: highlighted, bold and marked '(You)'. */
  you: boolean;
  /** Beside the name, e.g. a 'Top 1' badge. */
  badge?: ReactNode;
  /** At the end of the row: the score. */
  score: ReactNode;
  /** Under the name, across the rest of the row: medals, a creator's other figures. */
  details?: ReactNode;
}

/**
 * One ranked person, the same on the game page's Personal Leaderboard and on the global
 * leaderboards (docs/product.md §2): rank, avatar, name, score at the end, details below the name.
 * Plain elements (ranked-row.module.css), as the list cards (decision 0055, "less work per item").
 */
export function RankedRow({ rank, user, you, badge, score, details }: RankedRowProps) {
  return (
    // The own row stands out by more than its colour: '(You)' and bold text say it too.
    <li className={classes.row} data-you={you || undefined} style={you ? OWN_ROW_HIGHLIGHT : undefined}>
      <div className={`${ui.row} ${ui.gapSm}`}>
        {rank}
        <UserAvatar user={user} size="sm" decorative />
        <div className={classes.who}>
          <p className={classes.name}>
            {displayName(user)}
            {you ? ' (You)' : ''}
          </p>
          {badge}
        </div>
        {score}
      </div>
      {details ? <div className={classes.details}>{details}</div> : null}
    </li>
  );
}

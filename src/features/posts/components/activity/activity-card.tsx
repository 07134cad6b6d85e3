import { REMOVED_BY_MODERATORS } from '@contract/removed-content';
import type { ActivityItem } from '@contract/activity';
import { IconFlag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Photo } from '@/components/photo';
import { RemovedBadge, RemovedText } from '@/components/removed-content';
import ui from '@/components/list-card.module.css';
import stretched from '@/components/stretched-link.module.css';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { timeAgo } from '@/lib/format/dates';
import classes from './activity-card.module.css';
import { ACTIVITY_CONTENT_MAX, ACTIVITY_QUOTE_MAX, excerpt } from './excerpt';
import { GamePicker } from './game-picker';
import { REDACTED_TEXT, RedactedText } from './redacted-text';
import offscreen from '@/components/offscreen.module.css';

const KIND = {
  post: { badge: 'Posted', verb: 'posted', color: 'violet' },
  // Cyan, not teal: teal 9 on teal 1 (the light badge) is 4.3:1, below WCAG AA for its 11 px bold text; cyan is 4.8:1.
  comment: { badge: 'Commented', verb: 'commented', color: 'cyan' },
} as const;

/** A comment quotes the post it is on; that post's text is null once it was redacted. */
function ParentQuote({ text }: { text: string | null }) {
  return (
    <blockquote className={classes.quote}>
      {text === null ? <i>{REDACTED_TEXT}</i> : <span className={classes.text}>{excerpt(text, ACTIVITY_QUOTE_MAX)}</span>}
    </blockquote>
  );
}

/**
 * docs/product.md §2 "Activity card": who posted or commented, when, what (cut at 200 characters), the photo,
 * and the game. The game link stretches over the card, so a click anywhere opens /games/{gameId};
 * a share into several games adds the 'N games' picker beside it instead of inside it.
 */
export function ActivityCard({ item }: { item: ActivityItem }) {
  const kind = KIND[item.type];
  const author = displayName(item.user);
  const linkId = `activity-${item.type}-${item.id}`;
  return (
    <article className={`${ui.card} ${ui.stack} ${stretched.card} ${offscreen.card}`} aria-labelledby={linkId}>
      <div className={`${ui.row} ${ui.between} ${ui.gapSm} ${classes.head}`}>
        <div className={`${ui.row} ${ui.gapSm}`}>
          <UserAvatar user={item.user} decorative />
          <div className={classes.who}>
            <p className={`${ui.text} ${ui.strong} ${ui.truncate}`}>{author}</p>
            <p className={`${ui.text} ${ui.xs} ${ui.dimmed}`}>
              <time dateTime={item.createdAt}>{timeAgo(item.createdAt)}</time>
            </p>
          </div>
        </div>
        <span className={ui.badge} data-color={kind.color}>
          {kind.badge}
        </span>
      </div>
      {item.type === 'comment' ? <ParentQuote text={item.postContent} /> : null}
      {item.isRedacted ? (
        <RedactedText />
      ) : item.isRemoved && item.content === REMOVED_BY_MODERATORS ? (
        <RemovedText />
      ) : (
        <p className={`${ui.text} ${classes.text}`}>{excerpt(item.content, ACTIVITY_CONTENT_MAX)}</p>
      )}
      {/* Only its author is sent the text of hidden content: they see it marked (decision 0040). */}
      {item.isRemoved && item.content !== REMOVED_BY_MODERATORS ? <RemovedBadge /> : null}
      {item.image ? <Photo src={item.image} alt="Accomplishment" /> : null}
      <div className={`${ui.row} ${ui.between} ${ui.gapSm}`}>
        <div className={`${ui.row} ${ui.dimmed} ${classes.gameRow}`}>
          <IconFlag size={16} aria-hidden className={ui.icon} />
          <Link
            to={`/games/${item.gameId}`}
            id={linkId}
            className={`${stretched.link} ${classes.gameLink}`}
            aria-label={`${author} ${kind.verb} in ${item.game.name}`}
          >
            {item.game.name}
          </Link>
        </div>
        {item.isMultiGame ? <GamePicker games={item.games} /> : null}
      </div>
    </article>
  );
}

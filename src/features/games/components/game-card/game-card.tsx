import '@mantine/core/styles/ActionIcon.css';
import type { MyGame } from '@contract/games';
import { count } from '@contract/plural';
import { ActionIcon } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconEdit, IconShare, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import ui from '@/components/list-card.module.css';
import offscreen from '@/components/offscreen.module.css';
import classes from '@/components/stretched-link.module.css';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { canManageGame } from '../../can-manage-game';
import { progressPercent, startDateText, timeText } from '../../game-timing';
import { GameStatusBadge } from '../game-status-badge';
import { ProgressLine } from '../progress-line';
import card from './game-card.module.css';
import { ScoreChart } from './score-chart';
import chart from './score-chart.module.css';

interface GameCardProps {
  game: MyGame;
  userId: string;
  onShare: (game: MyGame) => void;
}

const small = `${ui.text} ${ui.sm}`;
const dimmed = `${small} ${ui.dimmed}`;

/**
 * An upcoming game's card in the rows of the chart and the score line (decision 0053: flat bars and
 * 'Your place: 1/9' before anything happened): when it starts, in the chart's band and so at its
 * height, and that scores come with the start. The card keeps its size when the game starts.
 */
function StartBand({ startTime }: { startTime: string }) {
  return (
    <>
      <div className={`${chart.band} ${ui.row}`} data-testid="start-band">
        <IconCalendarEvent size={18} aria-hidden className={ui.icon} />
        <p className={`${small} ${ui.strong} ${ui.truncate}`}>Starts {startDateText(startTime, 'short')}</p>
      </div>
      <p className={dimmed}>Scores and places show once it starts.</p>
    </>
  );
}

/**
 * The game card: one of my games in a list; the whole card opens /games/{id}. Plain elements on
 * list-card.module.css, Mantine only for the icon buttons (docs/decisions/0055-warm-start.md).
 */
export function GameCard({ game, userId, onShare }: GameCardProps) {
  const participants = game._count.participants;
  const percent = progressPercent(game);
  const titleId = `game-card-${game.id}`;
  return (
    <article className={`${ui.card} ${ui.stack} ${classes.card} ${offscreen.card}`} aria-labelledby={titleId}>
      <div className={`${ui.row} ${ui.between}`}>
        <GameStatusBadge status={game.status} />
        <div className={`${ui.row} ${ui.gapTight} ${classes.above}`}>
          {canManageGame(game, userId) ? (
            <ActionIcon component={Link} to={`/games/${game.id}/edit`} variant="subtle" size="lg" aria-label="Edit game">
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          ) : null}
          <ActionIcon variant="subtle" size="lg" aria-label="Share game" onClick={() => onShare(game)}>
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        </div>
      </div>
      <h3 className={card.title} id={titleId}>
        <Link to={`/games/${game.id}`} className={classes.link}>
          {game.name}
        </Link>
      </h3>
      <div className={ui.row}>
        <UserAvatar user={game.creator} size="sm" decorative />
        <p className={`${dimmed} ${ui.truncate}`}>{displayName(game.creator)}</p>
      </div>
      {game.status === 'active' ? <ProgressLine percent={percent} label={`Progress of ${game.name}`} /> : null}
      {game.status === 'upcoming' ? (
        <StartBand startTime={game.startTime} />
      ) : (
        <>
          <ScoreChart scores={game.scores} myUserId={userId} participantCount={participants} />
          <p className={small}>
            Your score: {count(game.myScore, 'point', 'points')} • Your place: {game.myPlace}/{participants}
          </p>
        </>
      )}
      <div className={`${ui.row} ${ui.between} ${card.footer}`}>
        <span className={`${ui.row} ${ui.gapTight}`}>
          <IconClock size={16} aria-hidden className={ui.icon} />
          <span className={small}>{timeText(game)}</span>
        </span>
        <span className={`${ui.row} ${ui.gapTight}`}>
          <IconUsers size={16} aria-hidden className={ui.icon} />
          <span className={small}>{count(participants, 'participant', 'participants')}</span>
        </span>
      </div>
    </article>
  );
}

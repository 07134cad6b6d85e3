import '@mantine/core/styles/Badge.css';
import type { Game } from '@contract/games';
import { count } from '@contract/plural';
import type { User } from '@contract/user';
import { Badge, Button } from '@mantine/core';
import { IconClock, IconEdit, IconNotes, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import ui from '@/components/list-card.module.css';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { canManageGame, isParticipant } from '../../can-manage-game';
import { progressPercent, timeText } from '../../game-timing';
import { GameStatusBadge } from '../game-status-badge';
import { ProgressLine } from '../progress-line';
import { LazyShareGameDialog } from '../share-game/lazy-share-game-dialog';
import { JoinGameButton } from './join-game-button';
import { LeaveGameButton } from './leave-game-button';
import { ParticipantsDialog } from './participants-dialog';
import { RematchButton, RematchOf } from './rematch';

const reportsText = (n: number) => count(n, 'open report', 'open reports');
const small = `${ui.text} ${ui.sm}`;
const dimmed = `${small} ${ui.dimmed}`;

/**
 * The edit link beside the title: creator and admins only (contract/games.ts roles), with the count of the
 * game's open reports (`openReportCount`, decision 0040) as a badge, in the spirit of the Invites
 * badge: a moderator notices there is something to decide.
 */
export function GameEditLink({ game, userId }: { game: Game; userId: string }) {
  if (!canManageGame(game, userId)) return null;
  const reports = game.openReportCount ?? 0;
  return (
    <Button
      component={Link}
      to={`/games/${game.id}/edit`}
      variant="light"
      size="xs"
      leftSection={<IconEdit size={16} aria-hidden />}
      rightSection={
        reports > 0 ? (
          <Badge size="xs" color="red.9" circle={reports < 10} aria-hidden data-testid="reports-badge">
            {reports > 99 ? '99+' : reports}
          </Badge>
        ) : undefined
      }
      aria-label={reports > 0 ? `Edit, ${reportsText(reports)}` : undefined}
      style={{ flexShrink: 0 }}
    >
      Edit
    </Button>
  );
}

/**
 * docs/product.md §2 game detail header: creator, status, days, posts, progress, participants, share or join,
 * and Leave Game for a participant other than the creator (docs/decisions/0004-games-membership-api.md). Before the start, no posts
 * count and no progress bar; Invite and Share are in the 'Before it starts' section. Plain elements on
 * list-card.module.css around Mantine's buttons, badge and avatar (decision 0055, "less work per item").
 */
export function GameHeader({ game, userId, onMessage }: { game: Game; userId: string; onMessage?: (recipient: User) => void }) {
  const [sharing, setSharing] = useState(false);
  const member = isParticipant(game, userId);
  const percent = progressPercent(game);
  // Nothing has happened yet: no posts to count and no progress (decision 0053); the page's
  // 'Before it starts' section says what comes.
  const upcoming = game.status === 'upcoming';
  return (
    <div className={ui.stack}>
      <div className={ui.row}>
        <UserAvatar user={game.creator} size="sm" decorative />
        <p className={`${dimmed} ${ui.truncate}`}>Created by {displayName(game.creator)}</p>
      </div>
      <RematchOf game={game} />
      {game.description ? <p className={ui.text}>{game.description}</p> : null}
      <div className={`${ui.row} ${ui.gapSm} ${ui.wrap}`}>
        <GameStatusBadge status={game.status} />
        <span className={`${ui.row} ${ui.gapTight}`}>
          <IconClock size={16} aria-hidden className={ui.icon} />
          <span className={small}>{timeText(game)}</span>
        </span>
        {upcoming ? null : (
          <span className={`${ui.row} ${ui.gapTight}`}>
            <IconNotes size={16} aria-hidden className={ui.icon} />
            <span className={small}>{count(game._count.posts, 'post', 'posts')}</span>
          </span>
        )}
        <ParticipantsDialog game={game} userId={userId} onMessage={member ? onMessage : undefined} />
      </div>
      {upcoming ? null : <ProgressLine percent={percent} label="Game progress" />}
      {!member ? <JoinGameButton gameId={game.id} /> : null}
      {member ? (
        <div className={`${ui.row} ${ui.gapSm}`}>
          {game.status === 'active' ? (
            <>
              <Button flex={1} variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={() => setSharing(true)}>
                Share game
              </Button>
              <LazyShareGameDialog game={sharing ? game : null} onClose={() => setSharing(false)} />
            </>
          ) : null}
          <RematchButton game={game} userId={userId} />
          <LeaveGameButton game={game} userId={userId} />
        </div>
      ) : null}
    </div>
  );
}

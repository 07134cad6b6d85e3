import type { GameStatus } from '@contract/games';
import type { GameScore } from '@contract/results';
import { Paper, Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { BareList } from '@/components/bare-list';
import { EmptyMessage } from '@/components/empty-message';
import { placeholderStyle, useRestWhenNear } from '@/lib/use-rest-when-near';
import ui from '@/components/list-card.module.css';
import { RankedRow, rankedRowsHeight } from '@/components/ranked-row';
import { RankedRowsLoading } from '@/components/ranked-rows-loading';
import { useGameScores } from '../../api/get-game-scores';
import { count } from '@contract/plural';
import { MedalBadges } from '@/components/medal-badge';

interface PersonalLeaderboardProps {
  gameId: string;
  status: GameStatus;
  userId: string;
  /** Everyone is ranked: the game's participant count says how many rows the loading state holds. */
  participantCount?: number;
}

/** The rows rendered at once: a phone's screen under the game's header. */
const FIRST_ROWS = 6;

/** docs/product.md §2 game detail "Personal Leaderboard": nothing to rank (or fetch) before the game starts. */
export function PersonalLeaderboard(props: PersonalLeaderboardProps) {
  if (props.status === 'upcoming') return null;
  return <Leaderboard {...props} />;
}

function ScoreRow({ entry, you, withMedals }: { entry: GameScore; you: boolean; withMedals: boolean }) {
  const score = (
    <p className={`${ui.text} ${ui.sm} ${ui.icon}`} style={{ fontWeight: you ? 700 : 500 }}>
      {count(entry.score, 'point', 'points')}
    </p>
  );
  const medals = withMedals ? <MedalBadges result={entry} /> : null;
  const rank = (
    <p className={`${ui.text} ${ui.sm} ${ui.icon}`} style={{ width: 32, fontWeight: 700 }}>
      #{entry.rank}
    </p>
  );
  return <RankedRow rank={rank} user={entry.user} you={you} score={score} details={medals} />;
}

/**
 * The ranking's first rows (a phone's screen under the game's header) at once, the rest when
 * scrolled near or when Tab is pressed in the list (src/lib/use-rest-when-near.ts, decision 0055); their
 * place is held meanwhile, so the sections below don't move when they come.
 */
function ScoreRows({ entries, userId, withMedals }: { entries: GameScore[]; userId: string; withMedals: boolean }) {
  const { shown, waiting, sentinelRef, onKeyDown } = useRestWhenNear<HTMLLIElement>(entries.length, FIRST_ROWS);
  return (
    <BareList gap={4} onKeyDown={onKeyDown}>
      {entries.slice(0, shown).map((entry) => (
        <ScoreRow key={entry.user.id} entry={entry} you={entry.user.id === userId} withMedals={withMedals} />
      ))}
      {waiting ? <li ref={sentinelRef} aria-hidden style={placeholderStyle(rankedRowsHeight(entries.length - shown))} /> : null}
    </BareList>
  );
}

/**
 * Everyone's points in this game, best first, with their rank (ties share one), from
 * GET /api/games/{id}/scores (kept 60 s, docs/product.md §9). Medals show once the game is completed.
 * docs/product.md §7: a failed read is an empty list, so this says 'No scores yet' rather than an error.
 */
function Leaderboard({ gameId, status, userId, participantCount = FIRST_ROWS }: PersonalLeaderboardProps) {
  const scores = useGameScores(gameId);
  const titleId = useId();
  const entries = scores.data ?? [];

  let body;
  if (scores.isPending) body = <RankedRowsLoading rows={Math.min(participantCount, FIRST_ROWS)} label="Loading leaderboard" />;
  else if (entries.length === 0) body = <EmptyMessage title="No scores yet" description="Points appear here as participants share accomplishments." />;
  else {
    body = <ScoreRows entries={entries} userId={userId} withMedals={status === 'completed'} />;
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          Personal Leaderboard
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}

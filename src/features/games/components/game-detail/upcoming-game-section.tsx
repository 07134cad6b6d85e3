import type { Game } from '@contract/games';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconShare, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SectionCard } from '@/components/section-card';
import { gameQueryKey } from '../../api/get-game';
import { startDateText } from '../../game-timing';
import type { ShareTab } from '../share-game/share-game-dialog';
import { LazyShareGameDialog } from '../share-game/lazy-share-game-dialog';
import { ParticipantsPreview } from './participants-preview';

/** setTimeout's longest wait (2^31 - 1 ms, about 24.8 days); a later start is waited for by the next visit. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * At the start the game becomes active (the database's clock, docs/decisions/0019-game-end.md): read it again then, so a
 * page left open turns into the running game (progress, posting) without a reload.
 */
function useReloadAtStart(game: Pick<Game, 'id' | 'startTime'>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const wait = Date.parse(game.startTime) - Date.now();
    if (Number.isNaN(wait) || wait > LONGEST_TIMER_MS) return undefined;
    // A second past the start: the server's clock decides, and may run a little behind this one.
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: gameQueryKey(game.id) }), Math.max(0, wait) + 1000);
    return () => clearTimeout(timer);
  }, [game.id, game.startTime, queryClient]);
}

/**
 * An upcoming game's page below its header (decision 0053: it was empty below a 0% bar): when it starts,
 * that posting opens then, who is in, and Invite / Share for every participant (any participant
 * may invite: server/modules/invitations/game-invitations.service.ts).
 */
export function UpcomingGameSection({ game, userId }: { game: Game; userId: string }) {
  const [sharing, setSharing] = useState<ShareTab | null>(null);
  useReloadAtStart(game);
  return (
    <SectionCard title="Before it starts">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={22} aria-hidden style={{ flexShrink: 0, marginTop: 1 }} />
        <Stack gap={2}>
          <Text fw={600}>Starts {startDateText(game.startTime)}</Text>
          <Text size="sm" c="dimmed">
            Posting opens when the game starts.
          </Text>
        </Stack>
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={600} aria-hidden>
          Who&apos;s in
        </Text>
        <ParticipantsPreview game={game} userId={userId} label="Who's in" />
      </Stack>
      <Group gap="sm" grow>
        <Button variant="light" leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setSharing('username')}>
          Invite
        </Button>
        <Button variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={() => setSharing('code')}>
          Share game
        </Button>
      </Group>
      <LazyShareGameDialog game={sharing ? game : null} initialTab={sharing ?? undefined} onClose={() => setSharing(null)} />
    </SectionCard>
  );
}

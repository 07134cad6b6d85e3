import type { Participant } from '@contract/games';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useParticipants } from '../../api/get-participants';
import { SectionCard } from '@/components/section-card';
import { ParticipantRow } from './participant-row';

interface ParticipantsSectionProps {
  gameId: string;
  creatorId: string;
  userId: string;
}

const listProps = { gap: 'sm', component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/** The owner first, then admins, then everyone else in the server's order. */
function ordered(participants: Participant[], creatorId: string): Participant[] {
  const rank = (p: Participant) => (p.userId === creatorId ? 0 : p.isAdmin ? 1 : 2);
  return [...participants].sort((a, b) => rank(a) - rank(b));
}

/** docs/product.md §2 "Participants (count)": Owner / Admin tags, admin toggle and remove for the others. */
export function ParticipantsSection({ gameId, creatorId, userId }: ParticipantsSectionProps) {
  const query = useParticipants(gameId);
  const participants = query.data ?? [];

  let body;
  if (query.isPending) {
    body = (
      <Center py="sm">
        <Loader size="sm" role="status" aria-label="Loading participants" />
      </Center>
    );
  } else if (query.isError) {
    body = <Text c="dimmed">Participants are not available right now.</Text>;
  } else {
    body = (
      <Stack {...listProps}>
        {ordered(participants, creatorId).map((p) => (
          <ParticipantRow
            key={p.userId}
            gameId={gameId}
            participant={p}
            isOwner={p.userId === creatorId}
            isMe={p.userId === userId}
          />
        ))}
      </Stack>
    );
  }

  const title = query.data ? `Participants (${participants.length})` : 'Participants';
  return <SectionCard title={title}>{body}</SectionCard>;
}

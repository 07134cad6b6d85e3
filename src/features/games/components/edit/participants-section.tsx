import type { Participant } from '@contract/games';
import { useParticipants } from '../../api/get-participants';
import { EditListSection } from './edit-list-section';
import { ParticipantRow } from './participant-row';

interface ParticipantsSectionProps {
  gameId: string;
  creatorId: string;
  userId: string;
}

/** The owner first, then admins, then everyone else in the server's order. */
function ordered(participants: Participant[], creatorId: string): Participant[] {
  const rank = (p: Participant) => (p.userId === creatorId ? 0 : p.isAdmin ? 1 : 2);
  return [...participants].sort((a, b) => rank(a) - rank(b));
}

/** docs/product.md §2 "Participants (count)": Owner / Admin tags, admin toggle and remove for the others. */
export function ParticipantsSection({ gameId, creatorId, userId }: ParticipantsSectionProps) {
  const query = useParticipants(gameId);
  return (
    <EditListSection
      title="Participants"
      query={query}
      loading="Loading participants"
      failed="Participants are not available right now."
    >
      {(participants) =>
        ordered(participants, creatorId).map((p) => (
          <ParticipantRow
            key={p.userId}
            gameId={gameId}
            participant={p}
            isOwner={p.userId === creatorId}
            isMe={p.userId === userId}
          />
        ))
      }
    </EditListSection>
  );
}

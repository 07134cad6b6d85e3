import { Button } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { useBlockedUsers } from '@/api/blocked-users';
import { EmptyMessage } from '@/components/empty-message';
import { openUnblock } from '@/lib/safety-requests';
import { ListSection } from './list-section';
import { PersonRow } from './person-row';

export const NO_BLOCKED_PEOPLE = "You haven't blocked anyone";

/** 'Blocked people' on the Profile (docs/decisions/0040-trust-and-safety.md): whom I block, each with 'Unblock' (asks first). */
export function BlockedPeopleSection() {
  const query = useBlockedUsers();
  return (
    <ListSection
      title="Blocked people"
      query={query}
      loading="Loading blocked people"
      failed="Blocked people could not be loaded"
      items={(data) => data.users}
      empty={
        <EmptyMessage
          title={NO_BLOCKED_PEOPLE}
          description="Block someone from a message thread or a game's participants. They won't be told."
          icon={<IconBan size={24} aria-hidden />}
        />
      }
      label="Blocked people"
      gap="xs"
    >
      {(person) => (
        <PersonRow
          key={person.id}
          user={person}
          action={(name) => (
            <Button size="xs" variant="default" aria-label={`Unblock ${name}`} onClick={() => openUnblock(person)}>
              Unblock
            </Button>
          )}
        />
      )}
    </ListSection>
  );
}

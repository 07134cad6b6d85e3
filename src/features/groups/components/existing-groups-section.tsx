import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Badge.css';
import type { Group } from '@contract/groups';
import { Accordion, Badge } from '@mantine/core';
import { EmptyMessage } from '@/components/empty-message';
import { GroupItem } from './group-item';
import { SectionCard } from '@/components/section-card';
import { count } from '@contract/plural';

/** docs/product.md §2 "Existing Groups": each one expands to its members, with delete and remove. */
export function ExistingGroupsSection({ gameId, groups }: { gameId: string; groups: Group[] }) {
  return (
    <SectionCard
      title="Existing Groups"
      aside={
        <Badge variant="light" style={{ flexShrink: 0 }} aria-label={count(groups.length, 'group', 'groups')}>
          {groups.length}
        </Badge>
      }
    >
      {groups.length === 0 ? (
        <EmptyMessage title="No groups yet" description="Create the first group above, then add participants to it." />
      ) : (
        <Accordion multiple variant="separated" chevronPosition="right">
          {groups.map((group) => (
            <GroupItem key={group.id} gameId={gameId} group={group} />
          ))}
        </Accordion>
      )}
    </SectionCard>
  );
}

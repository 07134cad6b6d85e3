import '@mantine/core/styles/ActionIcon.css';
import type { Group } from '@contract/groups';
import type { User } from '@contract/user';
import { ActionIcon, Group as Row, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { BareList } from '@/components/bare-list';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { groupColorLook } from '../group-colors';
import { GroupIdentity } from './group-swatch';

/**
 * docs/product.md §2 "My Group card": the person's group with its colour (a swatch that says its name, and
 * the card's edge), name, size and members, '(You)' on their own row and a message button on the
 * others' (`onMessage`, the messages feature's dialog composed by the app; docs/product.md §5: never oneself).
 */
export function MyGroupCard({ group, userId, onMessage }: { group: Group; userId: string; onMessage?: (recipient: User) => void }) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="md"
      style={{ borderLeft: `6px solid ${groupColorLook(group.color).swatch}` }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          My Group
        </Title>
        <GroupIdentity group={group} swatchSize={28} nameWeight={700} />
        <BareList gap="xs" aria-label={`Members of ${group.name}`}>
          {group.members.map((member) => {
            const you = member.userId === userId;
            return (
              <Row key={member.id} component="li" gap="sm" wrap="nowrap">
                <UserAvatar user={member.user} decorative size={32} radius="xl" />
                <Text size="sm" fw={you ? 700 : 500} flex={1} style={{ overflowWrap: 'anywhere' }}>
                  {displayName(member.user)}
                  {you ? ' (You)' : ''}
                </Text>
                {onMessage && !you ? (
                  <ActionIcon
                    variant="light"
                    size="lg"
                    aria-label={`Send message to ${displayName(member.user)}`}
                    onClick={() => onMessage(member.user)}
                  >
                    <IconMessageCircle size={18} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Row>
            );
          })}
        </BareList>
      </Stack>
    </Paper>
  );
}

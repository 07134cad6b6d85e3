import { Button, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionCard } from '@/components/section-card';

/** docs/product.md §2: the way to the groups screen of the game. */
export function GroupManagementSection({ gameId }: { gameId: string }) {
  return (
    <SectionCard title="Group Management">
      <Text size="sm" c="dimmed">
        Create teams, add participants to them and manage their members.
      </Text>
      <Button
        component={Link}
        to={`/games/${encodeURIComponent(gameId)}/groups`}
        variant="light"
        leftSection={<IconUsersGroup size={18} aria-hidden />}
      >
        Manage Groups
      </Button>
    </SectionCard>
  );
}

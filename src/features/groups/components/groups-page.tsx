import { Text } from '@mantine/core';
import { Page } from '@/components/page';

/** /games/{gameId}/groups: the teams inside a game (SPEC §2 "Groups"); management follows later. */
export function GroupsPage({ gameName }: { gameName: string }) {
  return (
    <Page title="Groups">
      <Text fw={600}>{gameName}</Text>
    </Page>
  );
}

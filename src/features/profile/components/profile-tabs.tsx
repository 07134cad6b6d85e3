import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { AchievementsList } from './achievements-list';

export interface ProfileTabSlots {
  /** My posts (the posts feature); composed in src/app, since features don't import each other. */
  accomplishments: ReactNode;
  /** My games (the games feature). */
  games: ReactNode;
}

/**
 * Profile tabs: Accomplishments, Achievements, Games (docs/product.md §2). Only the open tab's panel
 * is rendered, as in the app's other tabs: the hidden two (a game card per game, every medal) were
 * rendered on each visit to the Profile, for nobody to see (decision 0055).
 */
export function ProfileTabs({ accomplishments, games }: ProfileTabSlots) {
  return (
    <Tabs defaultValue="accomplishments" keepMounted={false} styles={{ tab: { paddingInline: 10 } }}>
      <Tabs.List grow>
        <Tabs.Tab value="accomplishments">Accomplishments</Tabs.Tab>
        <Tabs.Tab value="achievements">Achievements</Tabs.Tab>
        <Tabs.Tab value="games">Games</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="accomplishments" pt="md">
        {accomplishments}
      </Tabs.Panel>
      <Tabs.Panel value="achievements" pt="md">
        <AchievementsList />
      </Tabs.Panel>
      <Tabs.Panel value="games" pt="md">
        {games}
      </Tabs.Panel>
    </Tabs>
  );
}

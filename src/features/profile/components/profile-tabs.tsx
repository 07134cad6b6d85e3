import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { EmptyMessage } from '@/components/empty-message';
import { AchievementsList } from './achievements-list';

/** Profile tabs: Accomplishments, Achievements, Games (SPEC §2). */
export function ProfileTabs() {
  return (
    <Tabs defaultValue="accomplishments" styles={{ tab: { paddingInline: 10 } }}>
      <Tabs.List grow>
        <Tabs.Tab value="accomplishments">Accomplishments</Tabs.Tab>
        <Tabs.Tab value="achievements">Achievements</Tabs.Tab>
        <Tabs.Tab value="games">Games</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="accomplishments" pt="md">
        <EmptyMessage
          title="No accomplishments yet"
          description="Share your first step out of your comfort zone in one of your games."
        />
      </Tabs.Panel>
      <Tabs.Panel value="achievements" pt="md">
        <AchievementsList />
      </Tabs.Panel>
      <Tabs.Panel value="games" pt="md">
        <EmptyMessage title="No games yet" description="Games you create or join show up here." />
      </Tabs.Panel>
    </Tabs>
  );
}

import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Tabs } from '@mantine/core';
import { useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';

export type TimeFrame = '30days' | 'alltime';

/** /leaderboard: Players and Creators over 'Past 30 Days' or 'All Time' (SPEC §2). */
export function LeaderboardPage() {
  const [timeFrame, setTimeFrame] = useState<TimeFrame>('30days');

  return (
    <Page title="Leaderboard">
      <SegmentedControl
        aria-label="Time frame"
        fullWidth
        value={timeFrame}
        onChange={(value) => setTimeFrame(value as TimeFrame)}
        data={[
          { value: '30days', label: 'Past 30 Days' },
          { value: 'alltime', label: 'All Time' },
        ]}
      />
      <Tabs defaultValue="players">
        <Tabs.List grow>
          <Tabs.Tab value="players">Players</Tabs.Tab>
          <Tabs.Tab value="creators">Creators</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="players" pt="md">
          <EmptyMessage title="No leaderboard data available yet" description="Complete some games to see rankings!" />
        </Tabs.Panel>
        <Tabs.Panel value="creators" pt="md">
          <EmptyMessage title="No creator data available yet" description="Create some games to see rankings!" />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

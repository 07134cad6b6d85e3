import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/SegmentedControl.css';
// SegmentedControl's highlight is a FloatingIndicator: without its styles (position, top, left) it
// sits 4 px off, on the track's edge (decision 0053; tests/e2e/leaderboards.test.ts measures it).
import '@mantine/core/styles/FloatingIndicator.css';
import type { TimeFrame } from '@contract/leaderboard';
import { SegmentedControl, Tabs } from '@mantine/core';
import { Page } from '@/components/page';
import { type LeaderboardTab, useLeaderboardView } from '../leaderboard-params';
import { CreatorBoard } from './creator-board';
import { PlayerBoard } from './player-board';

interface LeaderboardPageProps {
  /** The signed-in person, whose row is marked '(You)'. */
  userId?: string;
}

/**
 * /leaderboard (docs/product.md §2, decision 0023): Players and Creators over 'Past 30 Days' or 'All Time', by the
 * chosen metric. Tab, frame and metrics are kept in the URL (leaderboard-params.ts).
 */
export function LeaderboardPage({ userId }: LeaderboardPageProps) {
  const [view, setView] = useLeaderboardView();

  return (
    <Page title="Leaderboard">
      <SegmentedControl
        aria-label="Time frame"
        fullWidth
        value={view.timeFrame}
        // An all-time-only metric falls back to Accomplishments in 'Past 30 Days' (readView).
        onChange={(value) => setView({ timeFrame: value as TimeFrame })}
        data={[
          { value: '30days', label: 'Past 30 Days' },
          { value: 'alltime', label: 'All Time' },
        ]}
      />
      {/* Only the shown board is mounted, so only its leaderboard is asked for. */}
      <Tabs value={view.tab} onChange={(tab) => tab && setView({ tab: tab as LeaderboardTab })} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="players">Players</Tabs.Tab>
          <Tabs.Tab value="creators">Creators</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="players" pt="md">
          <PlayerBoard
            timeFrame={view.timeFrame}
            metric={view.playerMetric}
            onMetricChange={(playerMetric) => setView({ playerMetric })}
            userId={userId}
          />
        </Tabs.Panel>
        <Tabs.Panel value="creators" pt="md">
          <CreatorBoard
            timeFrame={view.timeFrame}
            metric={view.creatorMetric}
            onMetricChange={(creatorMetric) => setView({ creatorMetric })}
            userId={userId}
          />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}

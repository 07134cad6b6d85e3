import type { CreatorEntry } from '@contract/leaderboard';
import { CREATOR_METRICS, type CreatorMetric, type TimeFrame } from '@contract/leaderboard-metrics';
import { Group, Stack, Text } from '@mantine/core';
import { useLeaderboard } from '../api/get-leaderboard';
import { CREATOR_METRIC_INFO, figureText } from '../metrics';
import { BoardBody } from './board-body';
import { MetricPicker } from './metric-picker';

interface CreatorBoardProps {
  timeFrame: TimeFrame;
  metric: CreatorMetric;
  onMetricChange: (metric: CreatorMetric) => void;
  userId: string | undefined;
}

/** docs/product.md §3 creator entry: the chosen figure is the row's score; the other two are listed under it. */
function OtherFigures({ entry, metric }: { entry: CreatorEntry; metric: CreatorMetric }) {
  return (
    <Group gap="md" style={{ rowGap: 2 }}>
      {CREATOR_METRICS.filter((other) => other !== metric).map((other) => {
        const { figure, unit } = CREATOR_METRIC_INFO[other];
        return (
          <Text key={other} size="xs" c="dimmed">
            {figureText(entry[figure], unit)}
          </Text>
        );
      })}
    </Group>
  );
}

/** Whom a row's figures count, by frame (decision 0054): a newcomer comparing them needn't guess. */
const COUNTED: Record<TimeFrame, string> = {
  '30days': 'People who joined in the past 30 days, not counting the creator',
  alltime: 'Everyone in their games, not counting the creator',
};

/** docs/product.md §2 Creators: Total Participants, Largest Game Size or Community Accomplishments. */
export function CreatorBoard({ timeFrame, metric, onMetricChange, userId }: CreatorBoardProps) {
  const query = useLeaderboard('creators', timeFrame, metric);
  const { figure, unit } = CREATOR_METRIC_INFO[metric];

  return (
    <Stack gap="md">
      <MetricPicker
        options={CREATOR_METRICS.map((value) => ({ value, label: CREATOR_METRIC_INFO[value].label }))}
        value={metric}
        onChange={onMetricChange}
      />
      <Text size="xs" c="dimmed">
        {COUNTED[timeFrame]}
      </Text>
      <BoardBody
        query={query}
        errorTitle="Failed to fetch creator leaderboard"
        empty={{ title: 'No creator data available yet', description: 'Create some games to see rankings!' }}
        userId={userId}
        score={(entry) => entry[figure]}
        unit={unit}
        details={(entry) => <OtherFigures entry={entry} metric={metric} />}
      />
    </Stack>
  );
}

import type { PlayerEntry, PlayerMetric, TimeFrame } from '@contract/leaderboard';
import { Stack } from '@mantine/core';
import { MedalBreakdown } from '@/components/medal-breakdown';
import { useLeaderboard } from '../api/get-leaderboard';
import { PLAYER_METRIC_INFO, playerMetricsFor } from '../metrics';
import { BoardBody } from './board-body';
import { MedalValues } from './medal-values';
import { MetricPicker } from './metric-picker';

interface PlayerBoardProps {
  timeFrame: TimeFrame;
  metric: PlayerMetric;
  onMetricChange: (metric: PlayerMetric) => void;
  userId: string | undefined;
}

/** docs/product.md §2 Players: the metrics of the frame, and the top players by the chosen one. */
export function PlayerBoard({ timeFrame, metric, onMetricChange, userId }: PlayerBoardProps) {
  const query = useLeaderboard('players', timeFrame, metric);
  const info = PLAYER_METRIC_INFO[metric];
  const breakdown = (entry: PlayerEntry) =>
    metric === 'medals' && entry.additionalInfo ? <MedalBreakdown counts={entry.additionalInfo} layout="inline" /> : undefined;

  return (
    <Stack gap="md">
      <MetricPicker
        options={playerMetricsFor(timeFrame).map((value) => ({ value, label: PLAYER_METRIC_INFO[value].label }))}
        value={metric}
        onChange={onMetricChange}
      />
      {metric === 'medals' ? <MedalValues /> : null}
      <BoardBody
        query={query}
        errorTitle="Failed to fetch player leaderboard"
        empty={{ title: 'No leaderboard data available yet', description: 'Complete some games to see rankings!' }}
        userId={userId}
        score={(entry) => entry.score}
        unit={info.unit}
        details={breakdown}
      />
    </Stack>
  );
}

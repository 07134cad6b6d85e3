import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrophy } from '@tabler/icons-react';
import { useId } from 'react';
import { useGameResults } from '@/api/get-game-results';
import { BareList } from '@/components/bare-list';
import { RetryAlert } from '@/components/retry-alert';
import { SectionLoader } from '@/components/section-loader';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { count } from '@contract/plural';
import { MedalBadge } from '@/components/medal-badge';
import { winnerGroups } from './winners';

/**
 * The whole ranking as a file (GET /api/games/{id}/results.csv, docs/decisions/0063-keep-playing.md): a
 * plain same-origin link, so the browser downloads it with the session cookie under the server's file name.
 */
function DownloadResults({ gameId }: { gameId: string }) {
  return (
    <Group>
      <Button component="a" href={`/api/games/${gameId}/results.csv`} download variant="light" size="xs" leftSection={<IconDownload size={16} aria-hidden />}>
        Download results
      </Button>
    </Group>
  );
}

/**
 * docs/product.md §2/§4 game detail "Winners", for a completed game: every medal holder from the results
 * (GET /api/games/{id}/results), gold to bronze, then the popular vote. Not shown while nobody
 * holds a medal (everyone at 0 points and no likes; then only the results file), nor before the
 * results exist.
 */
export function WinnersBlock({ gameId, userId }: { gameId: string; userId: string }) {
  const results = useGameResults(gameId);
  const titleId = useId();

  let body;
  if (results.isPending) body = <SectionLoader label="Loading winners" />;
  else if (results.data === undefined) {
    body = <RetryAlert title="The winners could not be loaded" retrying={results.isFetching} onRetry={() => void results.refetch()} />;
  } else {
    const groups = winnerGroups(results.data);
    // Nobody to name: no Winners block, but the results file is still everyone's ranking.
    if (groups.length === 0) return <DownloadResults gameId={gameId} />;
    body = (
      <BareList gap="sm">
        {groups.flatMap(({ kind, people }) =>
          people.map((r) => {
            const you = r.userId === userId;
            return (
              <Group component="li" key={`${kind}-${r.userId}`} gap="sm" wrap="nowrap">
                <UserAvatar user={r.user} size="md" decorative />
                {/* The medal under the name: beside it, at 390 px, a long name was cut short. */}
                <Stack gap={4} flex={1} miw={0} align="flex-start">
                  <Text size="sm" fw={you ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
                    {displayName(r.user)}
                    {you ? ' (You)' : ''}
                  </Text>
                  <MedalBadge kind={kind} />
                </Stack>
                {kind === 'popularVote' ? null : (
                  <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                    {count(r.score, 'point', 'points')}
                  </Text>
                )}
              </Group>
            );
          }),
        )}
      </BareList>
    );
  }

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconTrophy size={22} color="var(--mantine-color-yellow-6)" aria-hidden />
          <Title order={2} size="h3" id={titleId}>
            Winners
          </Title>
        </Group>
        {body}
        <DownloadResults gameId={gameId} />
      </Stack>
    </Paper>
  );
}

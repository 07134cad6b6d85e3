import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { SectionCard } from '@/components/section-card';
import { useOnlineStatus } from '@/offline/online-status';
import { useDownloadMyData } from '../api/download-my-data';

/** Profile → Your data: 'Download my data' (docs/decisions/0048-data-export.md). */
export function DownloadDataButton() {
  const online = useOnlineStatus();
  const download = useDownloadMyData();
  const offlineId = useId();
  return (
    <SectionCard title="Your data">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          A zip file of your profile, games, posts with their photos, comments, likes, messages and results.
        </Text>
        <div>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download.mutate()}
            loading={download.isPending}
            disabled={!online}
            aria-describedby={online ? undefined : offlineId}
          >
            Download my data
          </Button>
        </div>
        {online ? null : (
          <Text size="sm" c="dimmed" id={offlineId}>
            Downloading your data needs a connection.
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}

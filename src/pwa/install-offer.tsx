import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { installOfferResting, rememberInstallOfferDismissed } from './install-offer-memory';
import { installOfferKind, promptInstall, useInstallPrompt } from './install-prompt';
import { useUpdateState } from './update-state';
import classes from './floating-card.module.css';

const TEXT = {
  prompt: 'Open Comfort Zone from your home screen like any app, and read your games even offline.',
  ios: "Tap the Share button, then 'Add to Home Screen', to open Comfort Zone like any app and read your games even offline.",
} as const;

/**
 * 'Install app' (decision 0005): the browser's install prompt, or on iPhone and iPad the Add to Home
 * Screen steps, offered when `when` says the moment is right (the app decides: not on a first
 * visit). Hidden when already installed or running from the home screen, while an update waits,
 * and for 30 days after it was dismissed.
 */
export function InstallOffer({ when }: { when: boolean }) {
  const kind = installOfferKind(useInstallPrompt());
  const updateWaiting = useUpdateState((state) => state.waiting);
  const [resting, setResting] = useState(installOfferResting);
  if (!when || !kind || resting || updateWaiting) return null;

  const dismiss = () => {
    rememberInstallOfferDismissed();
    setResting(true);
  };
  const install = async () => {
    if (!(await promptInstall())) dismiss();
  };

  return (
    <Paper component="section" aria-labelledby="install-offer-title" className={classes.card} shadow="md" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={4}>
          <Text fw={700} id="install-offer-title">
            Install app
          </Text>
          <Text size="sm">{TEXT[kind]}</Text>
        </Stack>
        <CloseButton aria-label="Close install offer" onClick={dismiss} />
      </Group>
      <Group mt="sm" gap="sm">
        {kind === 'prompt' ? (
          <>
            <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void install()}>
              Install app
            </Button>
            <Button variant="default" onClick={dismiss}>
              Not now
            </Button>
          </>
        ) : (
          <Button variant="default" onClick={dismiss}>
            Got it
          </Button>
        )}
      </Group>
    </Paper>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { LazyDialogSlot } from '@/components/lazy-dialog-slot';
import { SectionCard } from '@/components/section-card';
import { lazyNamed } from '@/lib/retryable-lazy';

const DeleteAccountDialog = lazyNamed(() => import('./delete-account-dialog'), 'DeleteAccountDialog');

interface DeleteAccountSectionProps {
  userId: string;
  username: string | null;
  /** False for an account that signs in through OIDC: it confirms with its username instead. */
  hasPassword: boolean;
}

/** Profile → the last section: 'Delete my account', opening the confirmation (loaded on first use). */
export function DeleteAccountSection({ userId, username, hasPassword }: DeleteAccountSectionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <SectionCard title="Delete my account">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Removes your account and what you shared, for good.
        </Text>
        <div>
          <Button color="red" variant="outline" leftSection={<IconTrash size={16} aria-hidden />} onClick={open}>
            Delete my account
          </Button>
        </div>
      </Stack>
      <LazyDialogSlot open={opened} onClose={close}>
        {() => <DeleteAccountDialog userId={userId} username={username} hasPassword={hasPassword} onClose={close} />}
      </LazyDialogSlot>
    </SectionCard>
  );
}

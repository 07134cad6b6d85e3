import { Button, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { SectionCard } from '@/components/section-card';
import { ChangePasswordDialog } from './change-password-dialog';
import { DevicesList } from './devices-list';

interface ProfileSecurityProps {
  /** False for an account that signs in through OIDC: its password is the provider's. */
  hasPassword: boolean;
  /** Signing this device out from the list: the app's Logout. */
  onSignOutHere: () => void;
}

/** The Profile's 'Security' section (docs/decisions/0046-password-and-devices.md): 'Change password' and the devices I am signed in on. */
export function ProfileSecurity({ hasPassword, onSignOutHere }: ProfileSecurityProps) {
  const [changing, { open, close }] = useDisclosure(false);
  return (
    <SectionCard title="Security">
      <Stack gap="md">
        {hasPassword ? (
          <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={open} style={{ alignSelf: 'flex-start' }}>
            Change password
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            Your password is managed by your sign-in provider.
          </Text>
        )}
        <Title order={3} size="h5">
          Devices
        </Title>
        <DevicesList onSignOutHere={onSignOutHere} />
      </Stack>
      {hasPassword ? <ChangePasswordDialog opened={changing} onClose={close} /> : null}
    </SectionCard>
  );
}

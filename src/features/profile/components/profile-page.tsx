import type { User } from '@contract/user';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconLogout } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { LOGOUT_URL } from '@/lib/login-url';
import { LazyDialogSlot } from '@/components/lazy-dialog-slot';
import { lazyNamed } from '@/lib/retryable-lazy';
import { UserStatsCards } from './user-stats-cards';

// The dialog's code (Mantine's Modal) loads at its first opening: the header renders with the code of
// the app's shell alone (decision 0055).
const EditProfileModal = lazyNamed(() => import('./edit-profile-modal'), 'EditProfileModal');

interface ProfilePageProps {
  user: User;
  /** Called with the saved user so the signed-in user everywhere shows the change. */
  onProfileUpdated: (user: User) => void;
  /** Logout: the app clears what this device keeps of the person first, then goes to the logout endpoint. */
  onLogout?: () => void;
  /** What follows Your Stats: ProfileSections, composed and loaded apart in src/app. */
  sections?: ReactNode;
}

/** /profile (docs/product.md §2): who I am, Edit Profile, Logout, my stats, then the sections. */
export function ProfilePage({ user, onProfileUpdated, onLogout, sections }: ProfilePageProps) {
  // Not Mantine's useDisclosure, which is in the screens' shared chunk (SHELL_ONLY_SCREENS in vite.config.ts).
  const [editing, setEditing] = useState(false);
  const close = () => setEditing(false);

  return (
    <Container size="sm" px="md" py="md">
      <Stack gap="lg">
        <Paper withBorder p="lg" radius="lg">
          <Stack align="center" gap="xs" ta="center">
            <UserAvatar user={user} size={88} radius={88} decorative />
            <Title order={1} size="h2">
              {displayName(user)}
            </Title>
            {user.email ? <Text c="dimmed">{user.email}</Text> : null}
            {user.bio ? <Text style={{ whiteSpace: 'pre-wrap' }}>{user.bio}</Text> : null}
            <Group gap="sm" mt="xs">
              <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
              <Button
                component="a"
                href={LOGOUT_URL}
                onClick={(event) => {
                  if (!onLogout) return;
                  event.preventDefault();
                  onLogout();
                }}
                variant="default"
                leftSection={<IconLogout size={16} aria-hidden />}
              >
                Logout
              </Button>
            </Group>
          </Stack>
        </Paper>
        <UserStatsCards variant="profile" />
        {sections}
      </Stack>
      <LazyDialogSlot open={editing} onClose={close}>
        {() => <EditProfileModal user={user} opened onClose={close} onProfileUpdated={onProfileUpdated} />}
      </LazyDialogSlot>
    </Container>
  );
}

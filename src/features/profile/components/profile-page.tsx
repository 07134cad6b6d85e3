import type { User } from '@contract/user';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { LOGOUT_URL } from '@/lib/login-url';
import { DownloadDataButton } from './download-data-button';
import { EditProfileModal } from './edit-profile-modal';
import { type ProfileTabSlots, ProfileTabs } from './profile-tabs';
import { UserStatsCards } from './user-stats-cards';

interface ProfilePageProps extends ProfileTabSlots {
  user: User;
  /** Called with the saved user so the signed-in user everywhere shows the change. */
  onProfileUpdated: (user: User) => void;
  /** Logout: the app clears what this device keeps of the person first, then goes to the logout endpoint. */
  onLogout?: () => void;
  /** Profile → Notifications (the push feature, decision 0027); composed in src/app. */
  notifications?: ReactNode;
  /** 'Security': change password and the devices signed in (the account feature, decision 0046). */
  security?: ReactNode;
  /** Blocked people, My reports and 'Moderation' for operators (the safety feature, decision 0045). */
  safety?: ReactNode;
  /** 'Delete my account', the last thing on the page (the account feature, decision 0049). */
  deleteAccount?: ReactNode;
}

/** /profile (docs/product.md §2): who I am, Edit Profile, Logout, my stats and the three tabs. */
export function ProfilePage({ user, onProfileUpdated, onLogout, accomplishments, games, notifications, security, safety, deleteAccount }: ProfilePageProps) {
  const [editing, { open, close }] = useDisclosure(false);

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
              <Button leftSection={<IconEdit size={16} aria-hidden />} onClick={open}>
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
        {notifications}
        {security}
        <ProfileTabs accomplishments={accomplishments} games={games} />
        {safety}
        <DownloadDataButton />
        {deleteAccount}
      </Stack>
      <EditProfileModal user={user} opened={editing} onClose={close} onProfileUpdated={onProfileUpdated} />
    </Container>
  );
}

import type { User } from '@contract/user';
import { Container, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HomeActions } from '@/features/games/components/home-actions';
import { GameEndingBanner } from '@/features/notifications/components/game-ending-banner';
import { displayName } from '@/lib/display-name';
import { isNewAccount } from '@/lib/new-account';
import { takePendingJoinCode } from '@/lib/pending-join-code';
import { useSavedScreen } from '@/offline/saved-screen';
import { openShareAccomplishment } from '../share-accomplishment/share-accomplishment-store';
import { HomeSections } from './home-sections';

/** Home (docs/product.md §2): actions, My Games, Recent Activity, Your Stats. */
export function HomeRoute({ user }: { user: User }) {
  const navigate = useNavigate();
  // The next start shows this screen before the app's code has loaded (decision 0055).
  useSavedScreen(user.id);

  useEffect(() => {
    // A join link opened while signed out continues here once the person is signed in.
    const code = takePendingJoinCode();
    if (code) navigate(`/join/${encodeURIComponent(code)}`, { replace: true });
  }, [navigate]);

  const name = displayName(user, { compact: true });
  return (
    <Container size="sm" px="md" py="md">
      <Stack gap="xl">
        <Title order={1} size="h2">
          {/* Not 'back' in the visit that created the account (docs/decisions/0009-greeting-a-new-account.md). */}
          {isNewAccount(user.id) ? `Welcome, ${name}!` : `Welcome back, ${name}!`}
        </Title>
        <HomeActions onShare={() => openShareAccomplishment()} />
        <HomeSections userId={user.id} />
      </Stack>
      <GameEndingBanner onShare={(gameId) => openShareAccomplishment({ gameId })} />
    </Container>
  );
}

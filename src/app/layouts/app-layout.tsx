import type { User } from '@contract/user';
import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { GameNotificationsHost, type LoadCelebrationDialog } from '@/features/notifications/components/game-notifications-host';
import { useOutboxSync } from '@/offline/outbox/use-outbox-sync';
import { registerLiveHandlers } from '../live-handlers';
import { useAppBadge } from '../live-events/use-app-badge';
import { useLiveEvents } from '../live-events/use-live-events';
import { registerOutboxKinds } from '../outbox-kinds';
import { SafetyHost } from '../safety/safety-host';
import { SendMessageHost } from '../send-message/send-message-host';
import { ShareAccomplishmentHost } from '../share-accomplishment/share-accomplishment-host';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { RoutedScreenBoundary } from './routed-screen-boundary';
import classes from './app-layout.module.css';

registerOutboxKinds();
registerLiveHandlers();

// The celebration dialog with 'Rematch' for the creator (decision 0063): its own lazy chunk.
const loadCelebrationDialog: LoadCelebrationDialog = () => import('./celebration-with-rematch');

/**
 * What the signed-in app does in the background. A component of its own, beside the screen rather
 * than around it: its hooks read queries, and a query that changes while they mount re-renders the
 * component that holds them, synchronously; in AppLayout that was the whole screen again (decision 0024).
 */
function SignedInBackground({ userId }: { userId: string }) {
  // Whatever this person left in the outbox (offline posts and likes) goes out from here on.
  useOutboxSync(userId);
  // Events within a second instead of 30 s polls, and the app icon's badge (docs/architecture.md §6, decision 0027).
  useLiveEvents(userId);
  useAppBadge();
  return null;
}

/** The signed-in chrome: header, the screen in <main>, bottom navigation. */
export function AppLayout({ user }: { user: User }) {
  return (
    <div className={classes.shell}>
      <SignedInBackground userId={user.id} />
      <AppHeader user={user} />
      <main className={classes.main}>
        <RoutedScreenBoundary>
          <Suspense
            fallback={
              <Center py="xl">
                <Loader role="status" aria-label="Loading" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </RoutedScreenBoundary>
      </main>
      <BottomNav />
      <ShareAccomplishmentHost userId={user.id} />
      <SendMessageHost userId={user.id} />
      <SafetyHost userId={user.id} />
      {/* The celebration dialog of an ended game opens on any signed-in screen (docs/product.md §4, decision 0019). */}
      <GameNotificationsHost key={user.id} userId={user.id} loadDialog={loadCelebrationDialog} />
    </div>
  );
}

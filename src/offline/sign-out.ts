import { notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { browserLocation } from '@/lib/browser-location';
import { LOGOUT_URL } from '@/lib/login-url';
import { cacheOwner } from './cache-owner';
import { isOnline } from './online-status';
import { clearSharedInbox } from '@/sw-shared/shared-inbox';
import { useSigningOut } from './signing-out';
import { count, pluralWord } from '@contract/plural';

function confirmWithBrowser(waiting: number): boolean {
  const changes = `${count(waiting, 'change', 'changes')} made offline ${pluralWord(waiting, 'has', 'have')}`;
  return window.confirm(`${changes} not been sent yet and will be lost. Log out anyway?`);
}

interface SignOutOptions {
  queryClient: QueryClient;
  userId: string;
  /** Asked when changes made offline still wait in the outbox; false keeps the person signed in. */
  confirmDiscard?: (waiting: number) => boolean | Promise<boolean>;
}

/**
 * Logout on a shared phone (docs/architecture.md §5, decision 0005): first every trace of the person on this device
 * goes (the saved and in-memory query cache, shared-in items, the service worker's API and image
 * caches, their outbox entries, after a warning if something still waits), then the browser goes
 * to /api/logout, which ends the session (the service worker clears once more when it sees it). Offline the session can't be ended, so nothing is cleared
 * and the person is told. Answers whether logout went ahead.
 */
export async function signOut({ queryClient, userId, confirmDiscard = confirmWithBrowser }: SignOutOptions): Promise<boolean> {
  if (!isOnline()) {
    notifications.show({ color: 'red', title: "You're offline", message: 'Connect to the internet to log out.' });
    return false;
  }
  const { appOutbox } = await import('./outbox/app-outbox');
  const waiting = (await appOutbox.list(userId)).length;
  if (waiting > 0 && !(await confirmDiscard(waiting))) return false;

  // While the session still exists: the server must forget this device before the logout ends it.
  const { endPushOnThisDevice } = await import('./end-push-on-device');
  await endPushOnThisDevice();
  cacheOwner.set(null);
  useSigningOut.setState({ signingOut: true });
  // Let the app unmount before the cache empties, so no screen asks for its data again.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await queryClient.cancelQueries();
  queryClient.clear();
  const { forgetPeopleOnThisDevice } = await import('./forget-person');
  await Promise.all([
    forgetPeopleOnThisDevice(),
    appOutbox.clearFor(userId).catch((error: unknown) => console.error('Could not clear the outbox', error)),
    clearSharedInbox().catch(() => undefined),
  ]);
  browserLocation.assign(LOGOUT_URL);
  return true;
}

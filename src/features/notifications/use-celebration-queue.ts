import type { GameNotification } from '@contract/results';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useGameNotifications } from './api/get-game-notifications';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { useDismissedNotifications } from './dismissed-notifications';

const time = (iso: string) => Date.parse(iso) || 0;

/** The server answers oldest first (DESIGN §6); sorted again so the rule holds whatever the order. */
function oldestFirst(list: readonly GameNotification[]): GameNotification[] {
  return [...list].sort((a, b) => time(a.createdAt) - time(b.createdAt));
}

/**
 * SPEC §4 "Game notification": which notification's dialog is open (the oldest not dismissed on
 * this device) and closing it (dismissed at once, then marked read on the server).
 */
export function useCelebrationQueue(userId: string) {
  const queryClient = useQueryClient();
  const list = useGameNotifications();
  const { dismissed, dismiss } = useDismissedNotifications(userId);
  const { mutateAsync: markRead } = useMarkNotificationRead();
  const sending = useRef(new Set<string>());
  const seen = useRef(new Set<string>());

  const acknowledge = useCallback(
    (notificationId: string) => {
      if (sending.current.has(notificationId)) return;
      sending.current.add(notificationId);
      markRead(notificationId)
        .catch(() => undefined) // logged by the mutation (SPEC §8: not shown)
        .finally(() => sending.current.delete(notificationId));
    },
    [markRead],
  );

  // A new notification means a game was finalised: my medal counters and my games changed
  // (DESIGN §6). In-flight reads are joined rather than cancelled (the dialog's results among them).
  useEffect(() => {
    const fresh = (list.data ?? []).filter((notification) => !seen.current.has(notification.id));
    if (fresh.length === 0) return;
    for (const notification of fresh) seen.current.add(notification.id);
    void queryClient.invalidateQueries({ queryKey: ['user', 'stats'] }, { cancelRefetch: false });
    void queryClient.invalidateQueries({ queryKey: ['games'] }, { cancelRefetch: false });
  }, [list.data, queryClient]);

  // A notification closed here that the server still lists was not marked read (offline, a
  // failure): ask again with each new answer of the list, so at most once per poll.
  useEffect(() => {
    for (const notification of list.data ?? []) {
      if (dismissed.includes(notification.id)) acknowledge(notification.id);
    }
  }, [list.data, list.dataUpdatedAt, dismissed, acknowledge]);

  const current = useMemo(
    () => oldestFirst(list.data ?? []).find((notification) => !dismissed.includes(notification.id)),
    [list.data, dismissed],
  );

  const close = useCallback(
    (notificationId: string) => {
      dismiss(notificationId);
      acknowledge(notificationId);
    },
    [dismiss, acknowledge],
  );

  return { current, close };
}

import type { GameNotification } from '@contract/results';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useGameNotifications } from './api/get-game-notifications';
import { useMarkNotificationRead } from './api/mark-notification-read';
import { useDismissedNotifications } from './dismissed-notifications';

const time = (iso: string) => Date.parse(iso) || 0;

/** How far this device's clock may be behind the server's (notifications carry the server's time). */
export const CLOCK_MARGIN_MS = 60_000;

/**
 * The reads a notification made out of date: those answered before it was created. Every
 * notification in the first answer after a start is new to this document, and refreshing the reads
 * Home had just made asked for /api/games (62 KB) and /api/user/stats a second time on every visit
 * with an unread notification (decision 0024). An answer read more than CLOCK_MARGIN_MS after the
 * notification was created already holds the finalised game (the server writes both in one
 * transaction); saved answers restored from an older visit are refreshed by refresh-saved-queries.
 */
const readBefore = (createdAt: number) => (query: Query) => query.state.dataUpdatedAt < createdAt + CLOCK_MARGIN_MS;

/** The server answers oldest first (docs/architecture.md §6); sorted again so the rule holds whatever the order. */
function oldestFirst(list: readonly GameNotification[]): GameNotification[] {
  return [...list].sort((a, b) => time(a.createdAt) - time(b.createdAt));
}

/** A game's end only: the reminder before it (`game_ending`, docs/decisions/0063-keep-playing.md) is a banner, never this dialog. */
const celebrations = (list: readonly GameNotification[] | undefined) => (list ?? []).filter((n) => n.type !== 'game_ending');

/**
 * docs/product.md §4 "Game notification": which notification's dialog is open (the oldest not dismissed on
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
        .catch(() => undefined) // logged by the mutation (docs/product.md §8: not shown)
        .finally(() => sending.current.delete(notificationId));
    },
    [markRead],
  );

  // A new notification means a game was finalised: my medal counters and my games changed
  // (docs/architecture.md §6), unless they were read after it (see readBefore). In-flight reads are joined rather
  // than cancelled (the dialog's results among them).
  useEffect(() => {
    const fresh = celebrations(list.data).filter((notification) => !seen.current.has(notification.id));
    if (fresh.length === 0) return;
    for (const notification of fresh) seen.current.add(notification.id);
    const predicate = readBefore(Math.max(...fresh.map((notification) => time(notification.createdAt))));
    void queryClient.invalidateQueries({ queryKey: ['user', 'stats'], predicate }, { cancelRefetch: false });
    void queryClient.invalidateQueries({ queryKey: ['games'], predicate }, { cancelRefetch: false });
  }, [list.data, queryClient]);

  // A notification closed here that the server still lists was not marked read (offline, a
  // failure): ask again with each new answer of the list, so at most once per poll.
  useEffect(() => {
    for (const notification of list.data ?? []) {
      if (dismissed.includes(notification.id)) acknowledge(notification.id);
    }
  }, [list.data, list.dataUpdatedAt, dismissed, acknowledge]);

  const current = useMemo(
    () => oldestFirst(celebrations(list.data)).find((notification) => !dismissed.includes(notification.id)),
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

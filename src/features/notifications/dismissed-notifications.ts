import { useCallback, useState } from 'react';

/** Enough for any real backlog; an endless session cannot grow the entry without bound. */
const KEPT_IDS = 50;

const storageKey = (userId: string) => `dismissed-game-notifications:${userId}`;

function readDismissed(userId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeDismissed(userId: string, ids: string[]): void {
  try {
    sessionStorage.setItem(storageKey(userId), JSON.stringify(ids));
  } catch {
    // Storage full or refused (private mode): dismissed for this page's life only.
  }
}

/**
 * docs/product.md §4 "Game notification: unseen, then dismissed locally". The ids closed on this device, kept
 * in sessionStorage per person: a closed dialog never opens again while its mark-read call runs,
 * after it failed (offline), or after a reload of the tab; the call is repeated meanwhile (see
 * useCelebrationQueue). A new tab or a new session asks the server alone, which is the truth once
 * the call went through. Session storage leaves nothing behind on a shared phone.
 */
export function useDismissedNotifications(userId: string) {
  const [dismissed, setDismissed] = useState(() => readDismissed(userId));
  const dismiss = useCallback(
    (notificationId: string) => {
      const current = readDismissed(userId);
      const next = current.includes(notificationId) ? current : [...current, notificationId].slice(-KEPT_IDS);
      writeDismissed(userId, next);
      setDismissed(next);
    },
    [userId],
  );
  return { dismissed, dismiss };
}

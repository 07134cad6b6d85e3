import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { pendingInvitationCount, invitationsQueryOptions } from '@/features/invites/api/get-invitations';
import { unreadCountQueryOptions } from '@/features/messages/api/get-unread-count';
import { showAppBadge } from '@/lib/live-events/app-badge';

/**
 * The app icon's badge (decision 0027, docs/architecture.md §6): unread messages plus pending invitations and join
 * requests, the same numbers as the header's and the Invites item's badges, so it follows them
 * (live events, polls, reading a thread, answering an invitation) and is cleared when they reach 0
 * and on sign-out. Only the cache is read here: the header and the navigation fetch them.
 */
export function useAppBadge() {
  const unread = useQuery({ ...unreadCountQueryOptions({ enabled: false }) }).data;
  const invitations = useQuery({ ...invitationsQueryOptions({ enabled: false }) }).data;
  const known = unread !== undefined && invitations !== undefined;
  const count = (unread?.count ?? 0) + pendingInvitationCount(invitations);
  useEffect(() => {
    if (known) showAppBadge(count);
  }, [known, count]);
  useEffect(() => () => showAppBadge(0), []);
}

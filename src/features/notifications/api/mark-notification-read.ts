import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameNotificationsQueryKey } from './get-game-notifications';

/** PUT /api/notifications/{id}/read: JSON content type and no body (docs/product.md §7); answers `{ message }`. */
export function markNotificationRead(notificationId: string): Promise<{ message: string }> {
  return api.put<{ message: string }>(`/api/notifications/${encodeURIComponent(notificationId)}/read`, undefined, {
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Marks one notification read, then refreshes the list (docs/product.md §7). A failure is only logged (docs/product.md §8
 * 'Failed to mark notification as read' is not shown): the dialog is already closed for good on this
 * device, and the call is made again when the list next brings the notification back.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameNotificationsQueryKey }),
    onError: (error) => console.error('Failed to mark notification as read', error),
  });
}

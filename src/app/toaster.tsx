import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;

/** SPEC §8: at most one toast visible at once, shown for 5000 ms. */
export function Toaster() {
  return <Notifications limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} position="top-center" zIndex={1000} />;
}

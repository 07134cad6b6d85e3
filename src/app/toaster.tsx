import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_POSITION } from './toast-config';
import classes from './toaster.module.css';

/** The toast container (docs/product.md §8). */
export function Toaster() {
  return (
    <Notifications
      className={classes.container}
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      position={TOAST_POSITION}
      zIndex={1000}
    />
  );
}

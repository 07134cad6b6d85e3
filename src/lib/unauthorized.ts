import { notifications } from '@mantine/notifications';
import { browserLocation } from './browser-location';
import { loginUrl } from './login-url';

export const LOGIN_REDIRECT_DELAY_MS = 500;

/** docs/product.md §5: an unauthorized error is recognised by a message of the form '401: ...Unauthorized'. */
export function isUnauthorizedMessage(message: string): boolean {
  return /^401: .*Unauthorized/.test(message);
}

let redirectPending = false;

/**
 * docs/product.md §8: toast 'Unauthorized' / 'You are logged out. Logging in again...', then go to the login
 * endpoint after 500 ms. Several failing calls at once lead to one toast and one redirect.
 */
export function handleUnauthorized(): void {
  if (redirectPending) return;
  redirectPending = true;
  notifications.show({
    id: 'unauthorized',
    color: 'red',
    title: 'Unauthorized',
    message: 'You are logged out. Logging in again...',
  });
  const returnTo = browserLocation.currentPath();
  setTimeout(() => {
    redirectPending = false;
    browserLocation.assign(loginUrl(returnTo));
  }, LOGIN_REDIRECT_DELAY_MS);
}

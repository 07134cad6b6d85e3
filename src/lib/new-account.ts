/**
 * Whether this visit is the one in which the person created their account, so Home greets them
 * 'Welcome, {name}!' rather than 'Welcome back' (docs/decisions/0009-greeting-a-new-account.md). The sign-up form
 * marks it in this tab's session storage, keyed by the new user's id; signing in clears it, and a
 * new visit (another tab, the app opened again) has no mark.
 */
const KEY = 'newAccount';

export function markNewAccount(userId: string): void {
  sessionStorage.setItem(KEY, userId);
}

export function forgetNewAccount(): void {
  sessionStorage.removeItem(KEY);
}

export function isNewAccount(userId: string): boolean {
  return sessionStorage.getItem(KEY) === userId;
}

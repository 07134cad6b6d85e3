/** docs/product.md §2: the join code a signed-out visitor wanted to use, kept for after login. */
const KEY = 'pendingJoinCode';

export function storePendingJoinCode(code: string): void {
  sessionStorage.setItem(KEY, code);
}

/** Reads and forgets the stored code, so the redirect to /join/{code} happens once. */
export function takePendingJoinCode(): string | null {
  const code = sessionStorage.getItem(KEY);
  if (code !== null) sessionStorage.removeItem(KEY);
  return code ? code : null;
}

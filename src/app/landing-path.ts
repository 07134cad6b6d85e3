/**
 * Signed out, every path except /signin, /join/{code} (and /join/ without a code: 'Invalid Join
 * Link', decision 0053) and /reset-password (a one-time
 * link, docs/decisions/0046-password-and-devices.md) shows the landing page. Deciding that without the router keeps the router off
 * the landing page.
 */
export function showsLandingWhenSignedOut(pathname: string): boolean {
  return !(
    pathname === '/signin' ||
    pathname.startsWith('/signin/') ||
    pathname === '/reset-password' ||
    /^\/join(\/[^/]*)?\/?$/.test(pathname)
  );
}

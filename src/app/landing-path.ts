/**
 * SPEC §2: signed out, every path except /signin and /join/{code} shows the landing page.
 * Deciding that without the router keeps the router off the landing page.
 */
export function showsLandingWhenSignedOut(pathname: string): boolean {
  return !(pathname === '/signin' || pathname.startsWith('/signin/') || /^\/join\/[^/]+\/?$/.test(pathname));
}

/**
 * The few places where the app leaves the single-page router (login, logout) go through this
 * object, so tests can observe them and jsdom never tries a real navigation.
 */
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** The current path with its query string, e.g. "/games/1?tab=posts". */
  currentPath(): string {
    return `${window.location.pathname}${window.location.search}`;
  },
};

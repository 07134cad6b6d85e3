const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * SPEC §2 post age and activity time: 'Just now' under a minute (and for clocks a little ahead),
 * then 'Nm ago', 'Nh ago', 'Nd ago'.
 */
export function timeAgo(isoTime: string, now: number = Date.now()): string {
  const elapsed = now - new Date(isoTime).getTime();
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}

import Bowser from 'bowser';

/** What a device list shows when the User-Agent says nothing we recognise (or is absent). */
export const UNKNOWN_DEVICE = 'Unknown device';

/** Bowser's long names, shortened for a one-line label. */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  'Samsung Internet for Android': 'Samsung Internet',
  'Microsoft Edge': 'Edge',
  'Chrome OS': 'ChromeOS',
};

/** A real browser's User-Agent is a few hundred characters; past this it is not worth parsing. */
const MAX_USER_AGENT = 512;

/**
 * A short label of the browser and system, 'Chrome on Android', for the devices list (decision 0046,
 * docs/decisions/0046-password-and-devices.md). Parsed by bowser (a maintained parser, MIT), never
 * stored as the raw User-Agent: the label is all the list needs.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent?.slice(0, MAX_USER_AGENT).trim();
  if (!ua) return UNKNOWN_DEVICE;
  const parsed = Bowser.parse(ua);
  const name = (value: string | undefined) => (value ? (SHORT_NAMES[value] ?? value) : undefined);
  const browser = name(parsed.browser.name);
  const os = name(parsed.os.name);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? UNKNOWN_DEVICE;
}

/** SPEC §5 / DESIGN §6: a join code is 6 characters, trimmed and upper-cased. */
export const JOIN_CODE_LENGTH = 6;

/** The normalised code, or null when the text cannot be a join code. */
export function normaliseJoinCode(raw: string | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9]{6}$/.test(code) ? code : null;
}

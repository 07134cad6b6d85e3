import { JOIN_CODE_LENGTH } from '@contract/games';

const CODE = new RegExp(`^[A-Z0-9]{${JOIN_CODE_LENGTH}}$`);

/** docs/product.md §5 / docs/architecture.md §6: a join code is 6 characters, trimmed and upper-cased. */
export function normaliseJoinCode(raw: string | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return CODE.test(code) ? code : null;
}

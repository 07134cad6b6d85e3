import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@contract/games';

/**
 * A fresh invite code (docs/architecture.md §6): 6 characters of a 32-letter alphabet without look-alikes, from a
 * cryptographic source so codes can't be predicted from each other. ~10^9 codes: a collision is
 * rare, and the caller retries on one (the unique index decides).
 */
export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  return code;
}

import { sql, type SQL } from 'drizzle-orm';
import { BLOCKED_MESSAGE } from '@contract/blocks';
import { HttpError } from '../../http-error';

/**
 * What the write paths share about blocks (docs/decisions/0043-blocks.md). A write that a block
 * refuses checks it inside its own statement (no check-then-write race), with a primary-key
 * lookup on user_blocks (blocker_id, blocked_id), and answers this neutral 403: the blocked
 * person is not told they are blocked.
 */
export const blockedError = () => new HttpError(403, BLOCKED_MESSAGE);

/** True when `blocker` blocks `blocked`: one probe of user_blocks_pkey. */
export const blocks = (blocker: SQL | string, blocked: SQL | string): SQL =>
  sql`exists (select 1 from user_blocks ub where ub.blocker_id = ${blocker} and ub.blocked_id = ${blocked})`;

/** Either of the two blocks the other (direct messages: a block works both ways, decision 0043). */
export const blockedEitherWay = (a: SQL | string, b: SQL | string): SQL => sql`(${blocks(a, b)} or ${blocks(b, a)})`;

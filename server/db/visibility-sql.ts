import { REMOVED_BY_MODERATORS } from '@contract/reports';

/**
 * SQL pieces every read that shows posts, comments or messages uses for hidden content and blocks
 * (docs/decisions/0040-trust-and-safety.md, docs/decisions/0042-hidden-and-blocked-in-reads.md).
 * Arguments are SQL expressions (`me.id`, `p.user_id`), never user input.
 */

/**
 * Whether `viewer` blocks `author`: one probe of user_blocks_pkey (blocker_id, blocked_id). Written
 * as a scalar subquery, like the upvote probe of the posts document, on purpose: a NOT EXISTS in a
 * WHERE is pulled up into an anti-join, and the planner may then hash the whole user_blocks table
 * (a sequential scan on every read) instead of probing the key for the rows it reads.
 */
export const blocks = (viewer: string, author: string) =>
  `coalesce((select true from user_blocks b where b.blocker_id = ${viewer} and b.blocked_id = ${author}), false)`;

/** The words everyone but the author reads in place of hidden content, as an SQL literal. */
export const REMOVED_TEXT_SQL = `'${REMOVED_BY_MODERATORS.replaceAll("'", "''")}'`;

/** Whether the row aliased `row` (posts, comments or messages) is hidden: its `isRemoved`. */
export const isRemoved = (row: string) => `(${row}.hidden_by is not null)`;

/** Whether `viewer` reads the hidden row `row` written by `author` as removed: everyone but its author. */
export const removedFor = (row: string, author: string, viewer: string) => `(${row}.hidden_by is not null and ${author} <> ${viewer})`;

/** The text `viewer` reads of row `row` by `author`: `text` (its content unless said), or the removed words. */
export const shownText = (row: string, author: string, viewer: string, text = `${row}.content`) =>
  `case when ${removedFor(row, author, viewer)} then ${REMOVED_TEXT_SQL} else ${text} end`;

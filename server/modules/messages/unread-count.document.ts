import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/messages/unread-count → `unreadCountSchema` (contract/messages.ts): the header badge,
 * polled every 30 s by every signed-in tab (SPEC §7). `not is_read` is spelled exactly like the
 * partial index messages_unread_idx, so only my unread rows are touched. No route values.
 */
export const unreadCountDocument = documentStatement(
  'unread_count_document',
  `select 200 as status, json_build_object('count', count(*)) as body
from messages m
where m.recipient_id = me.id and not m.is_read`,
);

import { blocks } from '../../db/visibility-sql';
import { documentStatement } from '../../plugins/document-reads';
import { messageJson, nextCursorOf, pageOfMessages } from './message-json';

/**
 * GET /api/messages?cursor=&limit= → messagesPageSchema (contract/messages.ts): my messages, sent
 * and received, newest first (docs/product.md §7), a page at a time (docs/architecture.md §6: no endpoint returns every
 * message). $2/$3 the cursor's time and id, $4 the limit. Two backward range scans of at most
 * limit + 1 entries (messages_recipient_created_idx, messages_sender_created_idx), whatever the
 * number of messages; nobody ever messages themself, so no row is in both. Messages with people I
 * block, either way, are left out (a probe of user_blocks_pkey per message read), as their
 * conversations leave my list (decision 0042).
 */
export const messagesDocument = documentStatement(
  'messages_document',
  `with ${pageOfMessages([
    `m.recipient_id = me.id and not ${blocks('me.id', 'm.sender_id')}`,
    `m.sender_id = me.id and not ${blocks('me.id', 'm.recipient_id')}`,
  ])}
select 200 as status, json_build_object(
  'messages', coalesce((select json_agg(${messageJson('m', 'me.id')} order by m.n) from page m where m.n <= $4::int), '[]'),
  'nextCursor', ${nextCursorOf('page')}
) as body`,
);

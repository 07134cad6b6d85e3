import { blocks } from '../../db/visibility-sql';
import { documentStatement } from '../../plugins/document-reads';
import { cursorSql } from './page-cursor';
import { gameJson, messageJson, userJson } from './message-json';

/**
 * GET /api/messages/conversations?cursor=&limit= → conversationsPageSchema: the /messages list
 * (docs/product.md §2), newest conversation first. Read from the conversations rows kept by every send and
 * read (docs/architecture.md §6: never an aggregate of messages on the request): one backward range scan of
 * conversations_user_last_idx for limit + 1 rows, then each shown row's last message, person and
 * game by primary key. It costs the same with 10 messages or 10,000. $2/$3 the cursor (the last
 * row's last_message_at and last_message_id, unique per person), $4 the limit. A conversation
 * with someone I block is left out (a probe of user_blocks_pkey per row read), as it is of the
 * unread badge (unread-count.document.ts; decision 0042).
 */
export const conversationsDocument = documentStatement(
  'conversations_document',
  `with page as (
  select c.*, row_number() over (order by c.last_message_at desc, c.last_message_id desc) as n
  from conversations c
  where c.user_id = me.id and (c.last_message_at, c.last_message_id) < ($2::timestamptz, $3::uuid)
    and not ${blocks('me.id', 'c.other_user_id')}
  order by c.last_message_at desc, c.last_message_id desc
  limit $4::int + 1
)
select 200 as status, json_build_object(
  'conversations', coalesce((select json_agg(json_build_object(
    'otherUser', ${userJson('c.other_user_id')},
    'game', ${gameJson('c.game_id')},
    'lastMessage', (select ${messageJson('m', 'me.id')} from messages m where m.id = c.last_message_id),
    'unreadCount', c.unread_count
  ) order by c.n) from page c where c.n <= $4::int), '[]'),
  'nextCursor', (select ${cursorSql('last.last_message_at', 'last.last_message_id')} from page last
    where last.n = $4::int and exists (select 1 from page more where more.n = $4::int + 1))
) as body`,
);

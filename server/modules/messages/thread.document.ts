import { blocks } from '../../db/visibility-sql';
import { documentStatement } from '../../plugins/document-reads';
import { gameJson, messageJson, nextCursorOf, pageOfMessages, userJson } from './message-json';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/**
 * GET /api/messages/conversations/{gameId}/{userId}?cursor=&limit= → threadPageSchema: the thread
 * between me and $6 in game $5 (docs/product.md §2). Only someone with a conversation row there may read it:
 * anyone else gets 404, never an empty list that would confirm it exists (decision 0022). The row
 * outlives either person leaving the game (docs/architecture.md §6), so the check is the row, not membership.
 * The page holds the newest messages before the cursor ($2/$3, $4 of them), sent oldest first as
 * the screen shows them; `nextCursor` leads to older ones. Both directions are range scans of
 * messages_thread_idx. When I block $6, their messages are left out and mine stay: the thread
 * still opens (from a participants dialog or a link), shows who it is with, and can be unblocked
 * from there (decision 0042).
 */
export const threadDocument = documentStatement(
  'thread_document',
  `select
  case when c.user_id is null then 404 else 200 end as status,
  case when c.user_id is null then null else (
    with ${pageOfMessages([
      'm.game_id = $5::uuid and m.sender_id = me.id and m.recipient_id = $6::uuid',
      `m.game_id = $5::uuid and m.sender_id = $6::uuid and m.recipient_id = me.id and not ${blocks('me.id', '$6::uuid')}`,
    ])}
    select json_build_object(
      'otherUser', ${userJson('c.other_user_id')},
      'game', ${gameJson('c.game_id')},
      'messages', coalesce((select json_agg(${messageJson('m', 'me.id')} order by m.n desc) from page m where m.n <= $4::int), '[]'),
      'nextCursor', ${nextCursorOf('page')}
    )
  ) end as body
from (select 1) as one
left join conversations c on c.game_id = $5::uuid and c.user_id = me.id and c.other_user_id = $6::uuid`,
);

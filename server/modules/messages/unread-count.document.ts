import { blocks } from '../../db/visibility-sql';
import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/messages/unread-count → `unreadCountSchema` (contract/messages.ts): the header badge,
 * polled every 30 s by every signed-in tab (docs/product.md §7). The sum of my conversations' kept unread
 * counts (docs/architecture.md §6: counters, not an aggregate of messages): `unread_count > 0` is spelled like
 * the partial index conversations_unread_idx, so only conversations with something unread are
 * touched, however many messages they hold. A conversation with someone I block does not count
 * (a probe of user_blocks_pkey per such row), as it is not in my list (decision 0042); its counter
 * is kept, so unblocking shows it again. No route values.
 */
export const unreadCountDocument = documentStatement(
  'unread_count_document',
  `select 200 as status, json_build_object('count', coalesce(sum(c.unread_count), 0)) as body
from conversations c
where c.user_id = me.id and c.unread_count > 0 and not ${blocks('me.id', 'c.other_user_id')}`,
);

import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/user/blocks → `blockedUsersSchema` (contract/blocks.ts): the people I block, most
 * recently blocked first (ties by id, so the order is stable). My rows come from user_blocks_pkey
 * (blocker_id leads it), each person by the users primary key. Public fields only (api_user).
 */
export const blockedUsersDocument = documentStatement(
  'blocked_users_document',
  `select 200 as status,
  json_build_object('users', coalesce(json_agg(api_user(u) order by b.created_at desc, b.blocked_id), '[]')) as body
from user_blocks b join users u on u.id = b.blocked_id
where b.blocker_id = me.id`,
);

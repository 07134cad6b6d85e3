import { documentStatement } from '../../plugins/document-reads';

/** The statement's status for a signed-in person who is not an operator (OPERATORS_ONLY). */
export const NOT_AN_OPERATOR = 403;
/** At most this many in one answer, the most recently suspended first. */
export const SUSPENDED_LIST_MAX = 200;

/**
 * GET /api/admin/suspended → suspendedUsersSchema: the suspended people, most recently suspended
 * first, for operators only. Suspensions are rare: the list is read from users by suspended_at
 * (no index of its own yet: decision 0041 asks for a partial one).
 */
export const suspendedUsersDocument = documentStatement(
  'suspended_users_document',
  `select
  case when op.is_operator then 200 else ${NOT_AN_OPERATOR} end as status,
  case when op.is_operator then (
    select json_build_object('users', coalesce(json_agg(json_build_object(
      'user', api_user(s), 'suspendedAt', api_time(s.suspended_at)
    ) order by s.suspended_at desc, s.id), '[]'))
    from (
      select * from users s where s.suspended_at is not null
      order by s.suspended_at desc, s.id limit ${SUSPENDED_LIST_MAX}
    ) as s
  ) end as body
from (select u.is_operator from users u where u.id = me.id) as op`,
);

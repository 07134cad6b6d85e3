import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/user/sessions → `accountSessionsSchema` (contract/account.ts): my live sessions, the most
 * recently seen first (then newest, then id, so the order is stable). `current` is the session
 * asking ($1, its token hash). Read through sessions_user_idx; never the token hash itself.
 */
export const accountSessionsDocument = documentStatement(
  'account_sessions_document',
  `select 200 as status,
  coalesce(json_agg(json_build_object(
    'id', s.id,
    'current', s.token_hash = $1,
    'createdAt', api_time(s.created_at),
    'lastSeenAt', api_time(s.last_seen_at),
    'device', coalesce(s.device, 'Unknown device')
  ) order by s.last_seen_at desc, s.created_at desc, s.id), '[]') as body
from sessions s
where s.user_id = me.id and s.expires_at > now()`,
);

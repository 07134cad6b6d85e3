import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/push → `pushSettingsSchema` (contract/push.ts): the VAPID public key ($2, the server's
 * own value) and my choices, each on until I turn it off (no row yet: all on). One primary-key read.
 */
export const pushSettingsDocument = documentStatement(
  'push_settings_document',
  `select 200 as status, json_build_object(
  'publicKey', $2::text,
  'preferences', json_build_object(
    'gameResults', coalesce(p.game_results, true),
    'invitations', coalesce(p.invitations, true),
    'joinRequests', coalesce(p.join_requests, true),
    'messages', coalesce(p.messages, true),
    'reminders', coalesce(p.reminders, true)
  )
) as body
from (select 1) as one
left join push_preferences p on p.user_id = me.id`,
);

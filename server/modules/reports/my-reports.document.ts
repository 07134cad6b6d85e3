import { REPORTS_LIST_MAX } from '@contract/reports';
import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/reports/mine → myReportsSchema: my reports, newest first, with what became of each
 * (docs/decisions/0040-trust-and-safety.md: the reporter learns the outcome), at most REPORTS_LIST_MAX (the newest), through
 * reports_reporter_created_idx. The summary names the kind of thing, its author and its game
 * ("Post by Maya in Summer Steps", "Message from Maya", "Maya"); the content itself is not
 * repeated (it may be hidden by now).
 */
export const myReportsDocument = documentStatement(
  'my_reports_document',
  `select 200 as status, (
  select json_build_object('reports', coalesce(json_agg(json_build_object(
    'id', r.id,
    'targetType', r.target_type,
    'reason', r.reason,
    'status', r.status,
    'createdAt', api_time(r.created_at),
    'resolvedAt', api_time(r.resolved_at),
    'summary', (
      select case r.target_type
        when 'post' then 'Post by ' || api_display_name(u) || coalesce(' in ' || g.name, '')
        when 'comment' then 'Comment by ' || api_display_name(u) || coalesce(' in ' || g.name, '')
        when 'message' then 'Message from ' || api_display_name(u)
        else api_display_name(u)
      end
      from users u left join games g on g.id = r.game_id
      where u.id = r.target_user_id
    )
  ) order by r.created_at desc, r.id), '[]'))
  from (
    select r.* from reports r
    where r.reporter_id = me.id
    order by r.created_at desc, r.id limit ${REPORTS_LIST_MAX}
  ) as r
) as body`,
);

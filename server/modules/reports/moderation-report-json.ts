import { REPORTS_LIST_MAX } from '@contract/reports';

/**
 * One open report `r` as a moderation queue shows it (contract moderationReportSchema): the
 * content as written, shown even when hidden (a redacted post's text is gone for good: ''), its
 * photo, its author or the reported person, the reason and note, and how many different people
 * have open reports on the same target (through the target's own index). Never the reporter:
 * reporter_id is read only inside that count (docs/decisions/0040-trust-and-safety.md, decision 0041).
 */
const reportJson = `json_build_object(
  'id', r.id,
  'targetType', r.target_type,
  'targetId', coalesce(r.post_id, r.comment_id, r.message_id, r.target_user_id),
  'reason', r.reason,
  'note', r.note,
  'createdAt', api_time(r.created_at),
  'reporterCount', case r.target_type
    when 'post' then (select count(distinct o.reporter_id) from reports o where o.post_id = r.post_id and o.status = 'open')
    when 'comment' then (select count(distinct o.reporter_id) from reports o where o.comment_id = r.comment_id and o.status = 'open')
    when 'message' then (select count(distinct o.reporter_id) from reports o where o.message_id = r.message_id and o.status = 'open')
    else (select count(distinct o.reporter_id) from reports o
          where o.target_user_id = r.target_user_id and o.target_type = 'user' and o.status = 'open')
  end,
  'content', coalesce(case r.target_type
    when 'post' then (select case when p.is_redacted then '' else p.content end from posts p where p.id = r.post_id)
    when 'comment' then (select c.content from comments c where c.id = r.comment_id)
    when 'message' then (select m.content from messages m where m.id = r.message_id)
  end, ''),
  'image', case when r.target_type = 'post' then (select '/api/images/' || p.image_id from posts p where p.id = r.post_id) end,
  'hidden', coalesce(case r.target_type
    when 'post' then (select p.hidden_by is not null from posts p where p.id = r.post_id)
    when 'comment' then (select c.hidden_by is not null from comments c where c.id = r.comment_id)
    when 'message' then (select m.hidden_by is not null from messages m where m.id = r.message_id)
  end, false),
  'author', (select api_user(u) from users u where u.id = r.target_user_id),
  'game', (select json_build_object('id', g.id, 'name', g.name) from games g where g.id = r.game_id)
)`;

/**
 * The open reports `rows` picks (a range of one of the partial indexes on open reports, ordered
 * by it), oldest first, at most REPORTS_LIST_MAX: the queue works from its oldest end and the
 * rest follow as those are resolved. `{ reports: [...] }`.
 */
export function moderationReportsJson(rows: string): string {
  return `(
    select json_build_object('reports', coalesce(json_agg(${reportJson} order by r.created_at, r.id), '[]'))
    from (
      select r.* from reports r where ${rows} and r.status = 'open'
      order by r.created_at, r.id limit ${REPORTS_LIST_MAX}
    ) as r
  )`;
}

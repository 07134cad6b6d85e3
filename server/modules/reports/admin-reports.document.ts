import { documentStatement } from '../../plugins/document-reads';
import { moderationReportsJson } from './moderation-report-json';

/** The statement's status for a signed-in person who is not an operator (OPERATORS_ONLY). */
export const NOT_AN_OPERATOR = 403;

/**
 * GET /api/admin/reports → moderationReportsSchema: every open report (posts, comments, messages,
 * people), oldest first through reports_open_idx, for operators only (users.is_operator of the
 * signed-in person, by primary key).
 */
export const adminReportsDocument = documentStatement(
  'admin_reports_document',
  `select
  case when op.is_operator then 200 else ${NOT_AN_OPERATOR} end as status,
  case when op.is_operator then ${moderationReportsJson('true')} end as body
from (select u.is_operator from users u where u.id = me.id) as op`,
);

import type { FastifyReply, FastifyRequest } from 'fastify';
import { documentStatement, type DocumentStatement, sendDocument } from '../../plugins/document-reads';
import { ENDED_NOT_FINALIZED, FINALIZE_FIRST, finalizeFirst } from '../game-end/finalize-first';
import { ACCESS_DENIED, GAME_NOT_FOUND, MANAGERS_ONLY } from './game-access';

/** A participant who does not manage the game, beside the non-participant's 403 (DocumentMessages). */
const NOT_A_MANAGER = 4031;

interface GameDocumentOptions {
  /** Who may read: any participant, or the creator and admins (DESIGN §6). */
  reader?: 'participant' | 'manager';
  /** The 403's extra fields for someone outside the game (SQL; the game page's `isPublic`). */
  denied?: string;
}

/**
 * A read of one game, $2, in one statement (decision 0016), with who may read it decided here and
 * only here, as game-access.ts decides it for writes: no game 404, not a participant 403, not a
 * manager (for a manager's read) 403 with its own text. An ended game nobody has finalised yet
 * is finalised first (DESIGN §6, FINALIZE_FIRST). `body` is the document, in SQL that sees `g`
 * (the game), `mine` (my participant row) and `me`; it is built only for a reader who may see it.
 */
export function gameDocumentStatement(name: string, body: string, { reader = 'participant', denied = 'null' }: GameDocumentOptions = {}) {
  const forbidden = reader === 'manager' ? `not (g.creator_id = me.id or mine.is_admin)` : 'false';
  return documentStatement(
    name,
    `select
  case
    when g.id is null then 404
    when mine.user_id is null then 403
    when ${forbidden} then ${NOT_A_MANAGER}
    when ${ENDED_NOT_FINALIZED} then ${FINALIZE_FIRST}
    else 200
  end as status,
  case
    when g.id is null or ${forbidden} then null
    when mine.user_id is null then ${denied}
    when ${ENDED_NOT_FINALIZED} then null
    else (${body})
  end as body
from (select 1) as one
left join games g on g.id = $2
left join game_participants mine on mine.game_id = g.id and mine.user_id = me.id`,
  );
}

/** Answers a `gameDocumentStatement` for the route's `:id`. */
export function sendGameDocument<Request extends FastifyRequest & { params: { id: string } }>(
  request: Request,
  reply: FastifyReply,
  statement: DocumentStatement,
) {
  return sendDocument(
    request,
    reply,
    statement,
    (r) => [r.params.id],
    { 403: ACCESS_DENIED, [NOT_A_MANAGER]: [403, MANAGERS_ONLY], 404: GAME_NOT_FOUND },
    finalizeFirst(request.server.db, request.params.id),
  );
}

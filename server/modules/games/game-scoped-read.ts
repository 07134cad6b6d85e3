import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { documentRoute, documentStatement, type DocumentStatement, sendDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { ENDED_NOT_FINALIZED, FINALIZE_FIRST_SQL, finalizeFirst } from '../game-end/finalize-first';
import { GAME_DENIALS, gameDenialSql, type GameReader } from './game-access';
import { gameIdParams } from './game-params';

interface GameReadOptions {
  /** Who may read: any participant, or the creator and admins (docs/architecture.md §6). */
  reader?: GameReader;
  /** The 403's extra fields for someone outside the game (SQL; the game page's `isPublic`). */
  denied?: string;
}

/**
 * A read of one game, $2, in one statement (decision 0016). Who may read it is game-access.ts's
 * `gameDenialSql`, the rules its loaders apply to writes; the statement answers the denial's name
 * and the route maps it with GAME_DENIALS. An ended game nobody has finalised yet is finalised
 * first (docs/architecture.md §6, FINALIZE_FIRST). `body` is the document, in SQL that sees `g` (the game),
 * `mine` (my participant row) and `me`; it is built only for a reader who may see it.
 */
export function gameDocumentStatement(name: string, body: string, { reader = 'participant', denied = 'null' }: GameReadOptions = {}) {
  const denial = gameDenialSql(reader);
  return documentStatement(
    name,
    `select
  case
    when (${denial}) is not null then ${denial}
    when ${ENDED_NOT_FINALIZED} then ${FINALIZE_FIRST_SQL}
    else '200'
  end as status,
  case
    when (${denial}) = 'not-a-participant' then ${denied}
    when (${denial}) is not null then null
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
  return sendDocument(request, reply, statement, (r) => [r.params.id], GAME_DENIALS, finalizeFirst(request.server.db, request.params.id));
}

interface GameDocumentRoute {
  tags: string[];
  summary: string;
  /** The 200 answer's schema (the document). */
  response: z.ZodType;
  statement: DocumentStatement;
}

/**
 * Registers GET `url` (its `:id` the game) as a document route answering `statement`: 200 with the
 * document, or 400/401/403/404 as game-access.ts decides (sendGameDocument).
 */
export function getGameDocument(app: Parameters<FastifyPluginAsyncZod>[0], url: string, { tags, summary, response, statement }: GameDocumentRoute) {
  app.get(
    url,
    {
      ...documentRoute,
      schema: { tags, summary, params: gameIdParams, response: { 200: response, ...errorResponses(400, 401, 403, 404) } },
    },
    (request, reply) => sendGameDocument(request, reply, statement),
  );
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameSearchQuerySchema,
  inviteGameSchema,
  joinCodeSchema,
  publicGamesQuerySchema,
  publicGameSchema,
} from '@contract/games';
import { escapeLike } from '../../db/like-pattern';
import { getDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { gameSearchDocument, publicGamesDocument } from './discover.document';
import { getInviteGame } from './discover.service';

const tags = ['games'];

/** Discover, search and the join page (docs/product.md §2 "Discover", "Join by code"). */
export const discoverRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/games/public', {
    tags,
    summary: 'Public games: active ones by participant count, then upcoming ones by start time',
    querystring: publicGamesQuerySchema,
    response: z.array(publicGameSchema),
    statement: publicGamesDocument,
    values: (r) => [r.query.status ?? null, r.query.limit],
  });

  getDocument(app, '/api/games/search', {
    tags,
    summary: 'Public games whose name or description contains q (ignoring case), at most 20',
    querystring: gameSearchQuerySchema,
    response: z.array(publicGameSchema),
    statement: gameSearchDocument,
    // The text is looked for as typed: its %, _ and \ are characters, not LIKE wildcards.
    values: (r) => [`%${escapeLike(r.query.q)}%`],
  });

  app.get(
    '/api/games/invite/:code',
    {
      // Misses are limited per IP and person: codes must not be enumerable (rate-limit-invite-codes.ts).
      config: { inviteCodeLookup: true },
      schema: {
        tags,
        summary: 'The public face of a game by its invite code (no sign-in needed)',
        params: z.object({ code: joinCodeSchema }),
        response: { 200: inviteGameSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => getInviteGame(app.db, request.params.code, request.user?.id ?? null),
  );
};

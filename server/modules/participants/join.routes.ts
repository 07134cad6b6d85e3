import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinCodeSchema, joinResponseSchema } from '@contract/games';
import { signedInRoute } from '../../signed-in-route';
import { gameIdParams } from '../games/game-params';
import { joinByCode, joinPublicGame, leaveGame } from './join.service';

const tags = ['participants'];

/** Joining and leaving (docs/product.md §7 "Games"; docs/architecture.md §6 "Joining"). */
export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/games/join/:code', {
    // Misses are limited per IP and person: codes must not be enumerable (rate-limit-invite-codes.ts).
    config: { inviteCodeLookup: true },
    tags,
    summary: 'Join by invite code (or send a join request when the game requires approval)',
    params: z.object({ code: joinCodeSchema }),
    response: joinResponseSchema,
    errors: [404, 429],
  }, (request) => joinByCode(app.db, request.params.code, request.userId));

  signedInRoute(app, 'POST', '/api/games/:id/join', {
    tags,
    summary: 'Join a public game from the listing (or send a join request when it requires approval)',
    params: gameIdParams,
    response: joinResponseSchema,
    errors: [404],
  }, (request) => joinPublicGame(app.db, request.params.id, request.userId));

  signedInRoute(app, 'POST', '/api/games/:id/leave', {
    tags,
    summary: 'Leave a game (not its creator)',
    params: gameIdParams,
    done: 'Left the game',
    errors: [403, 404],
  }, (request) => leaveGame(app.db, request.params.id, request.userId));
};

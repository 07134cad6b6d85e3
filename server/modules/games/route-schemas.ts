import { z } from 'zod';
import { apiErrorSchema } from '../../../contract/error';

/**
 * Route schema pieces the games, participants, invitations and join-request routes share. A
 * malformed id is a 400 with a message (it can't name anything), never a database error.
 */
export const uuidParam = (label: string) => z.uuid({ error: `${label} must be a UUID` });

export const gameIdParams = z.object({ id: uuidParam('Game id') });

/** The error answers a route documents, all `{ message }` (DESIGN §4). */
export function errorResponses<const C extends readonly (400 | 401 | 403 | 404 | 409)[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as { [K in C[number]]: typeof apiErrorSchema };
}

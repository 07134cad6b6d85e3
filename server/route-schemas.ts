import { z } from 'zod';
import { apiErrorSchema } from '@contract/error';

/**
 * Route schema pieces every module uses, so no module imports another just for them. The one way
 * a route declares its error answers is `errorResponses(...)`: they are all `{ message }`
 * (docs/architecture.md §4) and the OpenAPI document lists exactly these statuses.
 */

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

/** `{ 400: apiErrorSchema, 401: apiErrorSchema, … }` for the statuses given. */
export function errorResponses<const C extends readonly ErrorStatus[]>(...codes: C) {
  return Object.fromEntries(codes.map((code) => [code, apiErrorSchema])) as { [K in C[number]]: typeof apiErrorSchema };
}

/** A path id: a malformed one is a 400 with a message (it can't name anything), never a database error. */
export const uuidParam = (label: string) => z.uuid({ error: `${label} must be a UUID` });

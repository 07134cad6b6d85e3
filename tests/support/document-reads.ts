import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { ACCESS_DENIED, GAME_NOT_FOUND, MANAGERS_ONLY } from '../../server/modules/games/game-access';
import type { SignedInUser } from './factories';
import { captureStatements, explainAll } from './statements';
import type { TestApp, TestRequest } from './test-app';

/**
 * A document read (server/plugins/document-reads.ts) as its tests check it: exactly one statement
 * per request, whatever the answer (decision 0016), and the answer is returned for more checks.
 */
export async function requestOnce(t: TestApp, options: TestRequest): Promise<LightMyRequestResponse> {
  const { result, statements } = await captureStatements(t.db, () => t.request(options));
  expect(statements.map((s) => s.text.slice(0, 60)), `${options.method} ${options.url}`).toHaveLength(1);
  return result;
}

/**
 * A document read as the query-plan tests check it: a 200 answer in one statement, and that
 * statement's plan (EXPLAIN on the test's data and fresh statistics: the planner's own choice).
 */
export async function planOfRead(
  t: TestApp,
  url: string,
  who: Pick<SignedInUser, 'headers'>,
): Promise<{ result: LightMyRequestResponse; plan: string }> {
  const { result, statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url, headers: who.headers }));
  expect(result.statusCode, result.body).toBe(200);
  expect(statements, url).toHaveLength(1);
  return { result, plan: await explainAll(t.db, statements) };
}

/**
 * The 200 answer of a document read, checked against its contract schema: production sends the
 * database's JSON without parsing it, so this is where a field the schema doesn't know (zod
 * would strip it), a missing one or a wrong type (a date not in toISOString's form) is caught.
 */
export async function readDocument<Schema extends z.ZodType>(t: TestApp, options: TestRequest, schema: Schema): Promise<z.output<Schema>> {
  const response = await requestOnce(t, { method: 'GET', ...options });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const body: unknown = response.json();
  expect(schema.parse(body)).toEqual(body);
  return body as z.output<Schema>;
}

/**
 * A game's read for its creator and admins refuses everyone else, each in one statement: 404 for a
 * missing game, 403 to a stranger, 403 to a participant who manages nothing (games/game-access.ts).
 */
export async function expectManagersOnly(
  t: TestApp,
  url: (gameId: string) => string,
  cast: { game: { id: string }; stranger: SignedInUser; participant: SignedInUser },
): Promise<void> {
  const refusal = async (who: SignedInUser, gameId: string) => {
    const res = await requestOnce(t, { method: 'GET', url: url(gameId), headers: who.headers });
    return [res.statusCode, res.json()];
  };
  expect(await refusal(cast.stranger, crypto.randomUUID())).toEqual([404, { message: GAME_NOT_FOUND }]);
  expect(await refusal(cast.stranger, cast.game.id)).toEqual([403, { message: ACCESS_DENIED }]);
  expect(await refusal(cast.participant, cast.game.id)).toEqual([403, { message: MANAGERS_ONLY }]);
}

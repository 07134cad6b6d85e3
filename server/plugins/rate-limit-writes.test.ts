import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGame, signInAs } from '../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';
import { rateLimits } from '../db/schema/infrastructure';
import { posts } from '../db/schema/posts';
import { TOO_MANY_WRITES, WRITE_RATE_LIMIT } from './rate-limit-writes';

const t = useTestApp();

describe('per-user write rate limit', () => {
  it(`refuses the write after ${WRITE_RATE_LIMIT.max} in a minute with 429, Retry-After and a human message; others and reads are unaffected`, async () => {
    const busy = await signInAs(t.db);
    const other = await signInAs(t.db);
    const game = await createGame(t.db, busy.user.id);
    await t.db.execute(sql`insert into game_participants (game_id, user_id) values (${game.id}, ${other.user.id})`);

    // Refused bodies count too: the budget is spent before the body is even parsed.
    for (let i = 1; i <= WRITE_RATE_LIMIT.max; i++) {
      const response = await t.request({ method: 'POST', url: '/api/comments', headers: busy.headers, payload: {} });
      expect(response.statusCode, `write ${i}`).toBe(400);
    }

    const key = randomUUID();
    const body = { content: 'Cold shower at dawn', gameId: game.id };
    const postWithKey = () => t.request({ method: 'POST', url: '/api/posts', headers: { ...busy.headers, 'idempotency-key': key }, payload: body });
    const refused = await expectAnswer(postWithKey(), 429, { message: TOO_MANY_WRITES });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await t.db.select().from(posts)).toHaveLength(0);

    // Reads go on; another person writes as usual.
    expect((await t.request({ method: 'GET', url: `/api/games/${game.id}`, headers: busy.headers })).statusCode).toBe(200);
    const theirs = await t.request({ method: 'POST', url: '/api/posts', headers: other.headers, payload: body });
    expect(theirs.statusCode).toBe(201);

    // Once the window has passed, the same Idempotency-Key runs (a 429 is never stored as the answer).
    await t.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimits.key} = ${`writes|${busy.user.id}`}`);
    const retried = await postWithKey();
    expect(retried.statusCode).toBe(201);
    expect(await t.db.select().from(posts)).toHaveLength(2);
  });

  it('does not count visitors: their writes are 401 and leave no window behind', async () => {
    const windows = () => t.db.select().from(rateLimits).where(sql`${rateLimits.key} like 'writes|%'`);
    const before = await windows();
    const response = await t.request({ method: 'PUT', url: `/api/posts/${randomUUID()}/upvote`, payload: { upvoted: true } });
    expect(response.statusCode).toBe(401);
    expect(await windows()).toEqual(before);
  });
});

import { beforeAll, describe, it } from 'vitest';
import { expectUploadAnswered, listenOnFreePort } from '../tests/support/raw-http';
import { useTestApp } from '../tests/support/test-app';
import { databaseUnavailable } from '../tests/support/test-database';

/**
 * The 401 of a protected route is sent before the body is read (protected-routes.test.ts). Over a
 * real connection, a client still sending a large body must receive that 401, not a reset: the
 * offline outbox sending a photo after the session expired has to learn "Unauthorized" (docs/product.md §8)
 * to sign in again, where "fetch failed" would look like being offline and be retried forever.
 */
describe('a signed-out upload gets its 401 over real HTTP', () => {
  const t = useTestApp();
  let base = '';
  beforeAll(async () => {
    if (databaseUnavailable()) return;
    base = await listenOnFreePort(t.app);
  });

  // POST /api/posts allows 3 MiB; 8 MB is over it, and over Fastify's default for POST /api/games.
  const cases = [
    { path: '/api/posts', bytes: 2_500_000, chunked: false },
    { path: '/api/posts', bytes: 8_000_000, chunked: false },
    { path: '/api/posts', bytes: 8_000_000, chunked: true },
    { path: '/api/games', bytes: 8_000_000, chunked: false },
  ];

  it.each(cases)('$path, $bytes bytes, chunked: $chunked', async ({ path, bytes, chunked }) => {
    const headers = { origin: base, cookie: 'sid=expired-or-never-was' };
    await expectUploadAnswered({ url: `${base}${path}`, headers, bytes, chunked }, 401, 'Unauthorized');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BLOCKED_MESSAGE } from '@contract/blocks';
import { signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';

/**
 * Who may call the block routes (docs/decisions/0040-trust-and-safety.md, docs/decisions/0043-blocks.md) × whom: anyone signed
 * in may block any existing person, no shared game needed. A visitor is 401 before anything else,
 * even with a malformed id; blocking oneself 400, a malformed id 400, an unknown person 404.
 */
const CASES = ['visitor', 'self', 'stranger', 'unknown', 'malformed'] as const;
type Case = (typeof CASES)[number];

interface World {
  me: SignedInUser;
  stranger: SignedInUser;
}

const target = (w: World, c: Case) =>
  c === 'self' ? w.me.user.id : c === 'unknown' ? randomUUID() : c === 'malformed' ? 'not-a-uuid' : w.stranger.user.id;

const WRITE = { visitor: 401, self: 400, stranger: 204, unknown: 404, malformed: 400 };

const MATRIX: Array<[name: string, request: (w: World, c: Case) => TestRequest, expected: Record<Case, number>]> = [
  ['PUT /api/users/{id}/block', (w, c) => ({ method: 'PUT', url: `/api/users/${target(w, c)}/block` }), WRITE],
  ['DELETE /api/users/{id}/block', (w, c) => ({ method: 'DELETE', url: `/api/users/${target(w, c)}/block` }), WRITE],
  // My own list: no id in it, so only the visitor differs.
  ['GET /api/user/blocks', () => ({ method: 'GET', url: '/api/user/blocks' }), { visitor: 401, self: 200, stranger: 200, unknown: 200, malformed: 200 }],
];

const MESSAGES: Record<number, string[]> = {
  400: ['You cannot block yourself', 'id: User id must be a UUID'],
  401: ['Unauthorized'],
  404: ['User not found'],
};

describe('permission matrix of the block routes', () => {
  const t = useTestApp();

  const cells = MATRIX.flatMap(([name, request, expected]) => CASES.map((c) => [name, c, request, expected[c]] as const));

  it.each(cells)('%s: %s', async (_name, c, request, status) => {
    const world = { me: await signInAs(t.db), stranger: await signInAs(t.db) };
    const options = request(world, c);
    const headers = c === 'visitor' ? {} : world.me.headers;
    const res = await t.request({ ...options, headers });
    expect({ status: res.statusCode, body: res.statusCode === status ? undefined : res.body }).toEqual({ status, body: undefined });
    if (status >= 400) expect(MESSAGES[status]).toContain(res.json().message);
    if (status === 204) expect(res.body).toBe('');
  });

  it('blocking needs no shared game, and the neutral message is the contract one', async () => {
    const [me, someone] = [await signInAs(t.db), await signInAs(t.db)];
    const res = await t.request({ method: 'PUT', url: `/api/users/${someone.user.id}/block`, headers: me.headers });
    expect(res.statusCode).toBe(204);
    expect(BLOCKED_MESSAGE).toBe("You can't do that with this person");
  });
});

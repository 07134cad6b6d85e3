import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createGameCast, sharePost, signInAs, type GameCast, type SignedInUser } from '../../../tests/support/factories';
import { castHeaders, itAnswersThePermissionMatrix } from '../../../tests/support/permission-matrix';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';
import { users } from '../../db/schema/users';

/**
 * Who may call the report and moderation routes (docs/decisions/0040-trust-and-safety.md, decision 0041) × seven kinds of caller,
 * each cell on a fresh game: the author wrote a post, a participant reported it. The operator
 * takes part in no game (set users.is_operator directly).
 */
const ROLES = ['visitor', 'stranger', 'participant', 'author', 'admin', 'creator', 'operator'] as const;
type Role = (typeof ROLES)[number];

interface World {
  cast: GameCast;
  operator: SignedInUser;
  postId: string;
  reportId: string;
}

const MODERATORS = (ok: number) => ({ visitor: 401, stranger: 403, participant: 403, author: 403, admin: ok, creator: ok, operator: 403 });
const OPERATORS = (ok: number) => ({ visitor: 401, stranger: 403, participant: 403, author: 403, admin: 403, creator: 403, operator: ok });

const MATRIX: Array<[name: string, request: (w: World) => TestRequest, expected: Record<Role, number>]> = [
  [
    'POST /api/reports (the post)',
    (w) => ({ method: 'POST', url: '/api/reports', payload: { targetType: 'post', targetId: w.postId, reason: 'spam' } }),
    // The participant reported it already: the same report again.
    { visitor: 401, stranger: 404, participant: 200, author: 400, admin: 201, creator: 201, operator: 404 },
  ],
  [
    'POST /api/reports (the author)',
    (w) => ({ method: 'POST', url: '/api/reports', payload: { targetType: 'user', targetId: w.cast.author.user.id, reason: 'harassment' } }),
    { visitor: 401, stranger: 404, participant: 201, author: 400, admin: 201, creator: 201, operator: 404 },
  ],
  [
    'GET /api/reports/mine',
    () => ({ method: 'GET', url: '/api/reports/mine' }),
    { visitor: 401, stranger: 200, participant: 200, author: 200, admin: 200, creator: 200, operator: 200 },
  ],
  ['GET /api/games/{id}/reports', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/reports` }), MODERATORS(200)],
  [
    'POST /api/games/{id}/reports/{reportId}/resolve',
    (w) => ({ method: 'POST', url: `/api/games/${w.cast.game.id}/reports/${w.reportId}/resolve`, payload: { action: 'dismiss' } }),
    MODERATORS(200),
  ],
  ['GET /api/admin/reports', () => ({ method: 'GET', url: '/api/admin/reports' }), OPERATORS(200)],
  [
    'POST /api/admin/reports/{id}/resolve',
    (w) => ({ method: 'POST', url: `/api/admin/reports/${w.reportId}/resolve`, payload: { action: 'hide' } }),
    OPERATORS(200),
  ],
  ['GET /api/admin/suspended', () => ({ method: 'GET', url: '/api/admin/suspended' }), OPERATORS(200)],
  [
    'DELETE /api/admin/users/{id}/suspension',
    (w) => ({ method: 'DELETE', url: `/api/admin/users/${w.cast.author.user.id}/suspension` }),
    OPERATORS(204),
  ],
];

describe('permission matrix of the report and moderation routes', () => {
  const t = useTestApp();

  async function world(): Promise<World> {
    const cast = await createGameCast(t.db);
    const operator = await signInAs(t.db);
    await t.db.update(users).set({ isOperator: true }).where(eq(users.id, operator.user.id));
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id);
    const reported = await t.request({
      method: 'POST',
      url: '/api/reports',
      headers: cast.participant.headers,
      payload: { targetType: 'post', targetId: post.id, reason: 'spam' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    return { cast, operator, postId: post.id, reportId: reported.json().id };
  }

  itAnswersThePermissionMatrix(t, { roles: ROLES, rows: MATRIX, world, headersOf: (w, role) => (role === 'operator' ? w.operator.headers : castHeaders(w.cast, role)) });
});

import { describe } from 'vitest';
import { invitations, joinRequests } from '../../db/schema/games';
import { createGameCast, createUser, gameBody, type GameCast } from '../../../tests/support/factories';
import { castHeaders, itAnswersThePermissionMatrix } from '../../../tests/support/permission-matrix';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';

/**
 * Who may call what (docs/architecture.md §6, docs/product.md §6), in one table: every route of decision 0004 × the five kinds of
 * caller. Each cell runs against a fresh game so a write in one cell can't change another.
 * In each world: `cast.author` is a plain participant who invited `invitee`; `asker` has a pending
 * join request; the calls that name a participant name `cast.author`.
 */

const ROLES = ['visitor', 'stranger', 'participant', 'admin', 'creator'] as const;
type Role = (typeof ROLES)[number];

interface World {
  cast: GameCast;
  invitationId: string;
  requestId: string;
  freshUsername: string;
}

type Row = [name: string, request: (w: World) => TestRequest, expected: Record<Role, number>];

const all = (status: number, visitor = 401): Record<Role, number> => ({
  visitor,
  stranger: status,
  participant: status,
  admin: status,
  creator: status,
});
const members = (ok: number): Record<Role, number> => ({ visitor: 401, stranger: 403, participant: ok, admin: ok, creator: ok });
const managers = (ok: number): Record<Role, number> => ({ visitor: 401, stranger: 403, participant: 403, admin: ok, creator: ok });

const MATRIX: Row[] = [
  ['GET /api/games', () => ({ method: 'GET', url: '/api/games' }), all(200)],
  ['GET /api/games/public', () => ({ method: 'GET', url: '/api/games/public' }), all(200)],
  ['GET /api/games/search', () => ({ method: 'GET', url: '/api/games/search?q=game' }), all(200)],
  ['GET /api/games/invite/{code}', (w) => ({ method: 'GET', url: `/api/games/invite/${w.cast.game.inviteCode}` }), all(200, 200)],
  ['POST /api/games', () => ({ method: 'POST', url: '/api/games', payload: gameBody() }), all(201)],
  ['GET /api/games/{id}', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}` }), members(200)],
  ['PUT /api/games/{id}', (w) => ({ method: 'PUT', url: `/api/games/${w.cast.game.id}`, payload: gameBody() }), managers(200)],
  [
    'DELETE /api/games/{id}',
    (w) => ({ method: 'DELETE', url: `/api/games/${w.cast.game.id}` }),
    { visitor: 401, stranger: 403, participant: 403, admin: 403, creator: 200 },
  ],
  ['POST /api/games/join/{code}', (w) => ({ method: 'POST', url: `/api/games/join/${w.cast.game.inviteCode}` }), all(200)],
  ['POST /api/games/{id}/join', (w) => ({ method: 'POST', url: `/api/games/${w.cast.game.id}/join` }), all(200)],
  [
    'POST /api/games/{id}/leave',
    (w) => ({ method: 'POST', url: `/api/games/${w.cast.game.id}/leave` }),
    { visitor: 401, stranger: 403, participant: 200, admin: 200, creator: 400 },
  ],
  ['GET /api/games/{id}/participants', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/participants` }), members(200)],
  [
    'DELETE /api/games/{id}/participants/{userId}',
    (w) => ({ method: 'DELETE', url: `/api/games/${w.cast.game.id}/participants/${w.cast.author.user.id}` }),
    managers(200),
  ],
  [
    'PUT /api/games/{id}/participants/{userId}/admin',
    (w) => ({ method: 'PUT', url: `/api/games/${w.cast.game.id}/participants/${w.cast.author.user.id}/admin`, payload: { isAdmin: true } }),
    managers(200),
  ],
  ['GET /api/games/{id}/scores', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/scores` }), members(200)],
  [
    'POST /api/games/{id}/invite',
    (w) => ({ method: 'POST', url: `/api/games/${w.cast.game.id}/invite`, payload: { username: w.freshUsername } }),
    members(201),
  ],
  ['GET /api/games/{id}/invitations', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/invitations` }), managers(200)],
  ['GET /api/invitations', () => ({ method: 'GET', url: '/api/invitations' }), all(200)],
  [
    'DELETE /api/invitations/{id}',
    (w) => ({ method: 'DELETE', url: `/api/invitations/${w.invitationId}` }),
    { visitor: 401, stranger: 404, participant: 404, admin: 200, creator: 200 },
  ],
  [
    'POST /api/invitations/{id}/accept',
    (w) => ({ method: 'POST', url: `/api/invitations/${w.invitationId}/accept` }),
    { visitor: 401, stranger: 404, participant: 404, admin: 403, creator: 403 },
  ],
  [
    'POST /api/invitations/{id}/decline',
    (w) => ({ method: 'POST', url: `/api/invitations/${w.invitationId}/decline` }),
    { visitor: 401, stranger: 404, participant: 404, admin: 403, creator: 403 },
  ],
  ['GET /api/games/{id}/join-requests', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/join-requests` }), managers(200)],
  [
    'POST /api/games/{id}/join-requests/{requestId}/approve',
    (w) => ({ method: 'POST', url: `/api/games/${w.cast.game.id}/join-requests/${w.requestId}/approve` }),
    managers(200),
  ],
  [
    'POST /api/games/{id}/join-requests/{requestId}/decline',
    (w) => ({ method: 'POST', url: `/api/games/${w.cast.game.id}/join-requests/${w.requestId}/decline` }),
    managers(200),
  ],
  ['GET /api/users/search', () => ({ method: 'GET', url: '/api/users/search?q=us' }), all(200)],
];

describe('permission matrix of the games routes', () => {
  const t = useTestApp();

  async function world(): Promise<World> {
    const cast = await createGameCast(t.db);
    const invitee = await createUser(t.db);
    const asker = await createUser(t.db);
    const fresh = await createUser(t.db);
    const [invitation] = await t.db
      .insert(invitations)
      .values({ gameId: cast.game.id, invitedById: cast.author.user.id, invitedUserId: invitee.id })
      .returning();
    const [request] = await t.db.insert(joinRequests).values({ gameId: cast.game.id, userId: asker.id }).returning();
    return { cast, invitationId: invitation!.id, requestId: request!.id, freshUsername: fresh.username! };
  }

  itAnswersThePermissionMatrix(t, { roles: ROLES, rows: MATRIX, world, headersOf: (w, role) => castHeaders(w.cast, role) });
});

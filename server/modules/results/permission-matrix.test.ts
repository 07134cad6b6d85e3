import { describe } from 'vitest';
import { createGameCast, type GameCast } from '../../../tests/support/factories';
import { castHeaders, itAnswersThePermissionMatrix } from '../../../tests/support/permission-matrix';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';
import { finalizeGame } from '../game-end/finalize-game';

/**
 * Who may call the game-end routes (docs/architecture.md §6), × the five kinds of caller, each cell on a fresh
 * ended and finalised game. The notification named in the PUT is the plain participant's.
 */
const ROLES = ['visitor', 'stranger', 'participant', 'admin', 'creator'] as const;
type Role = (typeof ROLES)[number];

interface World {
  cast: GameCast;
  notificationId: string;
}

const MATRIX: Array<[name: string, request: (w: World) => TestRequest, expected: Record<Role, number>]> = [
  [
    'GET /api/games/{id}/results',
    (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/results` }),
    { visitor: 401, stranger: 403, participant: 200, admin: 200, creator: 200 },
  ],
  [
    'GET /api/notifications/games',
    () => ({ method: 'GET', url: '/api/notifications/games' }),
    { visitor: 401, stranger: 200, participant: 200, admin: 200, creator: 200 },
  ],
  [
    'PUT /api/notifications/{id}/read',
    (w) => ({ method: 'PUT', url: `/api/notifications/${w.notificationId}/read` }),
    { visitor: 401, stranger: 404, participant: 200, admin: 404, creator: 404 },
  ],
  [
    'POST /api/user/stats/refresh',
    () => ({ method: 'POST', url: '/api/user/stats/refresh' }),
    { visitor: 401, stranger: 200, participant: 200, admin: 200, creator: 200 },
  ],
];

describe('permission matrix of the game-end routes', () => {
  const t = useTestApp();

  async function world(): Promise<World> {
    const cast = await createGameCast(t.db, { startTime: new Date(Date.now() - 7_200_000), endTime: new Date(Date.now() - 60_000) });
    await finalizeGame(t.db, cast.game.id);
    const list = await t.request({ method: 'GET', url: '/api/notifications/games', headers: cast.participant.headers });
    return { cast, notificationId: list.json()[0].id };
  }

  itAnswersThePermissionMatrix(t, { roles: ROLES, rows: MATRIX, world, headersOf: (w, role) => castHeaders(w.cast, role) });
});

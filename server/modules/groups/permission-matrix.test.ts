import { describe, expect } from 'vitest';
import { createGameCast, type GameCast } from '../../../tests/support/factories';
import { castHeaders, itAnswersThePermissionMatrix } from '../../../tests/support/permission-matrix';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';

/**
 * Who may call the group routes (docs/architecture.md §6: participants read, the creator and admins write), × the
 * five kinds of caller, each cell on a fresh game with one group holding the author. The member
 * added is the plain participant, the member removed the author.
 */
const ROLES = ['visitor', 'stranger', 'participant', 'admin', 'creator'] as const;
type Role = (typeof ROLES)[number];

interface World {
  cast: GameCast;
  groupId: string;
}

const READ = { visitor: 401, stranger: 403, participant: 200, admin: 200, creator: 200 };
const WRITE = (ok: number) => ({ visitor: 401, stranger: 403, participant: 403, admin: ok, creator: ok });

const MATRIX: Array<[name: string, request: (w: World) => TestRequest, expected: Record<Role, number>]> = [
  ['GET /api/games/{id}/groups', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/groups` }), READ],
  ['GET /api/games/{id}/groups/leaderboard', (w) => ({ method: 'GET', url: `/api/games/${w.cast.game.id}/groups/leaderboard` }), READ],
  [
    'POST /api/games/{id}/groups',
    (w) => ({ method: 'POST', url: `/api/games/${w.cast.game.id}/groups`, payload: { name: 'Herons', color: 'cyan' } }),
    WRITE(201),
  ],
  ['DELETE /api/games/{id}/groups/{groupId}', (w) => ({ method: 'DELETE', url: `/api/games/${w.cast.game.id}/groups/${w.groupId}` }), WRITE(200)],
  [
    'POST /api/games/{id}/groups/{groupId}/members',
    (w) => ({
      method: 'POST',
      url: `/api/games/${w.cast.game.id}/groups/${w.groupId}/members`,
      payload: { memberId: w.cast.participant.user.id },
    }),
    WRITE(201),
  ],
  [
    'DELETE /api/games/{id}/groups/{groupId}/members/{memberId}',
    (w) => ({ method: 'DELETE', url: `/api/games/${w.cast.game.id}/groups/${w.groupId}/members/${w.cast.author.user.id}` }),
    WRITE(200),
  ],
];

describe('permission matrix of the group routes', () => {
  const t = useTestApp();

  async function world(): Promise<World> {
    const cast = await createGameCast(t.db);
    const { game, creator, author } = cast;
    const created = await t.request({ method: 'POST', url: `/api/games/${game.id}/groups`, headers: creator.headers, payload: { name: 'Otters', color: 'blue' } });
    expect(created.statusCode, created.body).toBe(201);
    const groupId: string = created.json().id;
    const added = await t.request({
      method: 'POST',
      url: `/api/games/${game.id}/groups/${groupId}/members`,
      headers: creator.headers,
      payload: { memberId: author.user.id },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { cast, groupId };
  }

  itAnswersThePermissionMatrix(t, { roles: ROLES, rows: MATRIX, world, headersOf: (w, role) => castHeaders(w.cast, role) });
});

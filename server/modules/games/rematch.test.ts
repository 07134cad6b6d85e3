import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameSchema } from '@contract/games';
import { createGameCast, type GameCast } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { invitations } from '../../db/schema/games';

const DAY = 86_400_000;

describe('POST /api/games/{id}/rematch', () => {
  const t = useTestApp();

  /** A private, approval-only game of three days that ended an hour ago. */
  const finished = () =>
    createGameCast(t.db, {
      name: 'Cold showers',
      description: 'Every morning',
      isPublic: false,
      requiresApproval: true,
      startTime: new Date(Date.now() - 3 * DAY - 3_600_000),
      endTime: new Date(Date.now() - 3_600_000),
    });
  const rematch = (cast: GameCast, headers?: Record<string, string>, payload: object = {}) =>
    t.request({ method: 'POST', url: `/api/games/${cast.game.id}/rematch`, headers, payload });

  it('is for the creator and admins of the game: 401 first, then 403 for the others, 404 for no game', async () => {
    const cast = await finished();
    expect((await rematch(cast)).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/api/games/${crypto.randomUUID()}/rematch`, payload: {} })).statusCode).toBe(401);
    for (const who of [cast.stranger, cast.participant]) {
      const res = await rematch(cast, who.headers);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    const missing = await t.request({ method: 'POST', url: `/api/games/${crypto.randomUUID()}/rematch`, headers: cast.admin.headers, payload: {} });
    expect(missing.statusCode).toBe(404);
    expect((await rematch(cast, cast.admin.headers)).statusCode).toBe(201);
  });

  it('copies the settings and length from now, links both ways and invites every other participant', async () => {
    const cast = await finished();
    const res = await rematch(cast, cast.creator.headers);
    expect(res.statusCode).toBe(201);
    const game = gameSchema.parse(res.json());
    expect(game).toMatchObject({ name: 'Cold showers', description: 'Every morning', isPublic: false, requiresApproval: true, status: 'active', creatorId: cast.creator.user.id });
    expect(Date.parse(game.endTime) - Date.parse(game.startTime)).toBe(3 * DAY);
    expect(Math.abs(Date.parse(game.startTime) - Date.now())).toBeLessThan(60_000);
    const invited = await t.db.select().from(invitations).where(eq(invitations.gameId, game.id));
    expect(invited.map((i) => i.invitedUserId).sort()).toEqual([cast.admin, cast.participant, cast.author].map((p) => p.user.id).sort());

    const page = await t.request({ method: 'GET', url: `/api/games/${game.id}`, headers: cast.creator.headers });
    expect(page.json()).toMatchObject({ previousGame: { id: cast.game.id, name: 'Cold showers' }, rematchGameId: null });
    const old = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}`, headers: cast.participant.headers });
    expect(old.json()).toMatchObject({ previousGame: null, rematchGameId: game.id });
  });

  it('answers the first rematch to a second press, also two at once, and to another admin', async () => {
    const cast = await finished();
    const [a, b] = await Promise.all([rematch(cast, cast.creator.headers), rematch(cast, cast.creator.headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<{ id: string }>().id).toBe(b.json<{ id: string }>().id);
    const again = await rematch(cast, cast.admin.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ id: string }>().id).toBe(a.json<{ id: string }>().id);
    expect(await t.db.select().from(invitations).where(eq(invitations.gameId, a.json<{ id: string }>().id))).toHaveLength(3);
  });

  it('takes the dates given, refuses bad ones and a game that has not ended', async () => {
    const cast = await finished();
    const startTime = new Date(Date.now() + DAY).toISOString();
    const bad = await rematch(cast, cast.creator.headers, { startTime, endTime: startTime });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/after start/i);
    const endTime = new Date(Date.now() + 2 * DAY).toISOString();
    const res = await rematch(cast, cast.creator.headers, { startTime, endTime });
    expect(res.json()).toMatchObject({ startTime, endTime, status: 'upcoming' });

    const running = await createGameCast(t.db);
    const early = await rematch(running, running.creator.headers);
    expect(early.statusCode).toBe(400);
    expect(early.json<{ message: string }>().message).toBe('Only a finished game can be played again');
  });
});

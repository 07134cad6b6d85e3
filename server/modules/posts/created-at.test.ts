import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createGameCast } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { games } from '../../db/schema/games';
import { gameResults } from '../../db/schema/results';
import { HttpError } from '../../http-error';
import { finalizeGame } from '../game-end/finalize-game';
import { acceptedCreatedAt, GAME_ENDED, GAME_FINALIZED, GAME_NOT_STARTED, utcDay } from './created-at';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('acceptedCreatedAt (docs/architecture.md §6)', () => {
  const now = new Date('2026-05-20T12:00:00Z');
  const game = { startTime: new Date(now.getTime() - 20 * DAY), endTime: new Date(now.getTime() + 10 * DAY) };
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return error as HttpError;
    }
    throw new Error('expected a refusal');
  };

  it('keeps a client time inside the window, in the past and at most 7 days old', () => {
    expect(acceptedCreatedAt(at(-3 * DAY), game, now)).toEqual(at(-3 * DAY));
    expect(acceptedCreatedAt(at(-7 * DAY), game, now)).toEqual(at(-7 * DAY));
  });

  it('tolerates 5 minutes of clock skew, not more', () => {
    expect(acceptedCreatedAt(at(4 * MINUTE), game, now)).toEqual(at(4 * MINUTE));
    expect(acceptedCreatedAt(at(6 * MINUTE), game, now)).toEqual(now);
  });

  it('uses the server time for a time older than 7 days or without a time', () => {
    expect(acceptedCreatedAt(at(-8 * DAY), game, now)).toEqual(now);
    expect(acceptedCreatedAt(undefined, game, now)).toEqual(now);
  });

  it('uses the server time for a client time before the game started', () => {
    const young = { startTime: at(-DAY), endTime: at(DAY) };
    expect(acceptedCreatedAt(at(-2 * DAY), young, now)).toEqual(now);
  });

  it('accepts after the end when the client time lies inside the window', () => {
    const ended = { startTime: at(-10 * DAY), endTime: at(-DAY) };
    expect(acceptedCreatedAt(at(-2 * DAY), ended, now)).toEqual(at(-2 * DAY));
  });

  it('refuses when the resulting time is outside the window', () => {
    const ended = { startTime: at(-10 * DAY), endTime: at(-DAY) };
    const late = refusal(() => acceptedCreatedAt(at(-DAY + MINUTE), ended, now));
    expect([late.statusCode, late.message]).toEqual([400, GAME_ENDED]);
    expect(refusal(() => acceptedCreatedAt(undefined, ended, now)).message).toBe(GAME_ENDED);
    // A long-ended game: the client time is inside its window but more than 7 days old.
    const old = { startTime: at(-30 * DAY), endTime: at(-20 * DAY) };
    expect(refusal(() => acceptedCreatedAt(at(-25 * DAY), old, now)).message).toBe(GAME_ENDED);
    const upcoming = { startTime: at(DAY), endTime: at(2 * DAY) };
    expect(refusal(() => acceptedCreatedAt(at(DAY + MINUTE), upcoming, now)).message).toBe(GAME_NOT_STARTED);
  });

  it('buckets by UTC day', () => {
    expect(utcDay(new Date('2026-05-20T23:59:59.999Z'))).toBe('2026-05-20');
    expect(utcDay(new Date('2026-05-21T00:30:00+02:00'))).toBe('2026-05-20');
  });
});

describe('POST /api/posts and the createdAt window', () => {
  const t = useTestApp();
  const create = async (overrides: { startTime: Date; endTime: Date } | undefined, createdAt?: string) => {
    const cast = await createGameCast(t.db, overrides);
    return t.request({
      method: 'POST',
      url: '/api/posts',
      headers: cast.author.headers,
      payload: { content: 'did it', gameId: cast.game.id, createdAt },
    });
  };
  const ago = (ms: number) => new Date(Date.now() - ms);

  it('keeps a createdAt inside the window', async () => {
    const createdAt = ago(30 * MINUTE).toISOString();
    const res = await create(undefined, createdAt);
    expect(res.statusCode).toBe(201);
    expect(res.json().createdAt).toBe(createdAt);
  });

  it('uses server time for a createdAt in the future', async () => {
    const res = await create(undefined, new Date(Date.now() + DAY).toISOString());
    expect(res.statusCode).toBe(201);
    expect(Math.abs(Date.parse(res.json().createdAt) - Date.now())).toBeLessThan(MINUTE);
  });

  it('uses server time for a createdAt 8 days old', async () => {
    const res = await create({ startTime: ago(20 * DAY), endTime: ago(-DAY) }, ago(8 * DAY).toISOString());
    expect(res.statusCode).toBe(201);
    expect(Math.abs(Date.parse(res.json().createdAt) - Date.now())).toBeLessThan(MINUTE);
  });

  it('accepts a post arriving after the end with a createdAt inside the window, and counts it', async () => {
    const createdAt = ago(2 * DAY).toISOString();
    const res = await create({ startTime: ago(10 * DAY), endTime: ago(DAY) }, createdAt);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ createdAt, game: { status: 'completed' } });
  });

  it('refuses a post arriving after the end without such a createdAt', async () => {
    const ended = { startTime: ago(10 * DAY), endTime: ago(DAY) };
    for (const createdAt of [undefined, ago(DAY / 2).toISOString(), ago(11 * DAY).toISOString()]) {
      await expectAnswer(create(ended, createdAt), 400, { message: GAME_ENDED });
    }
  });

  it('refuses it once the game is finalised, with a message, and changes nothing already counted', async () => {
    const cast = await createGameCast(t.db, { startTime: ago(10 * DAY), endTime: ago(DAY) });
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/posts',
        headers: cast.author.headers,
        payload: { content: 'written offline', gameId: cast.game.id, createdAt: ago(2 * DAY).toISOString() },
      });
    expect((await send()).statusCode).toBe(201);
    expect(await finalizeGame(t.db, cast.game.id)).toBe(true);
    const late = await send();
    expect([late.statusCode, late.json()]).toEqual([400, { message: GAME_FINALIZED }]);
    const [game] = await t.db.select().from(games).where(eq(games.id, cast.game.id));
    expect(game!.postCount).toBe(1);
    const [result] = await t.db.select().from(gameResults).where(eq(gameResults.userId, cast.author.user.id));
    expect(result).toMatchObject({ score: 1, medalType: 'gold' });
  });

  it('a post racing the finalisation is either counted in the results or refused, never lost between them', async () => {
    const cast = await createGameCast(t.db, { startTime: ago(10 * DAY), endTime: ago(DAY) });
    const send = (i: number) =>
      t.request({
        method: 'POST',
        url: '/api/posts',
        headers: cast.author.headers,
        payload: { content: `late ${i}`, gameId: cast.game.id, createdAt: ago(2 * DAY).toISOString() },
      });
    const answers = await Promise.all([...Array.from({ length: 8 }, (_, i) => send(i)), finalizeGame(t.db, cast.game.id)]);
    const statuses = answers.slice(0, 8).map((a) => (a as { statusCode: number }).statusCode);
    expect(statuses.every((s) => s === 201 || s === 400)).toBe(true);
    const [result] = await t.db.select().from(gameResults).where(eq(gameResults.userId, cast.author.user.id));
    expect(result!.score).toBe(statuses.filter((s) => s === 201).length);
  });
});

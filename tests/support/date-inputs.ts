import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DATE_MAX, DATE_MIN } from '@contract/dates';
import { games } from '../../server/db/schema/games';
import { posts } from '../../server/db/schema/posts';
import { encodeCursor } from '../../server/modules/messages/page-cursor';
import { createGame, gameBody, type SignedInUser, signInAs } from './factories';
import { createMessageCast, send } from './messages';
import type { TestApp } from './test-app';

/**
 * Every date a client can send the API (docs/decisions/0036-dates-in-range.md): each body field of format
 * date-time and each `cursor` query of the OpenAPI document, with a way to send one value to it as
 * a fresh person (so no rate limit of the walks is in play). The walk of every route
 * (server/date-inputs.test.ts) fails when the document names one that is not here.
 */
export interface DateAnswer {
  response: LightMyRequestResponse;
  /** A body date on 2xx: as answered and as read back from the database (ISO, milliseconds). */
  answered?: string;
  stored?: string;
  /** The server's clock around the request, for a field it may replace with its own time. */
  clock: { before: number; after: number };
}

export interface DateInput {
  /** The OpenAPI operation: 'PUT /api/games/{id}'. */
  operation: string;
  /** The body field, or 'cursor' for the query. */
  field: string;
  kind: 'body' | 'cursor';
  /** Body fields: send this value (any JSON). Cursors: send this raw cursor text. */
  send(t: TestApp, value: unknown): Promise<DateAnswer>;
}

const iso = (ms: number) => new Date(ms).toISOString();

async function timed(run: () => Promise<LightMyRequestResponse>) {
  const before = Date.now();
  const response = await run();
  return { response, clock: { before, after: Date.now() } };
}

type GameDate = 'startTime' | 'endTime';
interface GameTarget {
  url: string;
  /** The other date, chosen to leave the field under test free: the whole range on PUT, tomorrow on POST. */
  others: { startTime: string; endTime: string };
}

const storedGameTime = async (t: TestApp, id: string, field: GameDate) => {
  const [row] = await t.db.select().from(games).where(eq(games.id, id));
  return row?.[field].toISOString();
};

/**
 * Sends a game's dates, one of them the value under test, to the URL `target` names for a fresh person
 * (with the method of `operation`), and on 2xx reads the answered game's date back from the database.
 * `toBody` makes the body of the two dates: a whole game by default.
 */
const gameDateInput =
  (operation: string, target: (t: TestApp, me: SignedInUser) => Promise<GameTarget>, toBody: (dates: Record<string, unknown>) => object = gameBody) =>
  (field: GameDate): DateInput => ({
    operation,
    field,
    kind: 'body',
    async send(t, value) {
      const me = await signInAs(t.db);
      const { url, others } = await target(t, me);
      const payload = toBody(field === 'startTime' ? { startTime: value, endTime: others.endTime } : { startTime: others.startTime, endTime: value });
      const method = operation.startsWith('PUT ') ? 'PUT' : 'POST';
      const { response, clock } = await timed(() => t.request({ method, url, headers: me.headers, payload }));
      if (response.statusCode >= 300) return { response, clock };
      return { response, clock, answered: response.json()[field], stored: await storedGameTime(t, response.json().id, field) };
    },
  });

const postGame = gameDateInput('POST /api/games', async () => ({
  url: '/api/games',
  // A start may not lie in the past (contract/games.ts): an end is free from one minute ahead on.
  others: { startTime: iso(Date.now() + 60_000), endTime: DATE_MAX },
}));

const putGame = gameDateInput('PUT /api/games/{id}', async (t, me) => ({
  url: `/api/games/${(await createGame(t.db, me.user.id)).id}`,
  others: { startTime: DATE_MIN, endTime: DATE_MAX },
}));

/** A rematch with both dates (docs/decisions/0063-keep-playing.md), of a fresh game that ended an hour ago. */
const rematchGame = gameDateInput(
  'POST /api/games/{id}/rematch',
  async (t, me) => {
    const now = Date.now();
    const game = await createGame(t.db, me.user.id, { startTime: new Date(now - 86_400_000), endTime: new Date(now - 3_600_000) });
    return { url: `/api/games/${game.id}/rematch`, others: { startTime: iso(now + 60_000), endTime: DATE_MAX } };
  },
  (dates) => dates,
);

const postPost: DateInput = {
  operation: 'POST /api/posts',
  field: 'createdAt',
  kind: 'body',
  async send(t, value) {
    const me = await signInAs(t.db);
    // Active over the whole range: where the post's time lands is the server's choice alone.
    const game = await createGame(t.db, me.user.id, { startTime: new Date(DATE_MIN), endTime: new Date(DATE_MAX) });
    const payload = { content: 'Walked to work', gameId: game.id, createdAt: value };
    const { response, clock } = await timed(() =>
      t.request({ method: 'POST', url: '/api/posts', headers: { ...me.headers, 'idempotency-key': randomUUID() }, payload }),
    );
    if (response.statusCode >= 300) return { response, clock };
    const [row] = await t.db.select().from(posts).where(eq(posts.id, response.json().id));
    return { response, clock, answered: response.json().createdAt, stored: row?.createdAt.toISOString() };
  },
};

/** GET of one message list with `cursor`, as a person with one message in a thread. */
const listCursor = (operation: string, url: (cast: Awaited<ReturnType<typeof createMessageCast>>) => string): DateInput => ({
  operation,
  field: 'cursor',
  kind: 'cursor',
  async send(t, value) {
    const cast = await createMessageCast(t.db);
    await send(t, cast.sender, cast.recipient, cast.game.id);
    const query = `?cursor=${encodeURIComponent(String(value))}`;
    return timed(() => t.request({ method: 'GET', url: `${url(cast)}${query}`, headers: cast.sender.headers }));
  },
});

export const DATE_INPUTS: DateInput[] = [
  postGame('startTime'),
  postGame('endTime'),
  putGame('startTime'),
  putGame('endTime'),
  rematchGame('startTime'),
  rematchGame('endTime'),
  postPost,
  listCursor('GET /api/messages', () => '/api/messages'),
  listCursor('GET /api/messages/conversations', () => '/api/messages/conversations'),
  listCursor(
    'GET /api/messages/conversations/{gameId}/{userId}',
    (cast) => `/api/messages/conversations/${cast.game.id}/${cast.recipient.user.id}`,
  ),
];

/** A cursor naming `at` (PostgreSQL's microsecond form) and any id: what the lists hand out. */
export const cursorAt = (at: string) => encodeCursor({ at, id: randomUUID() });

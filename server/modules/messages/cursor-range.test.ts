import { describe, expect, it } from 'vitest';
import { createMessageCast, send } from '../../../tests/support/messages';
import { useTestApp } from '../../../tests/support/test-app';
import { encodeCursor, INVALID_CURSOR } from './page-cursor';

/**
 * docs/decisions/0036-dates-in-range.md, cursors included: a cursor whose time lies outside 1900 … 9999 is
 * 'Invalid cursor' (400). The probe found year 0000 answering 500 on all three lists: JavaScript
 * accepts year 0, PostgreSQL refuses it (docs/decisions/0036-dates-in-range.md).
 */
describe('message-list cursors outside 1900 … 9999', () => {
  const t = useTestApp();

  const lists = async () => {
    const cast = await createMessageCast(t.db);
    await send(t, cast.sender, cast.recipient, cast.game.id);
    const urls = ['/api/messages', '/api/messages/conversations', `/api/messages/conversations/${cast.game.id}/${cast.recipient.user.id}`];
    return { cast, urls };
  };

  it.each(['0000-01-01T00:00:00.000000Z', '0001-01-01T00:00:00.000000Z', '0099-12-31T23:59:59.999999Z', '1899-12-31T23:59:59.999999Z'])(
    'a cursor at %s is 400 Invalid cursor on every list',
    async (at) => {
      const { cast, urls } = await lists();
      const cursor = encodeCursor({ at, id: cast.game.id });
      for (const url of urls) {
        const res = await t.request({ method: 'GET', url: `${url}?cursor=${cursor}`, headers: cast.sender.headers });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({ url, status: 400, body: { message: INVALID_CURSOR } });
      }
    },
  );

  it.each(['1900-01-01T00:00:00.000000Z', '9999-12-31T23:59:59.999999Z'])('a cursor at %s is a page', async (at) => {
    const { cast, urls } = await lists();
    const cursor = encodeCursor({ at, id: cast.game.id });
    for (const url of urls) {
      const res = await t.request({ method: 'GET', url: `${url}?cursor=${cursor}`, headers: cast.sender.headers });
      expect({ url, status: res.statusCode }, res.body).toEqual({ url, status: 200 });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages';
import { createGame, createUser, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

describe('GET /api/messages/unread-count', () => {
  const t = useTestApp();
  const count = (headers?: { cookie: string }) => t.request({ method: 'GET', url: '/api/messages/unread-count', headers });

  it('is 401 for a visitor', async () => {
    const res = await count();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('is 0 for someone without messages', async () => {
    const me = await signInAs(t.db);
    const res = await count(me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
  });

  it('counts only unread messages addressed to me', async () => {
    const me = await signInAs(t.db);
    const friend = await createUser(t.db);
    const stranger = await createUser(t.db);
    const game = await createGame(t.db, friend.id);
    const message = (senderId: string, recipientId: string, isRead = false) => ({
      gameId: game.id,
      senderId,
      recipientId,
      content: 'hello',
      isRead,
    });
    await t.db.insert(messages).values([
      message(friend.id, me.user.id),
      message(stranger.id, me.user.id),
      message(friend.id, me.user.id, true),
      message(me.user.id, friend.id),
      message(friend.id, stranger.id),
    ]);
    expect((await count(me.headers)).json()).toEqual({ count: 2 });
  });
});

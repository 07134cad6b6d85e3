import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, createUser, signInAs } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { sendMessage } from './send-message.service';

describe('GET /api/messages/unread-count', () => {
  const t = useTestApp();
  const count = (headers?: { cookie: string }) => t.request({ method: 'GET', url: '/api/messages/unread-count', headers });

  it('is 401 for a visitor', async () => {
    await expectAnswer(count(), 401, { message: 'Unauthorized' });
  });

  it('is 0 for someone without messages', async () => {
    const me = await signInAs(t.db);
    await expectAnswer(count(me.headers), 200, { count: 0 });
  });

  it('counts only unread messages addressed to me, across people and games', async () => {
    const me = await signInAs(t.db);
    const [friend, other] = [await createUser(t.db), await createUser(t.db)];
    const [game, second] = [await createGame(t.db, friend.id), await createGame(t.db, other.id)];
    await addParticipant(t.db, game.id, me.user.id);
    await addParticipant(t.db, game.id, other.id);
    await addParticipant(t.db, second.id, me.user.id);
    const message = (gameId: string, senderId: string, recipientId: string) =>
      sendMessage(t.db, senderId, { gameId, recipientId, content: 'hello' });
    await message(game.id, friend.id, me.user.id);
    await message(second.id, other.id, me.user.id);
    await message(game.id, other.id, me.user.id);
    await message(game.id, me.user.id, friend.id);
    await message(game.id, friend.id, other.id);
    expect((await count(me.headers)).json()).toEqual({ count: 3 });
  });
});

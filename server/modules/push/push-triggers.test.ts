import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema, type PushPayload } from '@contract/push';
import { addParticipant, createGame, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { send } from '../../../tests/support/messages';
import { pushService, type TestDevice } from '../../../tests/support/push-service';
import { useTestApp } from '../../../tests/support/test-app';
import { finalizeGame } from '../game-end/finalize-game';
import { saveSubscription } from './push-settings.service';

/**
 * What a write pushes (decision 0028), end to end: the write through the API, its note after the
 * commit, the payload encrypted for each device of the person concerned, decrypted here.
 */
describe('pushes for writes', () => {
  const service = pushService();
  const t = useTestApp({ push: { ...service.options, retryDelaysMs: [5] } });
  beforeAll(() => service.listen());
  afterAll(() => service.close());

  const onDevice = async (person: SignedInUser) => {
    const device = service.device();
    await saveSubscription(t.db, person.user.id, device);
    return device;
  };
  /** Every push that reached the device so far, decrypted. */
  const pushesTo = async (device: TestDevice): Promise<PushPayload[]> => {
    await t.app.push.settled();
    return service.to(device.endpoint).map((push) => pushPayloadSchema.parse(JSON.parse(device.decrypt(push.body))));
  };

  it('a message: to the recipient, with the sender, the text, the thread and the badge; nothing to the sender', async () => {
    const ann = await signInAs(t.db, { firstName: 'Ann', lastName: 'Lee' });
    const ben = await signInAs(t.db);
    const game = await createGame(t.db, ann.user.id);
    await addParticipant(t.db, game.id, ben.user.id);
    const [annPhone, benPhone] = [await onDevice(ann), await onDevice(ben)];
    await send(t, ann, ben, game.id, 'Ready for Saturday? 🏃');
    await send(t, ann, ben, game.id, 'x'.repeat(300));

    const got = await pushesTo(benPhone);
    expect(got[0]).toEqual({
      kind: 'messages',
      title: 'Message from Ann Lee',
      body: 'Ready for Saturday? 🏃',
      url: `/messages/${game.id}/${ann.user.id}`,
      tag: `message:${game.id}:${ann.user.id}`,
      badgeCount: 1,
    });
    expect(got[1]!.body).toHaveLength(140);
    expect(got[1]!.badgeCount).toBe(2);
    expect(await pushesTo(annPhone)).toEqual([]);
  });

  it('a message to someone who turned messages off: nothing', async () => {
    const [ann, ben] = [await signInAs(t.db), await signInAs(t.db)];
    const game = await createGame(t.db, ann.user.id);
    await addParticipant(t.db, game.id, ben.user.id);
    const benPhone = await onDevice(ben);
    const res = await t.request({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: ben.headers,
      payload: { gameResults: true, invitations: true, joinRequests: true, messages: false, reminders: true },
    });
    expect(res.statusCode).toBe(200);
    await send(t, ann, ben, game.id);
    expect(await pushesTo(benPhone)).toEqual([]);
  });

  it('an invitation: to the invited person, opening the Invites screen', async () => {
    const ann = await signInAs(t.db, { firstName: 'Ann', lastName: 'Lee' });
    const ben = await signInAs(t.db);
    const game = await createGame(t.db, ann.user.id, { name: 'Cold showers' });
    const benPhone = await onDevice(ben);
    const res = await t.request({ method: 'POST', url: `/api/games/${game.id}/invite`, headers: ann.headers, payload: { username: ben.user.username } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await pushesTo(benPhone)).toEqual([
      { kind: 'invitations', title: 'New game invitation', body: 'Ann Lee invited you to Cold showers', url: '/invites', tag: `invitation:${game.id}`, badgeCount: 1 },
    ]);
  });

  it("a join request: to the game's creator and admins, not to the other players", async () => {
    const ann = await signInAs(t.db);
    const [admin, player] = [await signInAs(t.db), await signInAs(t.db)];
    const cy = await signInAs(t.db, { firstName: 'Cy', lastName: 'Ng' });
    const game = await createGame(t.db, ann.user.id, { name: 'Early runs', isPublic: true, requiresApproval: true });
    await addParticipant(t.db, game.id, admin.user.id, { isAdmin: true });
    await addParticipant(t.db, game.id, player.user.id);
    const [annPhone, adminPhone, playerPhone] = [await onDevice(ann), await onDevice(admin), await onDevice(player)];
    const res = await t.request({ method: 'POST', url: `/api/games/${game.id}/join`, headers: cy.headers });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { kind: 'joinRequests', title: 'New join request', body: 'Cy Ng asks to join Early runs', url: '/invites', tag: `join-request:${game.id}`, badgeCount: 1 };
    expect(await pushesTo(annPhone)).toEqual([expected]);
    expect(await pushesTo(adminPhone)).toEqual([expected]);
    expect(await pushesTo(playerPhone)).toEqual([]);
  });

  it("a game's end: to each player, opening the game", async () => {
    const ann = await signInAs(t.db);
    const ben = await signInAs(t.db);
    const game = await createGame(t.db, ann.user.id, { name: 'No sugar' });
    await addParticipant(t.db, game.id, ben.user.id);
    const [annPhone, benPhone] = [await onDevice(ann), await onDevice(ben)];
    await t.db.execute(sql`update games set end_time = now() - interval '1 second' where id = ${game.id}`);
    expect(await finalizeGame(t.db, game.id)).toBe(true);
    const expected = { kind: 'gameResults', title: 'Challenge Complete!', body: 'No sugar has ended. See where you placed.', url: `/games/${game.id}`, tag: `game-end:${game.id}`, badgeCount: 0 };
    expect(await pushesTo(annPhone)).toEqual([expected]);
    expect(await pushesTo(benPhone)).toEqual([expected]);
  });
});

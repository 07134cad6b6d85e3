import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema, type PushPayload } from '@contract/push';
import { addParticipant, createGame, sharePost, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useLiveServer } from '../../../tests/support/live-server';
import { pushService, type TestDevice } from '../../../tests/support/push-service';
import { pushDrafts } from '../push/push-messages';
import { saveSubscription } from '../push/push-settings.service';

/**
 * No live event or push caused by a blocked person reaches the blocker (docs/decisions/0040-trust-and-safety.md,
 * docs/decisions/0043-blocks.md), on a real listening server with a push service on loopback.
 * "Got nothing" is checked without sleeping, as in events.routes.test.ts: notes are delivered in
 * order, so once a later event for the same stream has arrived (a sentinel message from a third
 * person), an earlier one would have.
 */
const service = pushService();
// Listening before the app is built (hooks run in order) and closed after it (after-hooks in reverse).
beforeAll(() => service.listen());
afterAll(() => service.close());
const t = useLiveServer({ push: { ...service.options, retryDelaysMs: [5] } });
const { streamOf, call, eventsUntilSentinel } = t;
const db = () => t.db;

async function block(blocker: SignedInUser, blocked: SignedInUser, method: 'PUT' | 'DELETE' = 'PUT') {
  expect((await call(blocker, method, `/api/users/${blocked.user.id}/block`)).statusCode).toBe(204);
}

const onDevice = async (person: SignedInUser) => {
  const device = service.device();
  await saveSubscription(db(), person.user.id, device);
  return device;
};
const pushesTo = async (device: TestDevice): Promise<PushPayload[]> => {
  await t.app.push.settled();
  return service.to(device.endpoint).map((push) => pushPayloadSchema.parse(JSON.parse(device.decrypt(push.body))));
};

describe('nothing caused by a blocked person reaches the blocker', () => {
  it("their posts, likes and deletions in a shared game: no live event to the blocker, the others' as before", async () => {
    const [bea, bob, cy] = [await signInAs(db()), await signInAs(db()), await signInAs(db())];
    const game = await createGame(db(), cy.user.id);
    await addParticipant(db(), game.id, bea.user.id);
    await addParticipant(db(), game.id, bob.user.id);
    const cyPost = await sharePost(db(), cy.user.id, game.id);
    await block(bea, bob);
    const [beaTab, cyTab] = [await streamOf(bea), await streamOf(cy)];
    const beaFrom = beaTab.events.length;

    const bobPost = await sharePost(db(), bob.user.id, game.id);
    expect((await cyTab.next((e) => e.type === 'post' && e.postId === bobPost.id)).event).toMatchObject({ change: 'created' });
    expect((await call(bob, 'POST', `/api/posts/${cyPost.id}/upvote`)).statusCode).toBe(200);
    expect((await cyTab.next((e) => e.type === 'like' && e.postId === cyPost.id)).event).toMatchObject({ upvoteCount: 1 });
    expect((await call(bob, 'DELETE', `/api/posts/${bobPost.id}`)).statusCode).toBe(204);
    await cyTab.next((e) => e.type === 'post' && e.change === 'deleted');
    expect(await eventsUntilSentinel(beaTab, bea, beaFrom)).toEqual([]);

    // The blocker's own like and Cy's post still reach Bea; and after unblocking, Bob's again.
    const mark = beaTab.events.length;
    const cyNext = await sharePost(db(), cy.user.id, game.id);
    await beaTab.next((e) => e.type === 'post' && e.postId === cyNext.id, { from: mark });
    await block(bea, bob, 'DELETE');
    const bobNext = await sharePost(db(), bob.user.id, game.id);
    await beaTab.next((e) => e.type === 'post' && e.postId === bobNext.id, { from: mark });
  });

  it('their join request: no live event and no push to an admin who blocks them; the creator gets both', async () => {
    const [creator, admin, asker] = [await signInAs(db()), await signInAs(db()), await signInAs(db())];
    const game = await createGame(db(), creator.user.id, { isPublic: true, requiresApproval: true });
    await addParticipant(db(), game.id, admin.user.id, { isAdmin: true });
    await block(admin, asker);
    const [creatorPhone, adminPhone] = [await onDevice(creator), await onDevice(admin)];
    const [creatorTab, adminTab] = [await streamOf(creator), await streamOf(admin)];
    const adminFrom = adminTab.events.length;

    const asked = await call(asker, 'POST', `/api/games/${game.id}/join`);
    expect(asked.json()).toMatchObject({ requiresApproval: true });
    expect((await creatorTab.next((e) => e.type === 'join-request')).event).toEqual({ type: 'join-request', gameId: game.id });
    expect(await eventsUntilSentinel(adminTab, admin, adminFrom)).toEqual([]);
    expect((await pushesTo(creatorPhone)).map((p) => p.kind)).toEqual(['joinRequests']);
    // (The sentinel was a message: its push is the only one the admin got.)
    expect((await pushesTo(adminPhone)).map((p) => p.kind)).toEqual(['messages']);
  });

  it('a message or invitation that got in before the block pushes nothing once it is there', async () => {
    const [bea, bob] = [await signInAs(db()), await signInAs(db())];
    const game = await createGame(db(), bob.user.id);
    await addParticipant(db(), game.id, bea.user.id);
    const bobGame = await createGame(db(), bob.user.id);
    const sent = await call(bob, 'POST', '/api/messages', { gameId: game.id, recipientId: bea.user.id, content: 'Hi' });
    expect(sent.statusCode).toBe(201);
    expect((await call(bob, 'POST', `/api/games/${bobGame.id}/invite`, { username: bea.user.username })).statusCode).toBe(201);
    const messageNote = { kind: 'message', gameId: game.id, fromUserId: bob.user.id, toUserId: bea.user.id, messageId: sent.json<{ id: string }>().id } as const;
    const invitationNote = { kind: 'invitation', gameId: bobGame.id, userId: bea.user.id } as const;
    expect(await pushDrafts(db(), messageNote)).toHaveLength(1);
    expect(await pushDrafts(db(), invitationNote)).toHaveLength(1);
    await block(bea, bob);
    expect(await pushDrafts(db(), messageNote)).toEqual([]);
    expect(await pushDrafts(db(), invitationNote)).toEqual([]);
  });
});

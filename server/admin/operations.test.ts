import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recountPostCounters, storedPostCounters } from '../../tests/support/counter-recount';
import { addParticipant, createGame, createGameCast, createUser, sharePost, signInAs, type SignedInUser } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { games } from '../db/schema/games';
import { messages } from '../db/schema/messages';
import { comments, posts } from '../db/schema/posts';
import { reports } from '../db/schema/safety';
import { DELETED_ACCOUNT_ISSUER, sessions, userStats, users } from '../db/schema/users';
import { createComment } from '../modules/comments/comments.service';
import { hideContent } from '../modules/moderation/hidden-content';
import { suspendUser } from '../modules/moderation/suspension';
import { issueSessionToken } from '../plugins/session';
import { runAdminRequest } from './operations';

/**
 * The operations of `npm run admin` (docs/decisions/0044-admin-command.md) on the database itself,
 * PGlite and PostgreSQL: what the command and the admin socket both run.
 */
const t = useTestApp();
const admin = (op: string, ...args: string[]) => runAdminRequest(t.db, { op, args });
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('npm run admin operations', () => {
  it('grant-operator and revoke-operator set the flag, by username in any case or by user id', async () => {
    const maya = await createUser(t.db, { username: 'maya_ops' });
    expect(await admin('grant-operator', 'Maya_Ops')).toEqual({ ok: true, message: 'maya_ops is now an operator' });
    expect((await row(maya.id)).isOperator).toBe(true);
    expect(await admin('grant-operator', 'maya_ops')).toEqual({ ok: true, message: 'maya_ops is already an operator' });
    expect(await admin('revoke-operator', 'maya_ops')).toEqual({ ok: true, message: 'maya_ops is no longer an operator' });
    expect((await row(maya.id)).isOperator).toBe(false);
    expect(await admin('revoke-operator', 'maya_ops')).toEqual({ ok: true, message: 'maya_ops was not an operator' });

    // Someone who signed in through OpenID Connect may have no username: their id works.
    const oidc = await createUser(t.db, { username: null, oidcIssuer: 'https://id.example', oidcSubject: 'ops-1' });
    expect(await admin('grant-operator', oidc.id)).toEqual({ ok: true, message: `${oidc.id} is now an operator` });
    expect((await row(oidc.id)).isOperator).toBe(true);
  });

  it('refuses an unknown person, an unknown operation and the wrong number of words, changing nothing', async () => {
    expect(await admin('grant-operator', 'nobody_at_all')).toEqual({ ok: false, message: 'No user named nobody_at_all' });
    expect(await admin('unsuspend', 'nobody_at_all')).toEqual({ ok: false, message: 'No user named nobody_at_all' });
    for (const op of ['drop-database', 'constructor', '__proto__', 'toString']) {
      const answer = await admin(op, 'x');
      expect(answer.ok, op).toBe(false);
      expect(answer.message, op).toMatch(new RegExp(`^Unknown operation ${op}\\nUsage:`));
    }
    expect(await admin('grant-operator')).toEqual({ ok: false, message: 'Usage: npm run admin -- grant-operator USERNAME' });
    expect(await admin('grant-operator', 'a', 'b')).toEqual({ ok: false, message: 'Usage: npm run admin -- grant-operator USERNAME' });
  });

  it('unsuspend lifts the suspension and shows again exactly what it hid, not what a moderator hid', async () => {
    const author = await createUser(t.db, { username: 'suspended_author' });
    const game = await createGame(t.db, author.id);
    const kept = await sharePost(t.db, author.id, game.id);
    const moderated = await sharePost(t.db, author.id, game.id);
    // Through the service, so the post's comment count stays equal to a recount (the suspend test compares them).
    const comment = await createComment(t.db, author.id, { postId: kept.id, content: 'Nice' });
    await t.db.transaction((tx) => hideContent(tx, { type: 'post', id: moderated.id }, 'moderators'));
    await t.db.transaction((tx) => suspendUser(tx, author.id));
    expect((await t.db.select().from(posts).where(eq(posts.id, kept.id)))[0]!.hiddenBy).toBe('suspension');

    expect(await admin('unsuspend', 'suspended_author')).toEqual({
      ok: true,
      message: 'suspended_author is no longer suspended; what the suspension hid is shown again',
    });
    expect((await row(author.id)).suspendedAt).toBeNull();
    const after = new Map((await t.db.select().from(posts).where(eq(posts.gameId, game.id))).map((p) => [p.id, p]));
    expect(after.get(kept.id)).toMatchObject({ hiddenBy: null, hiddenAt: null, scoreWithheld: false });
    expect(after.get(moderated.id)!.hiddenBy).toBe('moderators');
    expect((await t.db.select().from(comments).where(eq(comments.id, comment.id)))[0]!.hiddenBy).toBeNull();

    expect(await admin('unsuspend', 'suspended_author')).toEqual({ ok: true, message: 'suspended_author is not suspended' });
  });

  it('suspend does what an operator suspending from a report does: sessions ended, what they wrote hidden, points withheld', async () => {
    const { game, participant, author: viaRoute } = await createGameCast(t.db);
    const viaCommand = await signInAs(t.db, { username: 'suspended_by_command' });
    await addParticipant(t.db, game.id, viaCommand.user.id);
    const operator = await signInAs(t.db, { isOperator: true });
    const call = async (who: SignedInUser, method: 'POST' | 'PUT', url: string, payload: object, status: number) => {
      const response = await t.request({ method, url, headers: who.headers, payload });
      expect(response.statusCode, response.body).toBe(status);
      return response.json() as { id: string };
    };
    // The same life for both: a liked post, a comment on someone else's post, a message, two devices.
    const theirs = await sharePost(t.db, participant.user.id, game.id);
    for (const person of [viaRoute, viaCommand]) {
      const post = await sharePost(t.db, person.user.id, game.id);
      await call(participant, 'PUT', `/api/posts/${post.id}/upvote`, { upvoted: true }, 200);
      await call(person, 'POST', '/api/comments', { postId: theirs.id, content: 'Nice' }, 201);
      await call(person, 'POST', '/api/messages', { gameId: game.id, recipientId: participant.user.id, content: 'Hi' }, 201);
      await issueSessionToken(t.db, person.user.id);
    }

    const report = await call(participant, 'POST', '/api/reports', { targetType: 'user', targetId: viaRoute.user.id, reason: 'spam' }, 201);
    await call(operator, 'POST', `/api/admin/reports/${report.id}/resolve`, { action: 'suspend' }, 200);
    // Reports waiting on the person and on what they wrote are closed by the command as by the route.
    const [commandPost] = await t.db.select({ id: posts.id }).from(posts).where(eq(posts.userId, viaCommand.user.id));
    await call(participant, 'POST', '/api/reports', { targetType: 'user', targetId: viaCommand.user.id, reason: 'spam' }, 201);
    await call(participant, 'POST', '/api/reports', { targetType: 'post', targetId: commandPost!.id, reason: 'spam' }, 201);
    expect(await admin('suspend', 'Suspended_By_Command')).toEqual({
      ok: true,
      message: 'suspended_by_command is suspended: signed out everywhere, no sign-in until unsuspend, and what they wrote is hidden',
    });

    const stateOf = async (person: SignedInUser) => {
      const id = person.user.id;
      const [stats] = await t.db.select().from(userStats).where(eq(userStats.userId, id));
      return {
        suspended: (await row(id)).suspendedAt !== null,
        sessions: (await t.db.select().from(sessions).where(eq(sessions.userId, id))).length,
        signedIn: (await t.request({ method: 'GET', url: '/api/auth/user', headers: person.headers })).statusCode,
        posts: (await t.db.select({ by: posts.hiddenBy, withheld: posts.scoreWithheld }).from(posts).where(eq(posts.userId, id))),
        comments: (await t.db.select({ by: comments.hiddenBy }).from(comments).where(eq(comments.userId, id))),
        messages: (await t.db.select({ by: messages.hiddenBy }).from(messages).where(eq(messages.senderId, id))),
        points: { accomplishments: stats!.totalAccomplishments, upvotes: stats!.totalUpvotes },
      };
    };
    const expected = {
      suspended: true,
      sessions: 0,
      signedIn: 401,
      posts: [{ by: 'suspension', withheld: true }],
      comments: [{ by: 'suspension' }],
      messages: [{ by: 'suspension' }],
      points: { accomplishments: 0, upvotes: 0 },
    };
    expect(await stateOf(viaRoute)).toEqual(expected);
    expect(await stateOf(viaCommand)).toEqual(expected);
    const left = await t.db.select({ status: reports.status }).from(reports).where(eq(reports.targetUserId, viaCommand.user.id));
    expect(left.map((r) => r.status)).toEqual(['removed', 'removed']);
    expect((await t.db.select({ open: games.openReportCount }).from(games).where(eq(games.id, game.id)))[0]!.open).toBe(0);
    // Every score counter (posts, games, groups, days) still equals a recount.
    expect(await storedPostCounters(t.db)).toEqual(await recountPostCounters(t.db));

    expect(await admin('suspend', 'suspended_by_command')).toEqual({ ok: true, message: 'suspended_by_command is already suspended' });
  });

  it('suspend refuses unknown people and the deleted-account placeholders, and says when an operator keeps the role', async () => {
    expect(await admin('suspend', 'nobody_at_all')).toEqual({ ok: false, message: 'No user named nobody_at_all' });
    const [placeholder] = await t.db.insert(users).values({ firstName: 'Deleted account', oidcIssuer: DELETED_ACCOUNT_ISSUER }).returning();
    for (const op of ['suspend', 'grant-operator', 'reset-password']) {
      expect(await admin(op, placeholder!.id), op).toEqual({ ok: false, message: `No user named ${placeholder!.id}` });
    }
    expect((await row(placeholder!.id)).suspendedAt).toBeNull();

    // The app lets an operator suspend another operator; the command does the same and says so.
    await createUser(t.db, { username: 'suspended_operator', isOperator: true });
    expect(await admin('suspend', 'suspended_operator')).toEqual({
      ok: true,
      message:
        'suspended_operator is suspended: signed out everywhere, no sign-in until unsuspend, and what they wrote is hidden (still an operator: revoke-operator takes the role)',
    });
  });
});

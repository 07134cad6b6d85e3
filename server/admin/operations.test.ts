import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGame, createUser, sharePost } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { comments, posts } from '../db/schema/posts';
import { users } from '../db/schema/users';
import { hideContent } from '../modules/moderation/hidden-content';
import { suspendUser } from '../modules/moderation/suspension';
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
    const [comment] = await t.db.insert(comments).values({ postId: kept.id, gameId: game.id, userId: author.id, content: 'Nice' }).returning();
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
    expect((await t.db.select().from(comments).where(eq(comments.id, comment!.id)))[0]!.hiddenBy).toBeNull();

    expect(await admin('unsuspend', 'suspended_author')).toEqual({ ok: true, message: 'suspended_author is not suspended' });
  });
});

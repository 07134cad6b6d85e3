import { DELETED_ACCOUNT_ISSUER } from '../../db/schema/users';
import { eq, sql } from 'drizzle-orm';
import { CONFIRM_USERNAME_MISMATCH, DELETED_ACCOUNT_NAME, PASSWORD_INCORRECT, type deleteAccountSchema } from '@contract/account-deletion';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { verifyPassword } from '../auth/password';
import { deleteGameInTransaction } from '../games/game-deletion';
import { applyMembershipStats } from '../users/membership-counters';

/**
 * DELETE /api/user (docs/decisions/0049-account-deletion.md). Everything happens in one
 * transaction, set-based over all the person's rows; what goes by itself goes by the foreign keys
 * (ON DELETE CASCADE from users) when the person's row is deleted last. Before that, every counter
 * those rows counted in someone else's figures is taken back, and their games pass on or go.
 */

export { DELETED_ACCOUNT_ISSUER };

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

/** The password, or for an OIDC account (no password here) the username typed exactly: 400 otherwise. */
export async function checkDeletionConfirmation(db: Database, userId: string, input: z.output<typeof deleteAccountSchema>): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw new HttpError(401, 'Sign in first');
  if (row.passwordHash) {
    if (!input.password || !(await verifyPassword(input.password, row.passwordHash))) throw new HttpError(400, PASSWORD_INCORRECT);
    return;
  }
  if (!row.username || input.confirm !== row.username) throw new HttpError(400, CONFIRM_USERNAME_MISMATCH);
}

export async function deleteAccount(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const me = userId;
    // The games first, then the person, in the order a post takes them (the game's row, then its
    // insert's key lock on the person): a post or like racing this either commits before these
    // locks (and is counted out below) or waits and then finds the person gone.
    await tx.execute(sql`
      select g.id from games g
      where g.creator_id = ${me}
         or g.id in (select game_id from game_participants where user_id = ${me})
         or g.id in (select game_id from posts where user_id = ${me})
      order by g.id
      for no key update`);
    const [person] = await tx.select({ id: users.id }).from(users).where(eq(users.id, me)).for('update');
    if (!person) return; // a concurrent deletion of the same account finished first

    // 1. Games they created with nobody else in them go whole (game-deletion.ts takes their counters back).
    const heirs = await sqlRows<{ game_id: string; heir: string | null }>(tx, sql`
      select g.id as game_id, (
        select gp.user_id from game_participants gp
        where gp.game_id = g.id and gp.user_id <> ${me}
        order by gp.is_admin desc, gp.created_at, gp.user_id limit 1
      ) as heir
      from games g where g.creator_id = ${me}`);
    for (const { game_id, heir } of heirs) {
      if (!heir) await deleteGameInTransaction(tx, { id: game_id, creatorId: me });
    }
    const transferred = heirs.filter((h): h is { game_id: string; heir: string } => h.heir !== null);

    // 2. Open reports that go with them (made by them, about them, on their posts or on comments
    //    of their posts) leave their game's moderators' badge (decision 0040), as forgetOpenReports does.
    await tx.execute(sql`
      update games g set open_report_count = greatest(g.open_report_count - n.open, 0)
      from (
        select game_id, count(*)::int as open from (
          select r.game_id from reports r
          where r.status = 'open' and r.game_id is not null and r.target_type in ('post', 'comment')
            and (r.reporter_id = ${me} or r.target_user_id = ${me}
                 or r.post_id in (select id from posts where user_id = ${me})
                 or r.comment_id in (select c.id from comments c join posts p on p.id = c.post_id where p.user_id = ${me}))
          for update of r
        ) as locked group by game_id
      ) as n
      where g.id = n.game_id`);

    // 3. Their posts: each game's post count; the point the creators of those games counted
    //    (post-counters.ts countPoint: creator_accomplishments, all-time and on the post's day).
    //    Their own counters go with their rows.
    await tx.execute(sql`
      update games g set post_count = greatest(g.post_count - n.posts, 0)
      from (select game_id, count(*)::int as posts from posts where user_id = ${me} group by game_id) as n
      where g.id = n.game_id`);
    await tx.execute(sql`
      update user_stats s set creator_accomplishments = greatest(s.creator_accomplishments - n.posts, 0)
      from (
        select g.creator_id, count(*)::int as posts from posts p join games g on g.id = p.game_id
        where p.user_id = ${me} and not p.score_withheld and g.creator_id <> ${me} group by g.creator_id
      ) as n
      where s.user_id = n.creator_id`);
    await tx.execute(sql`
      update user_daily_stats d set creator_accomplishments = greatest(d.creator_accomplishments - n.posts, 0)
      from (
        select g.creator_id, ${day('p.created_at')} as day, count(*)::int as posts from posts p join games g on g.id = p.game_id
        where p.user_id = ${me} and not p.score_withheld and g.creator_id <> ${me} group by 1, 2
      ) as n
      where d.user_id = n.creator_id and d.day = n.day`);

    // 4. Their likes on other people's posts: the post's count, and (unless the post's point is
    //    withheld) the author's likes in the game, in all, and on the day the like was given.
    await tx.execute(sql`
      update posts p set upvote_count = greatest(p.upvote_count - 1, 0)
      from upvotes v where v.post_id = p.id and v.user_id = ${me} and p.user_id <> ${me}`);
    const likesGiven = sql`
      select p.game_id, p.user_id as author, ${day('v.created_at')} as day from upvotes v join posts p on p.id = v.post_id
      where v.user_id = ${me} and p.user_id <> ${me} and not p.score_withheld`;
    await tx.execute(sql`
      update game_participants gp set upvotes_received = greatest(gp.upvotes_received - n.likes, 0)
      from (select game_id, author, count(*)::int as likes from (${likesGiven}) l group by 1, 2) as n
      where gp.game_id = n.game_id and gp.user_id = n.author`);
    await tx.execute(sql`
      update user_stats s set total_upvotes = greatest(s.total_upvotes - n.likes, 0)
      from (select author, count(*)::int as likes from (${likesGiven}) l group by 1) as n
      where s.user_id = n.author`);
    await tx.execute(sql`
      update user_daily_stats d set upvotes_received = greatest(d.upvotes_received - n.likes, 0)
      from (select author, day, count(*)::int as likes from (${likesGiven}) l group by 1, 2) as n
      where d.user_id = n.author and d.day = n.day`);

    // 5. Their comments on other people's posts: those posts' comment counts.
    await tx.execute(sql`
      update posts p set comment_count = greatest(p.comment_count - n.comments, 0)
      from (select post_id, count(*)::int as comments from comments where user_id = ${me} group by post_id) as n
      where p.id = n.post_id and p.user_id <> ${me}`);

    // 6. Their memberships, as membership.ts removeParticipant counts a leave: each game's size,
    //    and for the creators (other than themselves) their participants, largest game and the
    //    join day's count.
    await tx.execute(sql`
      update games g set participant_count = greatest(g.participant_count - 1, 0)
      from game_participants gp where gp.game_id = g.id and gp.user_id = ${me}`);
    const creators = await sqlRows<{ creator_id: string; games: number }>(tx, sql`
      select g.creator_id, count(*)::int as games from game_participants gp join games g on g.id = gp.game_id
      where gp.user_id = ${me} and g.creator_id <> ${me} group by g.creator_id`);
    await applyMembershipStats(
      tx,
      creators.map((c) => ({ userId: c.creator_id, creatorParticipants: -c.games, recomputeLargest: true })),
    );
    await tx.execute(sql`
      update user_daily_stats d set creator_participants = greatest(d.creator_participants - n.joined, 0)
      from (
        select g.creator_id, ${day('gp.created_at')} as day, count(*)::int as joined
        from game_participants gp join games g on g.id = gp.game_id
        where gp.user_id = ${me} and g.creator_id <> ${me} group by 1, 2
      ) as n
      where d.user_id = n.creator_id and d.day = n.day`);

    // 7. Games with someone else in them pass to their earliest admin, else the participant who
    //    joined first. The heir gets what a creator counts, from the rows that stay (not the
    //    leaving person's): the game, its participants and size, its posts, per day.
    if (transferred.length > 0) {
      for (const { game_id, heir } of transferred) {
        await tx.execute(sql`update games set creator_id = ${heir}, updated_at = now() where id = ${game_id}`);
      }
      const sizes = await sqlRows<{ id: string; creator_id: string; participant_count: number }>(tx, sql`
        select id, creator_id, participant_count from games where id in (${sql.join(transferred.map((t) => sql`${t.game_id}::uuid`), sql`, `)})`);
      await applyMembershipStats(
        tx,
        sizes.map((g) => ({ userId: g.creator_id, gamesCreated: 1, creatorParticipants: g.participant_count, largestAtLeast: g.participant_count })),
      );
      const gameIds = sql.join(transferred.map((t) => sql`${t.game_id}::uuid`), sql`, `);
      await tx.execute(sql`
        update user_stats s set creator_accomplishments = s.creator_accomplishments + n.posts
        from (
          select g.creator_id, count(*)::int as posts from posts p join games g on g.id = p.game_id
          where g.id in (${gameIds}) and p.user_id <> ${me} and not p.score_withheld group by 1
        ) as n
        where s.user_id = n.creator_id`);
      await tx.execute(sql`
        insert into user_daily_stats (user_id, day, creator_accomplishments, creator_participants)
        select creator_id, day, sum(posted)::int, sum(joined)::int from (
          select g.creator_id, ${day('p.created_at')} as day, 1 as posted, 0 as joined
          from posts p join games g on g.id = p.game_id
          where g.id in (${gameIds}) and p.user_id <> ${me} and not p.score_withheld
          union all
          select g.creator_id, ${day('gp.created_at')}, 0, 1
          from game_participants gp join games g on g.id = gp.game_id
          where g.id in (${gameIds}) and gp.user_id <> ${me} and gp.user_id <> g.creator_id
        ) as t group by 1, 2
        order by 1, 2
        on conflict (user_id, day) do update
        set creator_accomplishments = user_daily_stats.creator_accomplishments + excluded.creator_accomplishments,
            creator_participants = user_daily_stats.creator_participants + excluded.creator_participants`);
    }

    // 8. Results of finished games stay, so nobody else's position or medal changes, on a
    //    placeholder of their own that names nobody and can't sign in (decision 0049).
    const [kept] = await sqlRows<{ n: number }>(tx, sql`select count(*)::int as n from game_results where user_id = ${me}`);
    if ((kept?.n ?? 0) > 0) {
      const [placeholder] = await tx
        .insert(users)
        .values({ firstName: DELETED_ACCOUNT_NAME, oidcIssuer: DELETED_ACCOUNT_ISSUER })
        .returning({ id: users.id });
      await tx.execute(sql`update game_results set user_id = ${placeholder!.id} where user_id = ${me}`);
    }

    // 9. The person: sessions, push subscriptions, posts (with their likes and comments), comments,
    //    likes, messages both ways and both sides' conversation rows, reports, blocks, invitations,
    //    join requests, reset tokens, images (post photos and avatar), counters, memberships and
    //    notifications all go by ON DELETE CASCADE.
    await tx.delete(users).where(eq(users.id, me));
  });
}

import { sql } from 'drizzle-orm';
import type { PushKind } from '@contract/push';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { blocks } from '../blocks/block-rules';
import type { EventNote } from '../events/event-notes';


/** Longer texts are cut: a notification shows two or three lines. */
const clip = (text: string, max = 140) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * The number on the installed app's icon (decision 0028): my unread messages plus what waits for my
 * answer on the Invites screen (docs/product.md: pending invitations plus pending requests of games I manage).
 */
export async function badgeCount(db: Database, userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(db, sql`
    select (
      (select coalesce(sum(c.unread_count), 0) from conversations c where c.user_id = ${userId} and c.unread_count > 0)
      + (select count(*) from invitations i where i.invited_user_id = ${userId} and i.status = 'pending')
      + (select count(*) from join_requests r where r.status = 'pending' and r.game_id in (
          select g.id from games g where g.creator_id = ${userId}
          union select p.game_id from game_participants p where p.user_id = ${userId} and p.is_admin))
    )::int as n`);
  return row?.n ?? 0;
}

/** A push before its badge number (asked for only when the person has a device to send it to). */
export interface PushDraft {
  userId: string;
  kind: PushKind;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/**
 * What each kind of write pushes (a game's end, an invitation, a join request, a message; decision 0028).
 * Nothing goes to someone who blocks the person who caused it (docs/decisions/0043-blocks.md): the
 * writes refuse messages and invitations across a block already, the lookups leave them out too
 * (a write that raced the block), and a join request's managers are filtered one by one.
 */
export async function pushDrafts(db: Database, note: EventNote): Promise<PushDraft[]> {
  switch (note.kind) {
    case 'message': {
      const rows = await sqlRows<{ sender: string; content: string }>(db, sql`
        select api_display_name(u) as sender, m.content from messages m join users u on u.id = m.sender_id
        where m.id = ${note.messageId} and not ${blocks(sql`m.recipient_id`, sql`m.sender_id`)}`);
      return rows.map(({ sender, content }) => ({
        userId: note.toUserId,
        kind: 'messages',
        title: `Message from ${sender}`,
        body: clip(content),
        url: `/messages/${note.gameId}/${note.fromUserId}`,
        tag: `message:${note.gameId}:${note.fromUserId}`,
      }));
    }
    case 'invitation': {
      const rows = await sqlRows<{ inviter: string; game: string }>(db, sql`
        select api_display_name(u) as inviter, g.name as game from invitations i
        join games g on g.id = i.game_id join users u on u.id = i.invited_by_id
        where i.game_id = ${note.gameId} and i.invited_user_id = ${note.userId} and i.status = 'pending'
          and not ${blocks(sql`i.invited_user_id`, sql`i.invited_by_id`)}
        order by i.created_at desc limit 1`);
      return rows.map(({ inviter, game }) => ({
        userId: note.userId,
        kind: 'invitations',
        title: 'New game invitation',
        body: `${inviter} invited you to ${game}`,
        url: '/invites',
        tag: `invitation:${note.gameId}`,
      }));
    }
    case 'join-request': {
      // The creator and the admins  who don't block the asker, about their request.
      const rows = await sqlRows<{ user_id: string; asker: string; game: string }>(db, sql`
        with latest as (
          select r.user_id, r.game_id from join_requests r
          where r.game_id = ${note.gameId} and r.user_id = ${note.userId} and r.status = 'pending'
        )
        select m.id as user_id, api_display_name(u) as asker, g.name as game
        from latest join games g on g.id = latest.game_id join users u on u.id = latest.user_id
        cross join lateral (
          select g.creator_id as id union select p.user_id from game_participants p where p.game_id = g.id and p.is_admin
        ) m
        where not ${blocks(sql`m.id`, sql`latest.user_id`)}`);
      return rows.map(({ user_id, asker, game }) => ({
        userId: user_id,
        kind: 'joinRequests',
        title: 'New join request',
        body: `${asker} asks to join ${game}`,
        url: '/invites',
        tag: `join-request:${note.gameId}`,
      }));
    }
    case 'game-end': {
      const rows = await sqlRows<{ user_id: string; game: string }>(db, sql`
        select n.user_id, g.name as game from notifications n join games g on g.id = n.game_id
        where n.game_id = ${note.gameId} and n.type <> 'game_ending'`);
      return rows.map(({ user_id, game }) => ({
        userId: user_id,
        kind: 'gameResults',
        title: 'Challenge Complete!',
        body: `${game} has ended. See where you placed.`,
        url: `/games/${note.gameId}`,
        tag: `game-end:${note.gameId}`,
      }));
    }
    case 'game-ending': {
      // The reminder a day before the end (game-end/remind-game.ts), to each person reminded.
      const rows = await sqlRows<{ user_id: string; game: string }>(db, sql`
        select n.user_id, g.name as game from notifications n join games g on g.id = n.game_id
        where n.game_id = ${note.gameId} and n.type = 'game_ending'`);
      return rows.map(({ user_id, game }) => ({
        userId: user_id,
        kind: 'reminders',
        title: `${game} ends tomorrow`,
        body: 'Share an accomplishment before it ends.',
        url: `/games/${note.gameId}`,
        tag: `game-ending:${note.gameId}`,
      }));
    }
    default:
      // Posts, likes and unread counts are live updates for open screens, not worth a push.
      return [];
  }
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { publishEvent } from '../events/event-notes';

/** About a day before the end (docs/decisions/0063-keep-playing.md). */
export const REMIND_BEFORE_END = '24 hours';

/**
 * The reminder before a game ends (docs/decisions/0063-keep-playing.md), exactly once per game and
 * person whichever instance's job gets there first, as finalize-game.ts does: the conditional
 * UPDATE of games.reminded_at is the guard (a second attempt waits on the row lock, then finds it
 * set), and the unique (user, game, type) key of notifications would refuse a second reminder to
 * the same person even so. Each participant who has not posted in the game during the last
 * 24 hours gets one `game_ending` notification; then, committed, the 'game-ending' note brings it
 * to their open apps and this instance pushes it (push-messages.ts, kind 'reminders').
 *
 * Only while the game runs and ends within the next day, and only for games longer than a day
 * (a shorter game would remind everyone at its start). Returns how many people were reminded.
 */
export async function remindGame(db: Database, gameId: string, now?: Date): Promise<number> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const reminded = await db.transaction(async (tx) => {
    const claimed = await sqlRows<{ id: string }>(tx, sql`
        update games set reminded_at = ${at}
        where id = ${gameId} and reminded_at is null and finalized_at is null
          and end_time > ${at} and end_time <= ${at} + interval '${sql.raw(REMIND_BEFORE_END)}'
          and end_time - start_time > interval '${sql.raw(REMIND_BEFORE_END)}'
        returning id`);
    if (claimed.length === 0) return 0;
    const inserted = await sqlRows<{ id: string }>(tx, sql`
        insert into notifications (user_id, game_id, type)
        select p.user_id, p.game_id, 'game_ending'::notification_type
        from game_participants p
        where p.game_id = ${gameId} and not exists (
          select 1 from posts s where s.game_id = p.game_id and s.user_id = p.user_id
            and s.created_at > ${at} - interval '${sql.raw(REMIND_BEFORE_END)}'
        )
        on conflict (user_id, game_id, type) do nothing
        returning id`);
    return inserted.length;
  });
  if (reminded > 0) await publishEvent(db, { kind: 'game-ending', gameId });
  return reminded;
}

/** Running games that end within a day and have not had their reminders, soonest end first (games_unreminded_end_idx). */
export async function gamesToRemind(db: Database, limit: number, now?: Date): Promise<string[]> {
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  const rows = await sqlRows<{ id: string }>(db, sql`
      select id from games
      where reminded_at is null and finalized_at is null
        and end_time > ${at} and end_time <= ${at} + interval '${sql.raw(REMIND_BEFORE_END)}'
        and end_time - start_time > interval '${sql.raw(REMIND_BEFORE_END)}'
      order by end_time limit ${limit}`);
  return rows.map((r) => r.id);
}

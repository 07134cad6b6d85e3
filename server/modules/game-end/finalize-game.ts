import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { MEDAL_POINTS } from '@contract/results';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { publishEvent } from '../events/event-notes';

/**
 * Finalises one ended game (docs/architecture.md §6 "Game end"), exactly once, whichever instance, timer or read
 * gets there first: the conditional UPDATE is the guard. A second attempt at the same time waits
 * on the game's row lock, then finds `finalized_at` set and writes nothing. A post being shared in
 * the game holds the row locked (posts/created-at.ts), so the scores read here are complete: posts
 * that commit before this transaction are counted, later ones are refused.
 *
 * In the same transaction:
 * - a result row for each participant. `position` is 1 + the number with a strictly higher score.
 *   The three highest distinct positive scores get gold, silver and bronze (ties share; 0 never wins
 *   a medal). Everyone tied on the most likes received, if above 0, also gets the popular vote.
 * - the medals added to each person's stats.
 * - one notification each: `game_won` for gold, `game_completed` for everyone else.
 *
 * Returns whether this call finalised the game. The clock is the database's, the one the reads
 * judge "ended" by (two clocks could disagree for a moment); the job's tests inject their own.
 */
export async function finalizeGame(db: Database, gameId: string, now?: Date): Promise<boolean> {
  const at = now ?? sql<Date>`now()`;
  const finalized = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(games)
      .set({ finalizedAt: at })
      .where(and(eq(games.id, gameId), isNull(games.finalizedAt), lte(games.endTime, at)))
      .returning({ id: games.id });
    if (claimed.length === 0) return false;

    await tx.execute(sql`
      insert into game_results (game_id, user_id, position, score, medal_type, popular_vote, upvotes_received)
      select p.game_id, p.user_id,
        rank() over (order by p.score desc),
        p.score,
        case when p.score > 0 then (array['gold', 'silver', 'bronze'])[dense_rank() over (order by p.score desc)]::medal_type end,
        p.upvotes_received > 0 and p.upvotes_received = max(p.upvotes_received) over (),
        p.upvotes_received
      from game_participants p where p.game_id = ${gameId}`);

    const medal = (type: string) => sql.raw(`(r.medal_type is not distinct from '${type}')::int`);
    await tx.execute(sql`
      insert into user_stats (user_id, games_completed, gold_medals, silver_medals, bronze_medals, popular_vote_medals, medal_score)
      select r.user_id, 1, ${medal('gold')}, ${medal('silver')}, ${medal('bronze')}, r.popular_vote::int,
        ${MEDAL_POINTS.gold} * ${medal('gold')} + ${MEDAL_POINTS.silver} * ${medal('silver')}
          + ${MEDAL_POINTS.bronze} * ${medal('bronze')} + ${MEDAL_POINTS.popularVote} * r.popular_vote::int
      from game_results r where r.game_id = ${gameId}
      on conflict (user_id) do update set
        games_completed = user_stats.games_completed + 1,
        gold_medals = user_stats.gold_medals + excluded.gold_medals,
        silver_medals = user_stats.silver_medals + excluded.silver_medals,
        bronze_medals = user_stats.bronze_medals + excluded.bronze_medals,
        popular_vote_medals = user_stats.popular_vote_medals + excluded.popular_vote_medals,
        medal_score = user_stats.medal_score + excluded.medal_score`);

    await tx.execute(sql`
      insert into notifications (user_id, game_id, type)
      select r.user_id, r.game_id,
        case when r.medal_type = 'gold' then 'game_won' else 'game_completed' end::notification_type
      from game_results r where r.game_id = ${gameId}
      on conflict (user_id, game_id, type) do nothing`);
    return true;
  });
  // Committed: each participant's stream gets their notification (the celebration dialog, decision 0026).
  if (finalized) await publishEvent(db, { kind: 'game-end', gameId });
  return finalized;
}

/**
 * Ended games nobody has finalised yet, oldest end first, through games_unfinalized_end_idx (a
 * partial index: finalised games, the vast majority, are not in it).
 */
export async function endedUnfinalizedGames(db: Database, limit: number, now?: Date): Promise<string[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(isNull(games.finalizedAt), lte(games.endTime, now ?? sql<Date>`now()`)))
    .orderBy(games.endTime)
    .limit(limit);
  return rows.map((r) => r.id);
}

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { addParticipant, createGame, createUser, sharePost } from '../../../tests/support/factories';
import { captureStatements, explainAll } from '../../../tests/support/statements';
import { useTestApp } from '../../../tests/support/test-app';
import { listActivity } from '../activity/activity.service';
import { getGame } from './games.service';
import { listMyGames } from './my-games.service';
import { searchUsersQuery } from '../users/user-search.service';
import { activePublicGamesQuery, searchPublicGamesQuery, upcomingPublicGamesQuery } from './discover.service';

/**
 * Discover, game search and user search must use their indexes (issue 3 "Performance"). With a
 * realistic shape of data (thousands of finished games, a few live ones, thousands of users) and
 * fresh statistics, the planner's own choice is asserted, on PGlite and on PostgreSQL.
 * docs/decisions/0004-games-listing-and-search.md shows the plans.
 */

function plan(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  return explainAll(db, [{ text, params }]);
}

describe('query plans', () => {
  const t = useTestApp();
  let me: string;

  beforeAll(async () => {
    if (!t.database) return;
    me = (await createUser(t.db)).id;
    const creator = (await createUser(t.db)).id;
    // 10,000 finished public games and 1,000 private ones, then a handful of live public games.
    await t.db.execute(sql`
      insert into games (name, description, start_time, end_time, is_public, creator_id, invite_code, participant_count)
      select 'Finished challenge ' || i, 'A month of cold showers, round ' || i,
             now() - interval '90 days', now() - interval '60 days', i > 1000, ${creator},
             'F' || lpad(to_hex(i), 5, '0'), i % 97
      from generate_series(1, 11000) as i`);
    await t.db.execute(sql`
      insert into games (name, description, start_time, end_time, is_public, creator_id, invite_code, participant_count)
      select 'Live kayak challenge ' || i, 'Paddle every day',
             case when i % 2 = 0 then now() - interval '1 day' else now() + interval '3 days' end,
             now() + interval '20 days', true, ${creator}, 'L' || lpad(to_hex(i), 5, '0'), i
      from generate_series(1, 20) as i`);
    await t.db.execute(sql`
      insert into users (username, first_name, last_name, email)
      select 'member_' || i, 'First' || i, 'Last' || i, 'member' || i || '@example.com'
      from generate_series(1, 20000) as i`);
    await t.db.execute(sql`analyze games`);
    await t.db.execute(sql`analyze users`);
  });

  it('Discover "Active Games" reads only games not yet over (games_public_end_idx), never all finished ones', async () => {
    const now = new Date();
    const text = await plan(t.db, activePublicGamesQuery(t.db, me, now, 50));
    expect(text).toContain('games_public_end_idx');
    const rows = await activePublicGamesQuery(t.db, me, now, 50);
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.game.participantCount)).toEqual([20, 18, 16, 14, 12, 10, 8, 6, 4, 2]);
  });

  it('Discover "Coming Soon" walks games_public_start_idx in order', async () => {
    const text = await plan(t.db, upcomingPublicGamesQuery(t.db, me, new Date(), 50));
    expect(text).toContain('games_public_start_idx');
  });

  it('game search uses the trigram indexes on name and description', async () => {
    const text = await plan(t.db, searchPublicGamesQuery(t.db, me, 'kayak', new Date()));
    expect(text).toContain('games_public_name_trgm_idx');
    expect(text).toContain('games_public_description_trgm_idx');
    expect(text).not.toMatch(/Seq Scan on games/);
    expect(await searchPublicGamesQuery(t.db, me, 'KAYAK', new Date())).toHaveLength(20);
  });

  it('user search uses the prefix indexes, not a scan of every user', async () => {
    const text = await plan(t.db, searchUsersQuery(t.db, me, 'member_1234'));
    expect(text).not.toMatch(/Seq Scan on users/);
    for (const index of ['users_username_pattern_idx', 'users_first_name_lower_idx', 'users_last_name_lower_idx', 'users_email_lower_idx']) {
      expect(text).toContain(index);
    }
  });

  // Thousands of games and users here, a handful of posts (those may be scanned).
  it('My Games, the game page and Recent Activity reach games and users by key, never by scanning them', async () => {
    const player = (await createUser(t.db)).id;
    const gameIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const game = await createGame(t.db, me);
      gameIds.push(game.id);
      await addParticipant(t.db, game.id, player);
      await sharePost(t.db, player, game.id);
      // Popular games: a few hundred players each, which a plain join answered by hashing every user.
      await t.db.execute(sql`
        insert into game_participants (game_id, user_id)
        select ${game.id}, id from users where id not in (${me}, ${player}) order by username offset ${i * 400} limit 400`);
    }
    await t.db.execute(sql`analyze`);
    const { statements } = await captureStatements(t.db, async () => {
      await listMyGames(t.db, me);
      await getGame(t.db, gameIds[0]!, me);
      await listActivity(t.db, me, 10);
    });
    const text = await explainAll(t.db, statements);
    expect(text).not.toMatch(/Seq Scan on (games|users)\b/);
  });
});

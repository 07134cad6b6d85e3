import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { addParticipant, createGame, createUser, sharePost } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { listActivity } from '../activity/activity.service';
import { publicUsersQuery } from '../users/public-users';
import { listMyGames } from './my-games.service';
import { searchUsersQuery } from '../users/user-search.service';
import { activePublicGamesQuery, searchPublicGamesQuery, upcomingPublicGamesQuery } from './discover.service';

/**
 * Discover, game search and user search must use their indexes (issue 3 "Performance"). With a
 * realistic shape of data (thousands of finished games, a few live ones, thousands of users) and
 * fresh statistics, the planner's own choice is asserted, on PGlite and on PostgreSQL.
 * docs/decisions/0004-games-listing-and-search.md shows the plans.
 */

type RawClient = { query: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** The plans of every statement `run` sends (both drivers call client.query), joined. */
async function plansOf(db: Database, run: () => Promise<unknown>): Promise<string> {
  const client = (db as unknown as { $client: RawClient }).$client;
  const original = client.query;
  const statements: { text: string; params: unknown[] }[] = [];
  client.query = function captured(this: unknown, ...args: Parameters<RawClient['query']>) {
    // PGlite is called with (text, params, options), node-postgres with ({ text, … }, params).
    const [first, params] = args as unknown as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const text = typeof first === 'string' ? first : first.text;
    statements.push({ text, params: params ?? (typeof first === 'string' ? [] : (first.values ?? [])) });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  const plans: string[] = [];
  for (const { text, params } of statements) {
    const { rows } = await original.call(client, `explain ${text}`, params);
    plans.push(rows.map((row) => String(row['QUERY PLAN'])).join('\n'));
  }
  return plans.join('\n');
}

async function plan(db: Database, query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain ${text}`, params);
  return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
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

  it("participants' users are primary-key lookups, not a hash of every user", async () => {
    const result = (await t.db.execute(sql`select id from users order by username limit 50`)) as unknown as { rows: { id: string }[] };
    const text = await plan(t.db, publicUsersQuery(t.db, result.rows.map((row) => row.id)));
    expect(text).not.toMatch(/Seq Scan on users/);
    expect(text).toContain('users_pkey');
  });

  // Thousands of games and users here, a handful of posts (those may be scanned).
  it('My Games and Recent Activity reach games and users by key, never by scanning them', async () => {
    const player = (await createUser(t.db)).id;
    for (let i = 0; i < 3; i += 1) {
      const game = await createGame(t.db, me);
      await addParticipant(t.db, game.id, player);
      await sharePost(t.db, player, game.id);
      // Popular games: a few hundred players each, which a plain join answered by hashing every user.
      await t.db.execute(sql`
        insert into game_participants (game_id, user_id)
        select ${game.id}, id from users where id not in (${me}, ${player}) order by username offset ${i * 400} limit 400`);
    }
    await t.db.execute(sql`analyze`);
    const text = await plansOf(t.db, async () => {
      await listMyGames(t.db, me);
      await listActivity(t.db, me, 10);
    });
    expect(text).not.toMatch(/Seq Scan on (games|users)\b/);
  });
});

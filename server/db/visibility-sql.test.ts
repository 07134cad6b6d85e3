import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planOfRead } from '../../tests/support/document-reads';
import { addParticipant, createGame, sharePost, signInAs, type SignedInUser } from '../../tests/support/factories';
import { send } from '../../tests/support/messages';
import { useTestApp } from '../../tests/support/test-app';
import { createComment } from '../modules/comments/comments.service';
import { rowsOf } from '../modules/messages/rows';
import { REMOVED_TEXT_SQL } from './visibility-sql';

/**
 * Every read that leaves out what people I block wrote stays one statement, and its block check is
 * a probe of user_blocks_pkey, never a scan of the table (docs/decisions/0042-hidden-and-blocked-in-reads.md).
 * Thousands of people blocking each other around, fresh statistics: the planner's own choice is
 * what is asserted, on PGlite and on PostgreSQL.
 */
describe('the block lookups of the reads', () => {
  const t = useTestApp();
  let me: SignedInUser;
  let friend: SignedInUser;
  let gameId: string;

  beforeAll(async () => {
    if (!t.database) return;
    [me, friend] = [await signInAs(t.db, { username: 'plan_me' }), await signInAs(t.db)];
    const blocked = await signInAs(t.db);
    const game = await createGame(t.db, friend.user.id);
    gameId = game.id;
    for (const who of [me, blocked]) await addParticipant(t.db, game.id, who.user.id);
    const post = await sharePost(t.db, friend.user.id, game.id);
    await createComment(t.db, me.user.id, { content: 'Nice', postId: post.id });
    await sharePost(t.db, blocked.user.id, game.id);
    await send(t, friend, me, game.id);
    await send(t, blocked, me, game.id);
    await t.db.execute(sql`
      with people as (insert into users (username) select 'plan_user_' || i from generate_series(1, 3000) as i returning id),
      numbered as (select id, row_number() over (order by id) as n from people)
      insert into user_blocks (blocker_id, blocked_id)
      select a.id, b.id from numbered a join numbered b on b.n in (1 + a.n % 3000, 1 + (a.n * 7) % 3000) where a.id <> b.id
      on conflict do nothing`);
    await t.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${me.user.id}, ${blocked.user.id})`);
    await t.db.execute(sql`analyze`);
  });

  const planOf = async (url: string) => (await planOfRead(t, url, me)).plan;

  it.each([
    ['the game page', () => `/api/posts?gameId=${gameId}`],
    ['Recent Activity', () => '/api/activity'],
    ['my messages', () => '/api/messages'],
    ['my conversations', () => '/api/messages/conversations'],
    ['a thread', () => `/api/messages/conversations/${gameId}/${friend.user.id}`],
    ['the unread badge', () => '/api/messages/unread-count'],
    ['user search', () => '/api/users/search?q=plan_'],
  ])('%s probes user_blocks by its whole key', async (_name, url) => {
    const lines = (await planOf(url())).split('\n');
    const lookups = lines.flatMap((line, i) => (line.includes(' on user_blocks ') ? [[line.trim().replace(/^->\s+/, ''), lines[i + 1]!.trim()]] : []));
    expect(lookups.length).toBeGreaterThan(0);
    for (const [scan, condition] of lookups) {
      // The primary key (blocker_id, blocked_id) or its mirror user_blocks_blocked_idx (blocked_id,
      // blocker_id): with both columns given, either is one probe; the planner takes the latter
      // as an index-only scan. Never a scan or a hash of the table.
      expect(scan).toMatch(/^Index (Only )?Scan using user_blocks_(pkey|blocked_idx) on user_blocks /);
      expect(condition).toMatch(/^Index Cond: /);
      expect(condition).toContain('blocker_id');
      expect(condition).toContain('blocked_id');
    }
  });

  it('the unread badge still reads only conversations with something unread', async () => {
    expect(await planOf('/api/messages/unread-count')).toContain('conversations_unread_idx');
  });

  it('the removed words are one SQL literal, the contract\'s', async () => {
    const [row] = rowsOf<{ text: string }>(await t.db.execute(sql.raw(`select ${REMOVED_TEXT_SQL} as text`)));
    expect(row!.text).toBe('[Removed by moderators]');
  });
});

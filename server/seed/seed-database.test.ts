import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '@contract/activity';
import type { MyGame } from '@contract/games';
import type { InvitationsResponse } from '@contract/invitations';
import type { PostsPage } from '@contract/posts';
import { recountMembershipCounters, recountPostCounters, storedPostCounters } from '../../tests/support/counter-recount';
import { conversationsAndRecount } from '../../tests/support/messages';
import { useTestApp } from '../../tests/support/test-app';
import { userStats } from '../db/schema/users';
import { seedDatabase, type SeedResult } from './seed-database';
import { SEED_SIZES } from './seed-sizes';

const t = useTestApp();
const size = SEED_SIZES.test;

describe('seeded community', () => {
  let result: SeedResult;
  let cookie: string;
  const rowsOf = async <T>(query: SQL) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
  const get = <T>(url: string) =>
    t.request({ method: 'GET', url, headers: { cookie } }).then((response) => {
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as T;
    });

  beforeAll(async () => {
    result = await seedDatabase(t.db, size);
    const signIn = await t.request({ method: 'POST', url: '/api/auth/signin', payload: result.signIn });
    expect(signIn.statusCode, signIn.body).toBe(200);
    cookie = `sid=${signIn.cookies.find((c) => c.name === 'sid')!.value}`;
  });

  it('has the size asked for', () => {
    expect(result.counts).toMatchObject({ users: size.users, games: size.games, posts: size.posts, comments: size.comments });
    expect(result.counts.likes).toBeGreaterThan(size.likes * 0.9);
    expect(result.counts.photos).toBeGreaterThanOrEqual(size.photos);
    expect(result.signIn).toEqual({ username: 'maya', password: 'demo-password' });
  });

  it('keeps every counter exactly equal to a full recount', async () => {
    expect(await storedPostCounters(t.db)).toEqual(await recountPostCounters(t.db));
    const { gameRows, statRows } = await recountMembershipCounters(t.db);
    expect(gameRows).toHaveLength(size.games);
    for (const row of gameRows) expect(row.stored).toBe(row.counted);
    expect(statRows).toHaveLength(size.users);
    for (const row of statRows) {
      expect(row.games_joined).toBe(row.joined);
      expect(row.games_created).toBe(row.created);
      expect(row.creator_participants).toBe(row.participants);
      expect(row.creator_largest_game).toBe(row.largest);
    }
    // No game is finalised yet (the job does that), so no medal and no completed game is counted.
    const medals = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userStats)
      .where(sql`gold_medals + silver_medals + bronze_medals + popular_vote_medals + medal_score + games_completed > 0`);
    expect(medals[0]!.n).toBe(0);
    // The conversations the seeded messages make, as the send path would have kept them.
    const conversations = await conversationsAndRecount(t.db);
    expect(conversations.kept.length).toBeGreaterThan(0);
    expect(conversations.kept).toEqual(conversations.recount);
  });

  it('follows the rules the API enforces', async () => {
    const [broken] = await rowsOf<Record<string, number>>(sql`select
      (select count(*)::int from posts p join games g on g.id = p.game_id
        where p.created_at < g.start_time or p.created_at >= g.end_time or p.created_at > now()) as posts_outside_window,
      (select count(*)::int from posts p where not exists
        (select 1 from game_participants m where m.game_id = p.game_id and m.user_id = p.user_id)) as posts_by_outsiders,
      (select count(*)::int from upvotes l join posts p on p.id = l.post_id where l.user_id = p.user_id) as own_likes,
      (select count(*)::int from upvotes l join posts p on p.id = l.post_id where not exists
        (select 1 from game_participants m where m.game_id = p.game_id and m.user_id = l.user_id)) as likes_by_outsiders,
      (select count(*)::int from comments c join posts p on p.id = c.post_id where c.game_id <> p.game_id or not exists
        (select 1 from game_participants m where m.game_id = c.game_id and m.user_id = c.user_id)) as stray_comments,
      (select count(*)::int from invitations i where exists
        (select 1 from game_participants m where m.game_id = i.game_id and m.user_id = i.invited_user_id)) as members_invited,
      (select count(*)::int from join_requests r where exists
        (select 1 from game_participants m where m.game_id = r.game_id and m.user_id = r.user_id)) as members_requesting,
      (select count(*)::int from games g where not exists
        (select 1 from game_participants m where m.game_id = g.id and m.user_id = g.creator_id)) as creators_missing`);
    expect(broken).toEqual({
      posts_outside_window: 0,
      posts_by_outsiders: 0,
      own_likes: 0,
      likes_by_outsiders: 0,
      stray_comments: 0,
      members_invited: 0,
      members_requesting: 0,
      creators_missing: 0,
    });
    const [statuses] = await rowsOf<Record<string, number>>(sql`select
      count(*) filter (where start_time > now())::int as upcoming,
      count(*) filter (where start_time <= now() and end_time > now())::int as active,
      count(*) filter (where end_time <= now())::int as completed,
      count(*) filter (where not is_public)::int as private,
      count(*) filter (where requires_approval)::int as approval
      from games`);
    for (const count of Object.values(statuses!)) expect(count).toBeGreaterThan(0);
  });

  it('shows the demo person a lively app through the real API', async () => {
    const myGames = await get<MyGame[]>('/api/games');
    const statuses = new Set(myGames.map((g) => g.status));
    expect([...statuses].sort()).toEqual(['active', 'completed', 'upcoming']);

    const activity = await get<ActivityItem[]>('/api/activity?limit=10');
    const share = activity.find((item) => item.isMultiGame);
    expect(share?.games).toHaveLength(2);
    expect(share?.image).toMatch(/^\/api\/images\//);
    const photo = await t.request({ method: 'GET', url: share!.image!, headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');

    const active = myGames.find((g) => g.status === 'active' && g._count.posts > 20)!;
    const page = await get<PostsPage>(`/api/posts?gameId=${active.id}&page=1&limit=20`);
    expect(page.posts).toHaveLength(20);
    expect(page.hasMore).toBe(true);
    expect(page.posts.some((p) => p._count.upvotes > 0)).toBe(true);

    const invites = await get<InvitationsResponse>('/api/invitations');
    expect(invites.invitations.length).toBeGreaterThan(0);
    expect(invites.pendingRequests.length).toBeGreaterThan(0);

    const me = await get<{ profileImageUrl: string | null }>('/api/auth/user');
    expect(me.profileImageUrl).toMatch(/^data:image\/webp;base64,/);
  });

  it('refuses a database that already has people in it', async () => {
    await expect(seedDatabase(t.db, size)).rejects.toThrow(/empty database/);
  });
});

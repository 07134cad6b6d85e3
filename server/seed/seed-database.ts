import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { gameParticipants, games, invitations, joinRequests } from '../db/schema/games';
import { messages } from '../db/schema/messages';
import { comments, images, posts, upvotes } from '../db/schema/posts';
import { users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/password';
import { bulkInsert } from './bulk-insert';
import { planGames } from './plan-games';
import { planPeople } from './plan-people';
import { planPosts, planReactions } from './plan-posts';
import { planRequests } from './plan-requests';
import { setSeededCounters } from './seed-counters';
import { drawAvatar, drawPhoto, type SeedPhoto } from './seed-images';
import { seededRandom } from './seeded-random';
import { SEED_PASSWORD, type SeedSize } from './seed-sizes';

/** Distinct avatar pictures for the crowd (the demo's own people each get their own). */
const AVATAR_VARIANTS = 64;
/** Photos are drawn this many at a time (sharp works on libuv's thread pool). */
const DRAW_CONCURRENCY = 8;

export interface SeedResult {
  counts: { users: number; games: number; participants: number; posts: number; photos: number; likes: number; comments: number; invitations: number; joinRequests: number; messages: number };
  /** Who to sign in as: person 0, with the password everyone shares. */
  signIn: { username: string; password: string };
  /** Seconds per phase, for the benchmark's report. */
  timings: Record<string, number>;
}

async function drawAll<T>(count: number, draw: () => Promise<T>): Promise<T[]> {
  const drawn: T[] = [];
  for (let start = 0; start < count; start += DRAW_CONCURRENCY) {
    const batch = Math.min(DRAW_CONCURRENCY, count - start);
    drawn.push(...(await Promise.all(Array.from({ length: batch }, draw))));
  }
  return drawn;
}

/**
 * Fills an EMPTY database with a believable community of `size`, relative to `now`: people with
 * names, bios and avatars; active, upcoming and completed games (public and private, some with
 * approval) with participants and admins; posts (some with photos, some shared into two games),
 * likes, comments, pending invitations and join requests, messages. Rows go in bulk; the counters
 * are set at the end from aggregates (seed-counters.ts), so they equal a full recount. Ended games
 * are left for the finalisation job, exactly as if the server had been down when they ended.
 */
export async function seedDatabase(
  db: Database,
  size: SeedSize,
  options: { now?: Date; log?: (line: string) => void } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => undefined);
  const timings: Record<string, number> = {};
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const seconds = (performance.now() - phaseStart) / 1000;
    timings[name] = seconds;
    log(`  ${name}: ${seconds.toFixed(1)} s`);
    phaseStart = performance.now();
  };

  const existing = await db.execute(sql`select exists (select 1 from users) as taken`);
  if ((existing as unknown as { rows: { taken: boolean }[] }).rows[0]?.taken) {
    throw new Error('seedDatabase needs an empty database: this one already has users');
  }

  const rng = seededRandom(size.seed);
  const people = planPeople(rng, size.users, size.avatarShare, now);
  const gamePlans = planGames(rng, size.games, people.length, now);
  const postPlans = planPosts(rng, gamePlans, size, now);
  const reactions = planReactions(rng, gamePlans, postPlans, size, now);
  const requests = planRequests(rng, gamePlans, size, now);
  phase('plan');

  const avatars = await drawAll(Math.min(people.filter((p) => p.hasAvatar).length, AVATAR_VARIANTS), () => drawAvatar(rng));
  const photoCount = postPlans.reduce((most, post) => Math.max(most, (post.photo ?? -1) + 1), 0);
  const photos: SeedPhoto[] = await drawAll(photoCount, () => drawPhoto(rng));
  const passwordHash = await hashPassword(SEED_PASSWORD);
  phase('draw pictures');

  let avatarTurn = 0;
  await bulkInsert(
    db,
    users,
    people.map((p) => ({
      id: p.id,
      username: p.username,
      passwordHash: passwordHash,
      email: `${p.username}@example.com`,
      firstName: p.firstName,
      lastName: p.lastName,
      profileImageUrl: p.hasAvatar && avatars.length > 0 ? avatars[avatarTurn++ % avatars.length] : null,
      bio: p.bio || null,
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    })),
  );
  const person = (index: number) => people[index]!.id;
  const game = (index: number) => gamePlans[index]!.id;

  await bulkInsert(
    db,
    games,
    gamePlans.map((g) => ({
      id: g.id,
      name: g.name,
      description: g.description,
      startTime: g.startTime,
      endTime: g.endTime,
      isPublic: g.isPublic,
      requiresApproval: g.requiresApproval,
      creatorId: person(g.creator),
      inviteCode: g.inviteCode,
      createdAt: g.createdAt,
      updatedAt: g.createdAt,
    })),
  );
  await bulkInsert(
    db,
    gameParticipants,
    gamePlans.flatMap((g) =>
      g.members.map((m) => ({ gameId: g.id, userId: person(m), isAdmin: g.admins.has(m), joinedAt: g.joinedAt.get(m)! })),
    ),
  );
  phase('people and games');

  // Each post with a photo has its own image row, as each upload does (a share uploads once per game).
  const imageIds = postPlans.map((post) => (post.photo === null ? null : randomUUID()));
  const imageRows = postPlans.flatMap((post, i) => {
    if (post.photo === null) return [];
    const photo = photos[post.photo]!;
    return [{ id: imageIds[i]!, ownerId: person(post.author), mimeType: 'image/jpeg', width: photo.width, height: photo.height, bytes: photo.bytes, createdAt: post.createdAt }];
  });
  await bulkInsert(db, images, imageRows, 200);
  await bulkInsert(
    db,
    posts,
    postPlans.map((post, i) => ({
      id: post.id,
      gameId: game(post.game),
      userId: person(post.author),
      content: post.content,
      imageId: imageIds[i],
      createdAt: post.createdAt,
      receivedAt: post.createdAt,
      updatedAt: post.createdAt,
      // Seeded people have no time zone yet (UTC, the column's default): their streak days are UTC days.
      streakDay: post.createdAt.toISOString().slice(0, 10),
    })),
  );
  phase('posts and photos');

  await bulkInsert(
    db,
    upvotes,
    reactions.likes.map((like) => ({ postId: postPlans[like.post]!.id, userId: person(like.person), createdAt: like.createdAt })),
    10_000,
  );
  await bulkInsert(
    db,
    comments,
    reactions.comments.map((c) => {
      const post = postPlans[c.post]!;
      return { id: c.id, postId: post.id, gameId: game(post.game), userId: person(c.person), content: c.content, createdAt: c.createdAt };
    }),
  );
  phase('likes and comments');

  await bulkInsert(
    db,
    invitations,
    requests.invitations.map((i) => ({
      id: i.id,
      gameId: game(i.game),
      invitedById: person(i.invitedBy),
      invitedUserId: person(i.invited),
      status: 'pending',
      createdAt: i.createdAt,
    })),
  );
  await bulkInsert(
    db,
    joinRequests,
    requests.joinRequests.map((r) => ({ id: r.id, gameId: game(r.game), userId: person(r.person), status: 'pending', createdAt: r.createdAt })),
  );
  await bulkInsert(
    db,
    messages,
    requests.messages.map((m) => ({
      id: m.id,
      gameId: game(m.game),
      senderId: person(m.sender),
      recipientId: person(m.recipient),
      content: m.content,
      isRead: m.isRead,
      createdAt: m.createdAt,
    })),
  );
  phase('invitations, requests, messages');

  await setSeededCounters(db);
  phase('counters');
  // Fresh statistics for the planner (PGlite has no autovacuum), and the counter updates' dead rows gone.
  await db.execute(sql`vacuum analyze`);
  phase('vacuum analyze');

  return {
    counts: {
      users: people.length,
      games: gamePlans.length,
      participants: gamePlans.reduce((n, g) => n + g.members.length, 0),
      posts: postPlans.length,
      photos: imageRows.length,
      likes: reactions.likes.length,
      comments: reactions.comments.length,
      invitations: requests.invitations.length,
      joinRequests: requests.joinRequests.length,
      messages: requests.messages.length,
    },
    signIn: { username: people[0]!.username, password: SEED_PASSWORD },
    timings,
  };
}

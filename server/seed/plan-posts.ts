import { randomUUID } from 'node:crypto';
import { COMMENTS, POST_ACTIONS, POST_CLOSINGS, POST_CONNECTORS, POST_OPENINGS, postSentence } from './community-text';
import { DAY_MS, type GamePlan, type PostPlan } from './community-plan';
import type { SeededRandom } from './seeded-random';
import type { SeedSize } from './seed-sizes';

/** Share of posts that go into a second game as well (one share, one POST per game, docs/architecture.md §6). */
const SHARE_RATE = 0.03;
/**
 * Everything else happened at least this long ago, so the demo person's share (5 minutes ago) tops
 * their Recent Activity.
 */
const QUIET_BEFORE_NOW_MS = 10 * 60_000;
const FEATURED_SHARE = 'Cold shower at 6 am, then told my whole team about this challenge. Both scary, both done!';

export interface LikePlan {
  post: number;
  person: number;
  createdAt: Date;
}

export interface CommentPlan {
  id: string;
  post: number;
  person: number;
  content: string;
  createdAt: Date;
}

/** A post's text (community-text.ts): the same draws in the same order as before, so the rest of the community is unchanged. */
export function postText(rng: SeededRandom): string {
  const opening = rng.chance(0.6) ? rng.pick(POST_OPENINGS) : null;
  return postSentence(opening, rng.pick(POST_CONNECTORS), rng.pick(POST_ACTIONS), rng.pick(POST_CLOSINGS));
}

/** When posts can be dated: from the start to now (active) or to the end (completed); never for upcoming games. */
function postWindow(game: GamePlan, now: number): [number, number] | null {
  if (game.status === 'upcoming') return null;
  const end = game.status === 'active' ? now - QUIET_BEFORE_NOW_MS : game.endTime.getTime() - 1_000;
  return [game.startTime.getTime(), end];
}

/**
 * A moment after `from`, at most `spanMs` later, before the quiet minutes that keep the demo
 * person's share on top; reactions to that share itself come in the minutes since it.
 */
function after(rng: SeededRandom, from: Date, spanMs: number, now: number): Date {
  const start = from.getTime();
  const until = start > now - QUIET_BEFORE_NOW_MS ? now : Math.min(start + spanMs, now - QUIET_BEFORE_NOW_MS);
  return new Date(start + rng.next() * Math.max(0, until - start));
}

/**
 * Posts spread over active and completed games by size and length (the demo's own first game gets
 * extra), by a skewed set of authors, each dated inside its game's window. Some are shared into a
 * second game the author plays in whose window holds the same moment: same content and createdAt.
 */
export function planPosts(rng: SeededRandom, games: GamePlan[], size: SeedSize, now: Date): PostPlan[] {
  const nowMs = now.getTime();
  const windows = games.map((game) => postWindow(game, nowMs));
  const weights = games.map((game, i) => {
    const window = windows[i];
    if (!window) return 0;
    const boost = game.featuredRole === 'creator' || game.featuredRole === 'member' ? 3 : 1;
    return game.members.length * Math.max(1, (window[1] - window[0]) / DAY_MS) * boost;
  });
  const cumulative: number[] = [];
  weights.reduce((sum, weight, i) => (cumulative[i] = sum + weight), 0);
  const total = cumulative.at(-1) ?? 0;
  const pickGame = () => {
    const target = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const gamesOf = new Map<number, number[]>();
  games.forEach((game, g) => game.members.forEach((m) => gamesOf.set(m, [...(gamesOf.get(m) ?? []), g])));

  const posts: PostPlan[] = [];
  const add = (game: number, author: number, content: string, createdAt: Date) =>
    posts.push({ id: randomUUID(), game, author, content, createdAt, photo: null });

  // The demo person's share into their first two active games: Recent Activity shows it as '2 games'.
  const shared = games.map((g, i) => [g, i] as const).filter(([g]) => g.status === 'active' && g.memberSet.has(0));
  if (shared.length >= 2 && size.posts >= 2) {
    const at = new Date(nowMs - 5 * 60_000);
    for (const [, g] of shared.slice(0, 2)) add(g, 0, FEATURED_SHARE, at);
  }

  while (posts.length < size.posts && total > 0) {
    const g = pickGame();
    const game = games[g]!;
    const [from, to] = windows[g]!;
    // The demo person writes a fair share where they play, so their profile and stats have content.
    const author = game.memberSet.has(0) && rng.chance(0.15) ? 0 : game.members[rng.skewedIndex(game.members.length, 1.6)]!;
    const createdAt = new Date(from + rng.next() * (to - from));
    const content = postText(rng);
    add(g, author, content, createdAt);
    if (posts.length < size.posts && rng.chance(SHARE_RATE)) {
      const other = (gamesOf.get(author) ?? []).find((o) => {
        const window = windows[o];
        return o !== g && window !== null && window !== undefined && createdAt.getTime() >= window[0] && createdAt.getTime() <= window[1];
      });
      if (other !== undefined) add(other, author, content, createdAt);
    }
  }

  // Photos: the featured share first, then random posts; a share's posts show one photo.
  let drawn = 0;
  const photoOf = new Map<string, number>();
  const order = [...posts.keys()];
  const featuredCount = posts[0]?.content === FEATURED_SHARE ? 2 : 0;
  const rest = rng.shuffle(order.slice(featuredCount));
  for (const p of [...order.slice(0, featuredCount), ...rest]) {
    if (drawn >= size.photos) break;
    const post = posts[p]!;
    const shareKey = `${post.author}|${post.createdAt.getTime()}|${post.content}`;
    const existing = photoOf.get(shareKey);
    post.photo = existing ?? drawn++;
    photoOf.set(shareKey, post.photo);
  }
  // Shares whose first post got a photo show it in every game.
  for (const post of posts) post.photo ??= photoOf.get(`${post.author}|${post.createdAt.getTime()}|${post.content}`) ?? null;
  return posts;
}

/**
 * Likes by participants of the post's game, never the author, at most one per person and post,
 * popular posts getting most; comments by any participant. Both dated after the post, before now.
 */
export function planReactions(rng: SeededRandom, games: GamePlan[], posts: PostPlan[], size: SeedSize, now: Date) {
  const nowMs = now.getTime();
  // Which posts are popular: a random order, so the few that get most reactions are anybody's.
  const byPopularity = rng.shuffle([...posts.keys()]);
  const popularPost = () => byPopularity[rng.skewedIndex(posts.length, 2)]!;
  const likes: LikePlan[] = [];
  const seen = new Set<number>();
  for (let tries = 0; likes.length < size.likes && tries < size.likes * 5 && posts.length > 0; tries++) {
    const p = popularPost();
    const post = posts[p]!;
    const members = games[post.game]!.members;
    const person = rng.pick(members);
    const key = p * size.users + person;
    if (person === post.author || seen.has(key)) continue;
    seen.add(key);
    likes.push({ post: p, person, createdAt: after(rng, post.createdAt, 2 * DAY_MS, nowMs) });
  }

  const comments: CommentPlan[] = [];
  for (let i = 0; i < size.comments && posts.length > 0; i++) {
    const p = popularPost();
    const post = posts[p]!;
    comments.push({
      id: randomUUID(),
      post: p,
      person: rng.chance(0.2) ? post.author : rng.pick(games[post.game]!.members),
      content: rng.pick(COMMENTS),
      createdAt: after(rng, post.createdAt, 3 * DAY_MS, nowMs),
    });
  }
  return { likes, comments };
}

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGameCast, sharePost, testImageBytes, toDataUrl, type GameCast } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { createComment } from '../comments/comments.service';

/**
 * Who may call what (docs/architecture.md §6, docs/product.md §6), in one table: every accomplishments route against every
 * kind of caller. `author` wrote the post, the comment on it and its photo; `participant`, `admin`
 * and `creator` are the other members of the game; `stranger` is signed in but not in it.
 */

const ROLES = ['visitor', 'stranger', 'participant', 'admin', 'creator', 'author'] as const;
type Role = (typeof ROLES)[number];

interface Fixture {
  cast: GameCast;
  postId: string;
  commentId: string;
  imageUrl: string;
}

interface Route {
  name: string;
  request: (f: Fixture) => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  expect: Record<Role, number>;
}

const DENIED = 'Access denied: you must be a participant to view this game';
const members = (status: number) => ({ participant: status, admin: status, creator: status, author: status });
const authorOnly = (status: number) => ({ participant: 403, admin: 403, creator: 403, author: status });
const closed = { visitor: 401, stranger: 403 };

const ROUTES: Route[] = [
  {
    name: 'POST /api/posts',
    request: (f) => ({ method: 'POST', url: '/api/posts', payload: { content: 'did it', gameId: f.cast.game.id } }),
    expect: { ...closed, ...members(201) },
  },
  {
    name: 'GET /api/posts',
    request: (f) => ({ method: 'GET', url: `/api/posts?gameId=${f.cast.game.id}` }),
    expect: { ...closed, ...members(200) },
  },
  {
    name: 'PATCH /api/posts/{id}',
    request: (f) => ({ method: 'PATCH', url: `/api/posts/${f.postId}`, payload: { content: 'edited' } }),
    expect: { ...closed, ...authorOnly(200) },
  },
  {
    name: 'PATCH /api/posts/{id}/redact',
    request: (f) => ({ method: 'PATCH', url: `/api/posts/${f.postId}/redact` }),
    expect: { ...closed, ...authorOnly(200) },
  },
  {
    name: 'PATCH /api/posts/{id}/remove-image',
    request: (f) => ({ method: 'PATCH', url: `/api/posts/${f.postId}/remove-image` }),
    expect: { ...closed, ...authorOnly(200) },
  },
  {
    name: 'DELETE /api/posts/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/posts/${f.postId}` }),
    expect: { ...closed, ...authorOnly(204) },
  },
  {
    name: 'POST /api/posts/{id}/upvote',
    request: (f) => ({ method: 'POST', url: `/api/posts/${f.postId}/upvote` }),
    expect: { ...closed, ...members(200), author: 400 },
  },
  {
    name: 'PUT /api/posts/{id}/upvote',
    request: (f) => ({ method: 'PUT', url: `/api/posts/${f.postId}/upvote`, payload: { upvoted: true } }),
    expect: { ...closed, ...members(200), author: 400 },
  },
  {
    name: 'POST /api/comments',
    request: (f) => ({ method: 'POST', url: '/api/comments', payload: { content: 'yay', postId: f.postId } }),
    expect: { ...closed, ...members(201) },
  },
  {
    name: 'DELETE /api/comments/{id}',
    request: (f) => ({ method: 'DELETE', url: `/api/comments/${f.commentId}` }),
    expect: { ...closed, ...authorOnly(204) },
  },
  {
    name: 'GET /api/activity',
    request: () => ({ method: 'GET', url: '/api/activity' }),
    expect: { visitor: 401, stranger: 200, ...members(200) },
  },
  {
    name: 'GET /api/user/accomplishments',
    request: () => ({ method: 'GET', url: '/api/user/accomplishments' }),
    expect: { visitor: 401, stranger: 200, ...members(200) },
  },
  {
    name: 'GET /api/images/{id}',
    request: (f) => ({ method: 'GET', url: f.imageUrl }),
    // Not revealed to outsiders: 404 as for an image that doesn't exist.
    expect: { visitor: 401, stranger: 404, ...members(200) },
  },
];

/** The same routes on ids that don't exist: 404 with the thing's name. */
const MISSING: [string, (id: string) => { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object }, string][] = [
  ['POST /api/posts', (id) => ({ method: 'POST', url: '/api/posts', payload: { content: 'x', gameId: id } }), 'Game not found'],
  ['GET /api/posts', (id) => ({ method: 'GET', url: `/api/posts?gameId=${id}` }), 'Game not found'],
  ['PATCH /api/posts/{id}', (id) => ({ method: 'PATCH', url: `/api/posts/${id}`, payload: { content: 'x' } }), 'Post not found'],
  ['PATCH …/redact', (id) => ({ method: 'PATCH', url: `/api/posts/${id}/redact` }), 'Post not found'],
  ['PATCH …/remove-image', (id) => ({ method: 'PATCH', url: `/api/posts/${id}/remove-image` }), 'Post not found'],
  ['DELETE /api/posts/{id}', (id) => ({ method: 'DELETE', url: `/api/posts/${id}` }), 'Post not found'],
  ['POST …/upvote', (id) => ({ method: 'POST', url: `/api/posts/${id}/upvote` }), 'Post not found'],
  ['PUT …/upvote', (id) => ({ method: 'PUT', url: `/api/posts/${id}/upvote`, payload: { upvoted: true } }), 'Post not found'],
  ['POST /api/comments', (id) => ({ method: 'POST', url: '/api/comments', payload: { content: 'x', postId: id } }), 'Post not found'],
  ['DELETE /api/comments/{id}', (id) => ({ method: 'DELETE', url: `/api/comments/${id}` }), 'Comment not found'],
  ['GET /api/images/{id}', (id) => ({ method: 'GET', url: `/api/images/${id}` }), 'Image not found'],
];

describe('permission matrix', () => {
  const t = useTestApp();

  async function fixture(): Promise<Fixture> {
    const cast = await createGameCast(t.db);
    const post = await sharePost(t.db, cast.author.user.id, cast.game.id, { image: toDataUrl(await testImageBytes()) });
    const comment = await createComment(t.db, cast.author.user.id, { content: 'me too', postId: post.id });
    return { cast, postId: post.id, commentId: comment.id, imageUrl: post.image! };
  }

  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const f = await fixture();
    // The author goes last: their success may delete what the others are asked about.
    for (const role of ROLES) {
      const headers = role === 'visitor' ? {} : f.cast[role].headers;
      const res = await t.request({ ...route.request(f), headers });
      expect.soft(res.statusCode, `${route.name} as ${role}: ${res.body}`).toBe(route.expect[role]);
      if (res.statusCode === 403 && role === 'stranger') expect.soft(res.json().message, `${role} message`).toBe(DENIED);
      if (res.statusCode === 401) expect.soft(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it.each(MISSING)('%s on a missing id is 404', async (_name, request, message) => {
    const f = await fixture();
    await expectAnswer(t.request({ ...request(randomUUID()), headers: f.cast.participant.headers }), 404, { message });
  });
});

import { describe, expect, it } from 'vitest';
import { nextShareAttempt } from './share-attempt';

const counter = () => {
  let n = 0;
  return () => `key-${++n}`;
};
const first = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-03-01T10:05:00.000Z');

describe('nextShareAttempt', () => {
  it('gives every game its own key and the moment of the press', () => {
    const attempt = nextShareAttempt(null, { content: 'Swam', photo: null, gameIds: ['a', 'b'] }, { now: first, newKey: counter() });
    expect(attempt).toEqual({ content: 'Swam', photo: null, createdAt: first.toISOString(), keys: { a: 'key-1', b: 'key-2' } });
  });

  it('sends the same share again with the same moment and keys, new games getting new keys', () => {
    const newKey = counter();
    const photo = new Blob(['jpeg']);
    const previous = nextShareAttempt(null, { content: 'Swam', photo, gameIds: ['a', 'b'] }, { now: first, newKey });
    const again = nextShareAttempt(previous, { content: 'Swam', photo, gameIds: ['b', 'c'] }, { now: later, newKey });
    expect(again.createdAt).toBe(first.toISOString());
    expect(again.keys).toEqual({ b: 'key-2', c: 'key-3' });
  });

  it('starts afresh when the text or the photo changed', () => {
    const newKey = counter();
    const previous = nextShareAttempt(null, { content: 'Swam', photo: null, gameIds: ['a'] }, { now: first, newKey });
    const edited = nextShareAttempt(previous, { content: 'Swam far', photo: null, gameIds: ['a'] }, { now: later, newKey });
    expect(edited).toMatchObject({ createdAt: later.toISOString(), keys: { a: 'key-2' } });
    const withPhoto = nextShareAttempt(edited, { content: 'Swam far', photo: new Blob(['x']), gameIds: ['a'] }, { now: later, newKey });
    expect(withPhoto.keys).toEqual({ a: 'key-3' });
  });

  it('makes UUIDs by default', () => {
    const attempt = nextShareAttempt(null, { content: 'Swam', photo: null, gameIds: ['a', 'b'] });
    expect(attempt.keys.a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(attempt.keys.a).not.toBe(attempt.keys.b);
  });
});

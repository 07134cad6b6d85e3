import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './auth';

describe('safeReturnTo', () => {
  it.each([['/games/1?tab=posts#top'], ['/join/ABC234'], ['/%C3%A9'], ['/é']])('keeps the path %j', (path) => {
    expect(safeReturnTo(path)).toBe(path);
  });

  it.each([
    ['https://evil.example/'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['games'],
    [''],
    [42],
    ['/' + 'a'.repeat(2000)],
    // Control characters: C0 (NUL, CR, LF), DEL and C1 (NEL).
    ['/a\u0000b'],
    ['/a\r\nSet-Cookie: x=1'],
    ['/a\u007fb'],
    ['/a\u0085b'],
  ])('falls back to home for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });
});

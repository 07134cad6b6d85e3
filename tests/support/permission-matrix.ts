import { expect, it } from 'vitest';
import type { GameCast } from './factories';
import type { TestApp, TestRequest } from './test-app';

/** One route of a permission matrix: its name, its request in a world, and each caller's status. */
export type MatrixRow<World, Role extends string> = [name: string, request: (w: World) => TestRequest, expected: Record<Role, number>];

interface PermissionMatrix<World, Role extends string> {
  roles: readonly Role[];
  rows: ReadonlyArray<MatrixRow<World, Role>>;
  /** A fresh world for every cell, so a write in one cell can't change another. */
  world: () => Promise<World>;
  /** The caller's headers in that world (a visitor's are none). */
  headersOf: (w: World, role: Role) => Record<string, string>;
}

/** A game cast's member's cookie; the visitor has none. */
export const castHeaders = (cast: GameCast, role: 'visitor' | keyof Omit<GameCast, 'game'>) =>
  role === 'visitor' ? {} : cast[role].headers;

/**
 * Who may call what (docs/architecture.md §6), one test per route × caller: the exact status, the
 * body shown when it differs, and a human message on every failure (docs/architecture.md §4).
 */
export function itAnswersThePermissionMatrix<World, Role extends string>(
  t: Pick<TestApp, 'request'>,
  { roles, rows, world, headersOf }: PermissionMatrix<World, Role>,
) {
  const cells = rows.flatMap(([name, request, expected]) => roles.map((role) => [name, role, request, expected[role]] as const));
  it.each(cells)('%s as %s', async (_name, role, request, status) => {
    const w = await world();
    const options = request(w);
    const res = await t.request({ ...options, headers: { ...options.headers, ...headersOf(w, role) } });
    expect({ status: res.statusCode, body: res.statusCode === status ? undefined : res.body }).toEqual({ status, body: undefined });
    if (status >= 400) expect(typeof res.json().message).toBe('string');
  });
}

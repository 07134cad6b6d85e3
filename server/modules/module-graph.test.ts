import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md §3: a module is one area (games, participants, posts, …). Modules may build on each other,
 * but never in a loop: a cycle between two areas means neither can be understood, tested or
 * changed without the other (decision 0014: games and participants imported each other for the
 * membership counters). ESLint's no-cycle sees file loops only; this checks the areas.
 */
const MODULES = dirname(fileURLToPath(import.meta.url));

function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return productionFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** area → the other areas its production files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of productionFiles(MODULES)) {
    const area = relative(MODULES, file).split('/')[0]!;
    const edges = graph.get(area) ?? new Set<string>();
    graph.set(area, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = relative(MODULES, resolve(dirname(file), specifier!)).split('/')[0]!;
      if (!target.startsWith('..') && target !== area) edges.add(target);
    }
  }
  return graph;
}

/** Every loop, as the areas it passes through (depth-first search from each area). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found = new Set<string>();
  const walk = (area: string, path: string[]) => {
    for (const next of graph.get(area) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) found.add([...path.slice(at), next].join(' → '));
      else walk(next, [...path, next]);
    }
  };
  for (const area of graph.keys()) walk(area, [area]);
  return [...found].filter((loop) => loop.split(' → ')[0]! === [...loop.split(' → ')].sort()[0]);
}

describe('server modules', () => {
  it('import each other without loops', () => {
    const graph = moduleGraph();
    expect(graph.get('games')?.has('users')).toBe(true); // the walk reads real imports
    expect(cycles(graph)).toEqual([]);
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import './provided-context';

/**
 * vitest globalSetup of the 'server' project: creating and migrating a PGlite costs ~2.5-3.5 s, loading
 * a dump of a migrated one ~0.5 s. Migrate once per run; every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'czc-pglite-template-'));
  const handle = await openDatabase({ kind: 'pglite' });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

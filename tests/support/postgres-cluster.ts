import type { TestProject } from 'vitest/node';
import { startThrowawayCluster } from '../../tools/postgres-cluster';
import './provided-context';

const SKIP_MESSAGE = 'skipping the PostgreSQL run of the server suite';

/**
 * vitest globalSetup of the 'server-pg' project: the same server suite on real PostgreSQL. Uses
 * TEST_DATABASE_URL when given; otherwise a throwaway cluster (tools/postgres-cluster.ts), deleted
 * at the end.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  const cluster = await startThrowawayCluster();
  if ('unavailable' in cluster) {
    console.warn(`\n${cluster.unavailable}: ${SKIP_MESSAGE} (or set TEST_DATABASE_URL)\n`);
    project.provide('postgresAdminUrl', '');
    return undefined;
  }
  project.provide('postgresAdminUrl', cluster.adminUrl);
  return cluster.stop;
}

import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { BARE_ROUTE } from './bench-scenarios';

/**
 * The real server as production runs it (every plugin and route, the production configuration
 * defaults, logging off, no web app), listening on a free port of 127.0.0.1, plus one bare route
 * that answers a constant: the floor that Fastify, Node's HTTP stack and the global hooks cost,
 * measured by the same load in the same run.
 */
export async function startBenchServer(database: DatabaseHandle): Promise<{ url: string; close(): Promise<void> }> {
  const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: '', HOST: '127.0.0.1', PORT: '0' });
  const app = await buildApp({ config, database });
  app.get(BARE_ROUTE, { schema: { hide: true } }, async () => ({ ok: true }));
  await app.listen({ host: config.HOST, port: config.PORT });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

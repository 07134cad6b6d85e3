import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BackupStatusSource } from './backup/backup-status';
import type { AppConfig } from './config';
import { fastifyTrustProxy } from './config-trust-proxy';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './modules/account/account.routes';
import { accountDeletionRoutes } from './modules/account-deletion/account-deletion.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { blockRoutes } from './modules/blocks/blocks.routes';
import { commentRoutes } from './modules/comments/comments.routes';
import { eventRoutes } from './modules/events/events.routes';
import { exportRoutes } from './modules/export/export.routes';
import type { EventBusOptions } from './modules/events/event-bus';
import { liveEventsPlugin } from './modules/events/live-events.plugin';
import { discoverRoutes } from './modules/games/discover.routes';
import { gameRoutes } from './modules/games/games.routes';
import { scoreRoutes } from './modules/games/scores.routes';
import { groupMemberRoutes } from './modules/groups/group-members.routes';
import { groupRoutes } from './modules/groups/groups.routes';
import { imageRoutes } from './modules/images/images.routes';
import { gameInvitationRoutes } from './modules/invitations/game-invitations.routes';
import { invitationRoutes } from './modules/invitations/invitations.routes';
import { joinRequestRoutes } from './modules/join-requests/join-requests.routes';
import { leaderboardRoutes } from './modules/leaderboards/leaderboards.routes';
import { messageRoutes } from './modules/messages/messages.routes';
import { joinRoutes } from './modules/participants/join.routes';
import { participantRoutes } from './modules/participants/participants.routes';
import { postChangeRoutes } from './modules/posts/post-changes.routes';
import { postRoutes } from './modules/posts/posts.routes';
import { pushPlugin, type PushPluginOptions } from './modules/push/push.plugin';
import { pushRoutes } from './modules/push/push.routes';
import { adminReportRoutes } from './modules/reports/admin-reports.routes';
import { reportRoutes } from './modules/reports/reports.routes';
import { suspensionRoutes } from './modules/moderation/suspension.routes';
import { notificationRoutes } from './modules/results/notifications.routes';
import { resultRoutes } from './modules/results/results.routes';
import { upvoteRoutes } from './modules/posts/upvotes.routes';
import { userAccomplishmentRoutes } from './modules/posts/user-accomplishments.routes';
import { avatarRoutes } from './modules/users/avatar.routes';
import { userRoutes } from './modules/users/users.routes';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { clientErrorHandler, errorsPlugin, frameworkErrorHandler } from './plugins/errors';
import { healthPlugin } from './plugins/health';
import { idempotencyPlugin } from './plugins/idempotency';
import { metricsPlugin } from './plugins/metrics';
import { openApiPlugin } from './plugins/openapi';
import { operatorPlugin } from './plugins/operator';
import { inviteCodeLimitPlugin } from './plugins/rate-limit-invite-codes';
import { readRateLimitPlugin, type ReadRateLimitOptions } from './plugins/rate-limit-reads';
import { writeRateLimitPlugin } from './plugins/rate-limit-writes';
import { requestInputPlugin } from './plugins/request-input';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** The live-event streams' heartbeat and per-person cap (tests shorten them; decision 0026). */
  liveEvents?: Partial<EventBusOptions>;
  /** Web Push's retry waits and https agent (tests point it at a push service on loopback). */
  push?: PushPluginOptions;
  /** The read budgets (decision 0037): only the CPU benchmark widens them, to read flat out as one person. */
  readRateLimit?: ReadRateLimitOptions;
  /** The last proven backup, reported by /readyz (main.ts with the embedded database; decision 0050). */
  backupStatus?: BackupStatusSource;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    config: AppConfig;
  }
}

/** Builds the whole server without listening: `main.ts` launches it, tests `inject()` into it. */
export async function buildApp({ config, database, liveEvents, push, readRateLimit, backupStatus }: BuildAppOptions) {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: clientErrorHandler(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('config', config);

  // Order matters: errors and headers wrap everything; OpenAPI must see the routes registered after it.
  await app.register(errorsPlugin);
  // Early: the counters must exist before the plugins that count, the request hook sees every route.
  await app.register(metricsPlugin, { database, backupStatus });
  await app.register(healthPlugin, { backupStatus });
  await app.register(requestInputPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);
  await app.register(operatorPlugin);
  await app.register(writeRateLimitPlugin);
  await app.register(readRateLimitPlugin, readRateLimit ?? {});
  await app.register(inviteCodeLimitPlugin);
  await app.register(idempotencyPlugin, { database });
  await app.register(liveEventsPlugin, { database, bus: liveEvents });
  await app.register(pushPlugin, push ?? {});

  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(accountRoutes);
  await app.register(avatarRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(blockRoutes);
  await app.register(invitationRoutes);
  await app.register(messageRoutes);
  await app.register(gameRoutes);
  await app.register(discoverRoutes);
  await app.register(scoreRoutes);
  await app.register(resultRoutes);
  await app.register(notificationRoutes);
  await app.register(joinRoutes);
  await app.register(participantRoutes);
  await app.register(gameInvitationRoutes);
  await app.register(joinRequestRoutes);
  await app.register(groupRoutes);
  await app.register(groupMemberRoutes);
  await app.register(postRoutes);
  await app.register(postChangeRoutes);
  await app.register(upvoteRoutes);
  await app.register(userAccomplishmentRoutes);
  await app.register(commentRoutes);
  await app.register(activityRoutes);
  await app.register(imageRoutes);
  await app.register(leaderboardRoutes);
  await app.register(eventRoutes);
  await app.register(pushRoutes);
  await app.register(reportRoutes);
  await app.register(adminReportRoutes);
  await app.register(suspensionRoutes);
  await app.register(exportRoutes);

  // Last: the web app and its index.html fallback for every other navigation.
  await app.register(spaPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

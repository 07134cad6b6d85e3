import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedPerDatabase } from '../db/prepared-query';
import { users } from '../db/schema/users';
import { UNAUTHORIZED } from './session';

export const OPERATORS_ONLY = 'Only operators can do that';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A route's `onRequest` hook for the operators' routes (docs/decisions/0040-trust-and-safety.md):
     * 401 for visitors, 403 OPERATORS_ONLY unless the person is an operator (users.is_operator),
     * read from the database on each request so a revoked operator loses it at once.
     */
    requireOperator: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

const operatorFlag = preparedPerDatabase((db) =>
  db
    .select({ isOperator: users.isOperator })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_is_operator'),
);

export const operatorPlugin = fp(
  async (app) => {
    app.decorate('requireOperator', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.user) return reply.code(401).send({ message: UNAUTHORIZED });
      const [row] = await operatorFlag(app.db).execute({ userId: request.user.id });
      if (!row?.isOperator) return reply.code(403).send({ message: OPERATORS_ONLY });
      return undefined;
    });
  },
  { name: 'operator', fastify: '5.x', dependencies: ['session'] },
);

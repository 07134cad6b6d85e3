import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { operationIdOf, requiresSession, SESSION_SCHEME } from './openapi-operations';

/**
 * The API description is generated from the same zod schemas that validate requests and shape
 * responses, so it can't drift from the code (docs/architecture.md §4). Registered before the routes: swagger
 * collects them as they are added. UI at /api/docs, the document at /api/docs/json.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Comfort Zone Challenge API',
          description: 'Errors are `{ "message": string }` with a non-2xx status. Sign-in uses the `sid` cookie.',
          version: '1.0.0',
        },
        // Same origin as the app: the paths already start with /api.
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: {
            [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'The session cookie set by sign-in' },
          },
        },
        // Signed in unless an operation says otherwise: the public ones get `security: []` below.
        security: [{ [SESSION_SCHEME]: [] }],
      },
      // Every operation gets an operationId and says whether it needs the session, both derived
      // from the route itself (openapi-operations.ts), so a new route can't be left out.
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        const { route } = input;
        return {
          url,
          schema: {
            operationId: operationIdOf([route.method].flat()[0]!, url),
            ...(requiresSession(app, route) ? {} : { security: [] }),
            ...schema,
          },
        };
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The default validator badge fetches from a third-party host, which our CSP forbids anyway.
      uiConfig: { validatorUrl: null },
    });
  },
  { name: 'openapi' },
);

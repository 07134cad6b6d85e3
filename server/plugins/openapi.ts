import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The API description is generated from the same zod schemas that validate requests and shape
 * responses, so it can't drift from the code (DESIGN §4). Registered before the routes: swagger
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
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
        },
      },
      transform: jsonSchemaTransform,
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

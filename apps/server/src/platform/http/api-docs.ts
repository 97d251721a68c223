import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document built from the routes' zod schemas, and its browsable page at /api/docs. */
export const apiDocs: FastifyPluginAsync = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pustaka API',
        version: '2.0.0',
        description: 'Marketplace for Indonesian creators and learners.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-API-Key',
            description:
              'A key made at /dashboard/api; the text extraction endpoints take it instead of a login.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page gets the app's own policy (document-policy); swagger-ui's static one forbids the inline styles it uses.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

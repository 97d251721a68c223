import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Operation = {
  requestBody?: { content?: Record<string, { schema: unknown }> };
  responses?: Record<string, { headers?: Record<string, unknown> }>;
  [UPLOAD_FIELD]?: string;
  [RESPONSE_HEADERS]?: Record<string, unknown>;
};
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

/**
 * A route that takes JSON or a multipart upload names its file field with `'x-upload-field'` in its schema;
 * the document then describes the multipart body as that one binary field instead of the JSON object.
 */
export const UPLOAD_FIELD = 'x-upload-field';

/**
 * A route whose every answer carries headers (rate limits, quotas) names them with `'x-response-headers'`
 * in its schema (OpenAPI header objects by name); the document lists them under each of its responses.
 */
export const RESPONSE_HEADERS = 'x-response-headers';

function withResponseHeaders(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const headers = operation[RESPONSE_HEADERS];
      if (!headers) continue;
      for (const response of Object.values(operation.responses ?? {})) {
        response.headers = { ...response.headers, ...headers };
      }
      delete operation[RESPONSE_HEADERS];
    }
  }
  return document;
}

function withUploadBodies(document: OpenApiDocument): OpenApiDocument {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const field = operation[UPLOAD_FIELD];
      const multipart = operation.requestBody?.content?.['multipart/form-data'];
      if (!field || !multipart) continue;
      multipart.schema = {
        type: 'object',
        properties: { [field]: { type: 'string', format: 'binary' } },
        required: [field],
      };
      delete operation[UPLOAD_FIELD];
    }
  }
  return document;
}

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
    transformObject: (documentObject) =>
      'openapiObject' in documentObject
        ? (withResponseHeaders(
            withUploadBodies(documentObject.openapiObject as OpenApiDocument),
          ) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  // The docs page gets the app's own policy (document-policy); swagger-ui's static one forbids the inline styles it uses.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, CSRF_VALUE } from '@pustaka/contract';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { needsCsrfHeader } from './csrf-guard.ts';

type Operation = {
  parameters?: unknown[];
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

/** The reusable header parameter every changing call names (see csrf-guard). */
export const CSRF_PARAMETER_REF = '#/components/parameters/CsrfToken';

/**
 * Every operation the CSRF guard checks gets the header as a required parameter, decided by the guard's
 * own rule, so a new route is documented with it without anyone listing it.
 */
function withCsrfHeader(document: OpenApiDocument): OpenApiDocument {
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const named = parameters.some((p) => (p as { $ref?: string }).$ref === CSRF_PARAMETER_REF);
      if (named || !needsCsrfHeader(method, path)) continue;
      operation.parameters = [...parameters, { $ref: CSRF_PARAMETER_REF }];
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
        description: [
          'Marketplace for Indonesian creators and learners.',
          '',
          'Guides for writing a client are in the source repository under `docs/api/`: README.md (base ' +
            'URL, bearer tokens, the CSRF header, languages, errors, paging, rate limits), ' +
            'getting-started.md (log in, list products, buy in the sandbox with curl) and live-quiz.md ' +
            '(hosting a live game over HTTP and WebSocket, every frame and the order a client may rely on).',
          '',
          `Every POST, PUT, PATCH and DELETE under /api/ carries \`${CSRF_HEADER}: ${CSRF_VALUE}\` (listed ` +
            'as a parameter of each such operation); without it the answer is 403 CSRF_HEADER_MISSING.',
        ].join('\n'),
      },
      components: {
        parameters: {
          CsrfToken: {
            name: CSRF_HEADER,
            in: 'header',
            required: true,
            description: `Always \`${CSRF_VALUE}\`: a browser page on another site cannot send it, so a changing call cannot be forged.`,
            schema: { type: 'string', enum: [CSRF_VALUE] },
          },
        },
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
        ? (withCsrfHeader(
            withResponseHeaders(withUploadBodies(documentObject.openapiObject as OpenApiDocument)),
          ) as typeof documentObject.openapiObject)
        : documentObject.swaggerObject,
  });
  // The docs page gets the app's own policy (document-policy); swagger-ui's static one forbids the inline styles it uses.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});

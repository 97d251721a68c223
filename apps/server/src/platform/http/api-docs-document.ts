import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_HEADER, CSRF_VALUE } from '@pustaka/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { CSRF_PARAMETER_REF, RESPONSE_HEADERS, UPLOAD_FIELD } from './api-docs.ts';
import { needsCsrfHeader } from './csrf-guard.ts';

// The API's OpenAPI document and its page, made on a fastify instance of their own the first time anyone asks
// for them (see api-docs.ts): the documentation plugins and their YAML writer, file server and glob are
// nearly a tenth of the code a server would otherwise load at every start.

type Operation = {
  parameters?: unknown[];
  requestBody?: { content?: Record<string, { schema: unknown }> };
  responses?: Record<string, { headers?: Record<string, unknown> }>;
  [UPLOAD_FIELD]?: string;
  [RESPONSE_HEADERS]?: Record<string, unknown>;
};
type OpenApiDocument = { paths?: Record<string, Record<string, Operation>> };

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

/** The route options the document needs; the handlers and hooks stay with the app that serves them. */
export type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema'>;

/**
 * Never called: the documentation's copy of a route only describes it. Schemas are compiled all the same as
 * a route is added, so the copy gets compilers that do nothing rather than fastify loading its own.
 */
const describeOnly = {
  buildValidator: () => () => () => true,
  buildSerializer: () => () => (data: unknown) => JSON.stringify(data),
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** A fastify instance that serves the document and its page, with the routes the app declared. */
export async function buildDocsServer(routes: readonly DocumentedRoute[]): Promise<FastifyInstance> {
  const docs = Fastify({
    logger: false,
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    schemaController: { compilersFactory: describeOnly },
  });
  await docs.register(swagger, {
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
  // Whatever security policy these answers carry stays here; the page gets the app's (see api-docs.ts).
  await docs.register(swaggerUi, { routePrefix: '/api/docs' });
  for (const { method, url, schema } of routes) {
    docs.route({ method, url, schema, handler: async () => undefined });
  }
  await docs.ready();
  return docs;
}

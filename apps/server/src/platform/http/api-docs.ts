import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentedRoute } from './api-docs-document.ts';

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

/** The reusable header parameter every changing call names (see csrf-guard). */
export const CSRF_PARAMETER_REF = '#/components/parameters/CsrfToken';

const DOCS_PREFIX = '/api/docs';

/**
 * What the docs' own answers keep: their kind, and what lets a browser cache the page's files. Not a content
 * security policy: the page gets the app's own (document-policy), as swagger-ui's forbids the inline styles
 * it uses.
 */
const FORWARDED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'location'];

/**
 * The OpenAPI document built from the routes' zod schemas, and its browsable page at /api/docs. Every route
 * the app declares is noted as it is added; the document and the page are made from those notes the first
 * time one is asked for (api-docs-document.ts), so a start loads none of the documentation's code.
 */
export const apiDocs: FastifyPluginAsync = fp(async (app) => {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    // fastify adds a HEAD route for each GET; the documentation's copy makes its own.
    if (method === 'HEAD' || url.startsWith(DOCS_PREFIX)) return;
    routes.push({ method, url, schema });
  });
  let docs: Promise<FastifyInstance> | undefined;
  const docsServer = () => {
    if (!docs) {
      docs = import('./api-docs-document.ts').then(({ buildDocsServer }) => buildDocsServer(routes));
      // A failed build is tried again by the next request rather than remembered.
      docs.catch(() => {
        docs = undefined;
      });
    }
    return docs;
  };
  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    const answer = await (await docsServer()).inject({
      method: request.method as 'GET' | 'HEAD',
      url: request.url,
      headers: request.headers['if-none-match'] ? { 'if-none-match': request.headers['if-none-match'] } : {},
    });
    for (const name of FORWARDED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };
  // The document's two forms by name, the page, and the page's files.
  for (const path of ['', '/json', '/yaml', '/*']) {
    app.get(`${DOCS_PREFIX}${path}`, { schema: { hide: true } }, forward);
  }
  app.addHook('onClose', async () => {
    await (await docs?.catch(() => undefined))?.close();
  });
});

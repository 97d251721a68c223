import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type ParserDone = (error: Error | null, body?: unknown) => void;

/**
 * Many clients send `Content-Type: application/json` on every call, body or not. An empty body is
 * taken as no body, so logout, approve or delete calls work for them; a body that is present and
 * broken still fails as INVALID_JSON, with Fastify's own guards against prototype poisoning.
 */
export function emptyTolerantJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done: ParserDone) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  };
}

/** Installs the empty-tolerant JSON parser for the whole app; a scope may still replace it with its own. */
export const jsonBody: FastifyPluginAsync = fp(async (app) => {
  const parse = emptyTolerantJsonParser(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, parse);
});

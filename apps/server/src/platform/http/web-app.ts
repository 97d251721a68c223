import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#platform/errors.ts';

/** Pages the web app shows only outside production; in production they answer 404. */
const DEV_ONLY_PAGES = new Set(['/debug/auth', '/test/admin', '/pdf-test']);
/** Prefixes that never belong to the web app: an unknown path there is a JSON 404. */
const SERVER_PREFIXES = ['/api/', '/pay/', '/dev/'];

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The web app's own not-found page with status 404, for a page path the server knows is missing (an
     * unknown short link); the JSON 404 when the web app is not built.
     */
    sendNotFoundPage(): FastifyReply;
  }
}

export type WebAppOptions = {
  /** The built web app (index.html and assets/); without it only the JSON 404 is served. */
  webDist: string;
  isProduction: boolean;
};

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every page path
 * (the app's router shows its own 404), and the JSON error envelope for unknown server paths.
 */
export function webApp({ webDist, isProduction }: WebAppOptions): FastifyPluginAsync {
  return fp(async (app) => {
    const hasWeb = existsSync(path.join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        index: false,
        // A directory ("/", "/assets/") is a page of the web app, not a 403: it falls through to index.html.
        allowedPath: (pathname) => !pathname.endsWith('/'),
        // setHeaders alone decides Cache-Control; send's own "public, max-age=0" would otherwise override it.
        cacheControl: false,
        setHeaders: (res, filePath) => {
          res.setHeader(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });

      // `/health` is both the JSON health check and a page of the web app: a browser asking for HTML gets the app.
      app.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'GET' || request.url.split('?')[0] !== '/health') return;
        if ((request.headers.accept ?? '').includes('text/html')) {
          return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
        }
      });
    }

    app.decorateReply('sendNotFoundPage', function sendNotFoundPage(this: FastifyReply) {
      if (!hasWeb) throw new AppError('NOT_FOUND');
      return this.code(404).header('cache-control', 'no-cache').sendFile('index.html', webDist);
    });

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const isServerPath = SERVER_PREFIXES.some((prefix) => url.startsWith(prefix));
      if (isServerPath || !hasWeb || request.method !== 'GET') throw new AppError('NOT_FOUND');
      const status = isProduction && DEV_ONLY_PAGES.has(url) ? 404 : 200;
      return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html', webDist);
    });
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CSRF_VALUE } from '@pustaka/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { AuthService, authRoutes } from './modules/auth/index.ts';
import { campaignRoutes } from './modules/campaigns/index.ts';
import { catalogueIndexState, catalogueRoutes, createCatalogueIndex } from './modules/catalogue/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { deliveryRoutes } from './modules/delivery/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { applyProviderStatus, orderRoutes, receivePaymentNotification } from './modules/orders/index.ts';
import { createPayments, paymentGateway } from './modules/payments/index.ts';
import {
  applySubscriptionPayment,
  SUBSCRIPTION_CODE_PREFIX,
  subscriptionRoutes,
} from './modules/subscriptions/index.ts';
import { devClockRoutes, devMailboxRoutes, healthRoutes } from './modules/system/index.ts';
import { adminUserRoutes, imageRoutes, profileRoutes } from './modules/users/index.ts';
import { bearerToken } from './platform/auth-guard.ts';
import type { AppContext } from './platform/context.ts';
import { DevClock } from './platform/dev-clock.ts';
import { AppError } from './platform/errors.ts';
import { EventBus } from './platform/events.ts';
import { handleError } from './platform/http-errors.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { RateLimiter } from './platform/rate-limit/rate-limiter.ts';
import { createStorage } from './platform/storage/create-storage.ts';

export type BuildOptions = {
  /** An already open (and migrated) database; tests pass theirs. Otherwise one is opened from config. */
  database?: DatabaseHandle;
  now?: () => Date;
  logger?: boolean;
  /** Periodic housekeeping (mail retries, pruning, the job queue); off in tests, which run jobs themselves. */
  housekeeping?: boolean;
  /** Outgoing HTTP; tests pass one that reaches local peers or the app itself. */
  fetch?: typeof fetch;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Paths that must answer outside callers (payment webhooks, API-key extraction) and so skip the CSRF header. */
const CSRF_EXEMPT = [/^\/pay\/webhooks\//, /^\/api\/v2\/(pdf|web)-extract$/];
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');
const DEV_ONLY_PAGES = new Set(['/debug/auth', '/test/admin', '/pdf-test']);

/** True when a string anywhere in a parsed body, query or params holds a NUL character. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value !== null && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

function defaultWebDist(): string {
  // From apps/server/src or apps/server/dist to apps/web/dist.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = !options.database;
  // Outside production, without a clock of the caller's, time can be moved forward through /dev/clock.
  const devClock = !options.now && !config.isProduction ? new DevClock() : undefined;
  const now = options.now ?? devClock?.now ?? (() => new Date());
  const events = new EventBus(database);
  await events.start();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: new Mailer(database.db, config.mail),
    storage: await createStorage(config.storage),
    rateLimiter: new RateLimiter(database.db, now),
    events,
    jobs: new JobQueue(database.db, now, (error, kind) => app.log.warn({ err: error, kind }, 'job failed')),
    fetch: options.fetch ?? globalThis.fetch,
    now,
  };

  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Router-level failures (a malformed percent-encoding, an over-long parameter) leave as the envelope too.
    frameworkErrors: handleError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  // helmet's CSP is built per request (a measurable share of a small JSON response's cost), and only
  // documents need it: the policy is fixed, so it is computed once and added to HTML responses.
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    ) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    }
    return payload;
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pustaka API',
        version: '2.0.0',
        description: 'Marketplace for Indonesian creators and learners.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page gets the app's own policy (onSend below); swagger-ui's static one forbids the inline styles it uses.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method)) return;
    const url = request.url.split('?')[0] ?? '';
    if (!url.startsWith('/api/') || CSRF_EXEMPT.some((pattern) => pattern.test(url))) return;
    if (request.headers['x-csrf-token'] !== CSRF_VALUE) throw new AppError('CSRF_HEADER_MISSING');
  });

  // PostgreSQL text cannot hold NUL, so such input would otherwise fail inside a query as a 500.
  app.addHook('preValidation', (request, _reply, done) => {
    const refused = holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body);
    done(
      refused
        ? new AppError('VALIDATION_ERROR', {
            details: [{ field: 'request', message: 'NUL characters are not allowed' }],
          })
        : undefined,
    );
  });

  const payments = createPayments(ctx);
  const auth = new AuthService(ctx);
  app.decorate('authenticate', (request) => auth.authenticate(bearerToken(request)));

  const catalogueIndex = createCatalogueIndex(ctx, (error) =>
    app.log.warn({ err: error }, 'in-memory catalogue failed'),
  );
  await app.register(
    async (api) => {
      await api.register(authRoutes(auth));
      await api.register(profileRoutes(ctx));
      await api.register(imageRoutes(ctx));
      await api.register(adminUserRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(contactRoutes(ctx));
      await api.register(subscriptionRoutes(ctx, payments.provider));
      await api.register(catalogueRoutes(ctx, catalogueIndex));
      await api.register(orderRoutes(ctx, payments.provider));
      await api.register(campaignRoutes(ctx));
      await api.register(deliveryRoutes(ctx));
      await api.register(ledgerRoutes(ctx));
    },
    { prefix: '/api/v2' },
  );
  await app.register(healthRoutes(ctx, () => catalogueIndexState(catalogueIndex)));
  await app.register(
    paymentGateway(ctx, {
      ...payments,
      // Plan payments and product orders share the gateway; their codes tell them apart.
      receive: (incoming) =>
        receivePaymentNotification(ctx, payments.provider, incoming, (status) =>
          status.orderCode.startsWith(SUBSCRIPTION_CODE_PREFIX)
            ? applySubscriptionPayment(ctx, status)
            : applyProviderStatus(ctx, status, 'gateway'),
        ),
    }),
    { prefix: '/pay' },
  );
  if (!config.isProduction) await app.register(devMailboxRoutes(ctx));
  if (devClock) await app.register(devClockRoutes(ctx, devClock));

  const webDist = config.webDist ?? defaultWebDist();
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
  }

  // `/health` is both the JSON health check and a page of the web app: a browser asking for HTML gets the app.
  if (hasWeb) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.url.split('?')[0] !== '/health') return;
      const accept = request.headers.accept ?? '';
      if (accept.includes('text/html')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', webDist);
      }
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isApi = url.startsWith('/api/') || url.startsWith('/pay/') || url.startsWith('/dev/');
    if (isApi || !hasWeb || request.method !== 'GET') throw new AppError('NOT_FOUND');
    // Every other page path belongs to the web app's router, which shows its own 404 for unknown ones.
    const status = config.isProduction && DEV_ONLY_PAGES.has(url) ? 404 : 200;
    return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html', webDist);
  });

  let timer: NodeJS.Timeout | undefined;
  if (options.housekeeping) {
    timer = setInterval(() => {
      Promise.all([ctx.mailer.retryQueued(), ctx.rateLimiter.prune()]).catch((error) =>
        app.log.warn({ err: error }, 'housekeeping failed'),
      );
    }, 60_000);
    timer.unref();
    ctx.jobs.start();
  }

  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await ctx.jobs.stop();
    ctx.mailer.close();
    await ctx.storage.close();
    await events.stop();
    if (ownsDatabase) await database.close();
  });

  return { app, ctx };
}

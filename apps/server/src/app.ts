import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { adminMailRoutes, adminRoutes } from './modules/admin/index.ts';
import { assistantRoutes } from './modules/assistant/index.ts';
import { AuthService, authRoutes, invitationRoutes } from './modules/auth/index.ts';
import { authorRecordRoutes } from './modules/authors/index.ts';
import { blogPages, blogRoutes, blogSitemapEntries } from './modules/blog/index.ts';
import { campaignRoutes } from './modules/campaigns/index.ts';
import {
  catalogueIndexState,
  catalogueRoutes,
  catalogueSitemapEntries,
  createCatalogueIndex,
} from './modules/catalogue/index.ts';
import { deliveryRoutes } from './modules/delivery/index.ts';
import { extractionPoolLoad, extractionRoutes } from './modules/extraction/index.ts';
import { landingPages } from './modules/landing-pages/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { createLiveQuiz } from './modules/live-quiz/index.ts';
import { lmsRoutes } from './modules/lms/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { createPayments, paymentGateway } from './modules/payments/index.ts';
import { quizRoutes } from './modules/quizzes/index.ts';
import { recommendationRoutes } from './modules/recommendations/index.ts';
import { createShortLinks } from './modules/short-links/index.ts';
import { slideRoutes } from './modules/slides/index.ts';
import { subscriptionRoutes } from './modules/subscriptions/index.ts';
import { supportRoutes } from './modules/support/index.ts';
import { devClockRoutes, devMailboxRoutes, healthRoutes, readyRoutes } from './modules/system/index.ts';
import { adminUserRoutes, imageRoutes, profileRoutes } from './modules/users/index.ts';
import { accessChecksFirst, bearerToken } from './platform/auth-guard.ts';
import type { AppContext } from './platform/context.ts';
import { DeckRenditions } from './platform/deck-renditions/index.ts';
import { DevClock } from './platform/dev-clock.ts';
import { createEventTransport } from './platform/events/create-event-transport.ts';
import { EventBus } from './platform/events/event-bus.ts';
import { apiDocs } from './platform/http/api-docs.ts';
import { csrfGuard } from './platform/http/csrf-guard.ts';
import { documentPolicy } from './platform/http/document-policy.ts';
import { handleError } from './platform/http/error-handler.ts';
import { housekeeping } from './platform/http/housekeeping.ts';
import { jsonBody } from './platform/http/json-body.ts';
import { loopbackOnly } from './platform/http/loopback-only.ts';
import { nulGuard } from './platform/http/nul-guard.ts';
import { publicPages } from './platform/http/public-page.ts';
import { sitemap } from './platform/http/sitemap.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import { webApp } from './platform/http/web-app.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { Metrics, metricsPlugin } from './platform/operations/metrics.ts';
import { Readiness } from './platform/operations/readiness.ts';
import { requestIdGenerator, requestIdHeader } from './platform/operations/request-id.ts';
import { StartTasks } from './platform/operations/start-tasks.ts';
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
  /**
   * How long start waits for the in-memory catalogue (1 s unless given), so that tests and small catalogues
   * answer from it at once. The server passes 0: it listens at once, `/ready` says `catalogue_loading` until
   * the copy is loaded, and lists are answered from the database meanwhile.
   */
  catalogueWaitMs?: number;
};

/**
 * Every schema is a zod schema, validated and serialized by these two. Given to fastify at construction
 * rather than set afterwards, so fastify never loads its own compilers (ajv and fast-json-stringify, about a
 * tenth of a start). fastify's types describe factories of ajv compilers; it calls whichever they return.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

function defaultWebDist(): string {
  // From apps/server/src or apps/server/dist to apps/web/dist.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; readiness: Readiness }> {
  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = !options.database;
  // With the developer tools on and no clock of the caller's, time can be moved forward through /dev/clock.
  const devClock = !options.now && config.devTools !== 'off' ? new DevClock() : undefined;
  const now = options.now ?? devClock?.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    // The spec writes some paths with a trailing slash (`POST /books/`): both spellings reach one route.
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
    // Router-level failures (a malformed percent-encoding, an over-long parameter) leave as the envelope too.
    frameworkErrors: handleError,
    schemaController: { compilersFactory: zodCompilers },
  });
  // Built after the app, whose logger hears of the transport's lost and restored connections.
  const events = new EventBus(await createEventTransport(config.redis, database, app.log));
  const jobs = new JobQueue(database.db, now, (error, kind) =>
    app.log.warn({ err: error, kind }, 'job failed'),
  );
  const storage = await createStorage(config.storage);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    mailer: new Mailer(database.db, { ...config.mail, now }),
    storage,
    rateLimiter: new RateLimiter(database.db, now),
    events,
    jobs,
    renditions: new DeckRenditions({
      db: database.db,
      storage,
      jobs,
      now,
      config: config.deckRenditions,
      tmpDir: path.join(config.dataDir, 'tmp'),
      onError: (error, message) => app.log.warn({ err: error }, message),
    }),
    startTasks: new StartTasks(),
    fetch: options.fetch ?? globalThis.fetch,
    now,
  };

  app.setErrorHandler(handleError);

  await app.register(requestIdHeader);
  await app.register(documentPolicy);
  await app.register(jsonBody);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(apiDocs);
  await app.register(csrfGuard);
  await app.register(nulGuard);
  await app.register(accessChecksFirst);
  const webDist = config.webDist ?? defaultWebDist();
  await app.register(publicPages({ publicUrl: config.publicUrl, webDist }));

  const payments = createPayments(ctx);
  const auth = new AuthService(ctx);
  app.decorate('authenticate', (request) => auth.authenticate(bearerToken(request)));

  const landing = landingPages(ctx);
  const catalogueIndex = createCatalogueIndex(ctx, (error) =>
    app.log.warn({ err: error }, 'in-memory catalogue failed'),
  );
  const liveQuiz = createLiveQuiz(
    ctx,
    (token) => auth.authenticate(token),
    (error, message) => app.log.error({ err: error }, message),
  );
  const shortLinks = createShortLinks(ctx, (error) =>
    app.log.warn({ err: error }, 'short-link clicks not written yet; retried at the next flush'),
  );
  await app.register(
    async (api) => {
      await api.register(authRoutes(auth));
      await api.register(profileRoutes(ctx));
      await api.register(imageRoutes(ctx));
      await api.register(adminUserRoutes(ctx));
      await api.register(invitationRoutes(ctx));
      await api.register(adminRoutes(ctx));
      await api.register(adminMailRoutes(ctx));
      await api.register(supportRoutes(ctx));
      await api.register(subscriptionRoutes(ctx, payments.provider));
      await api.register(catalogueRoutes(ctx, catalogueIndex, options.catalogueWaitMs));
      await api.register(authorRecordRoutes(ctx));
      await api.register(orderRoutes(ctx, payments.provider));
      await api.register(campaignRoutes(ctx));
      await api.register(deliveryRoutes(ctx));
      await api.register(ledgerRoutes(ctx));
      await api.register(
        extractionRoutes(ctx, (error) => app.log.error({ err: error }, 'pdf extraction job failed')),
      );
      await api.register(slideRoutes(ctx));
      await api.register(landing.api);
      await api.register(blogRoutes(ctx));
      await api.register(quizRoutes(ctx));
      await api.register(assistantRoutes(ctx));
      await api.register(lmsRoutes(ctx));
      await api.register(recommendationRoutes(ctx, catalogueIndex));
      await api.register(liveQuiz.api);
      await api.register(shortLinks.api);
    },
    { prefix: '/api/v2' },
  );
  await app.register(healthRoutes(ctx, () => catalogueIndexState(catalogueIndex)));
  const readiness = new Readiness();
  readiness.addCheck(() => (catalogueIndex && !catalogueIndex.state.ready ? 'catalogue_loading' : undefined));
  await app.register(readyRoutes(readiness));
  app.addHook('onReady', async () => readiness.markStarted());
  const metrics = new Metrics(ctx, {
    liveQuiz: () => liveQuiz.hub.load,
    extractionPool: () => extractionPoolLoad(ctx),
  });
  await app.register(metricsPlugin(metrics, config.operations.metricsToken));
  await app.register(blogPages(ctx));
  // Each kind of public page adds its source here; together they stay under one sitemap file's limit.
  await app.register(
    sitemap(config.publicUrl, [
      async () => [{ path: '/' }, { path: '/about' }, { path: '/contact' }, { path: '/subscription' }],
      () => catalogueSitemapEntries(ctx, 20_000),
      () => blogSitemapEntries(ctx, 20_000),
    ]),
  );
  // Orders and plan payments registered themselves as payers above; the gateway hands them their news.
  await app.register(paymentGateway(ctx, payments), { prefix: '/pay' });
  if (config.devTools !== 'off') {
    await app.register(async (dev) => {
      if (config.devTools === 'local') await dev.register(loopbackOnly);
      await dev.register(devMailboxRoutes(ctx));
      if (devClock) await dev.register(devClockRoutes(ctx, devClock));
    });
  }
  await app.register(liveQuiz.socket);
  await app.register(landing.documents);
  await app.register(shortLinks.redirect);
  await app.register(webApp({ webDist, isProduction: config.isProduction }));
  if (options.housekeeping) await app.register(housekeeping(ctx));

  // Last, as listening may wait for the database, which main.js opens while the app is built.
  await events.start();

  app.addHook('onClose', async () => {
    await ctx.startTasks.settled;
    ctx.renditions.stop();
    await ctx.jobs.stop();
    ctx.mailer.close();
    await ctx.storage.close();
    await events.stop();
    if (ownsDatabase) await database.close();
  });

  return { app, ctx, readiness };
}

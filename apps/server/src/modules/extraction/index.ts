import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { registerQuotaSweep } from '#platform/quota/quota-ledger.ts';
import { registerPdfJobs } from './pdf-jobs.ts';
import { extractionApiRoutes } from './routes/api.ts';
import { extractionDashboardRoutes } from './routes/dashboard.ts';
import { closeExtractionPool } from './worker/extraction-pool.ts';

export { extractionPoolLoad } from './worker/extraction-pool.ts';

/** Text extraction from web pages and PDFs: the API-key endpoints, the owner's keys and usage, the playground. */
export function extractionRoutes(ctx: AppContext, onError: (error: unknown) => void): FastifyPluginAsyncZod {
  registerPdfJobs(ctx, onError);
  registerQuotaSweep(ctx);
  return async (app) => {
    app.addHook('onClose', () => closeExtractionPool(ctx));
    await app.register(extractionApiRoutes(ctx));
    await app.register(extractionDashboardRoutes(ctx));
  };
}

export { type PdfExtraction, readPdfDocument } from './pdf-source.ts';
/** For other modules (AI slides' sources): one extraction service, fetched through the SSRF-safe fetcher. */
export { extractWebUrl } from './web-extraction.ts';

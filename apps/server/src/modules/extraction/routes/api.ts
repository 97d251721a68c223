import {
  PdfExtractUrlRequestSchema,
  PdfJobParamsSchema,
  PdfJobSchema,
  PdfWaitQuerySchema,
  successEnvelope,
  WebExtractRequestSchema,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '#platform/context.ts';
import { RESPONSE_HEADERS, UPLOAD_FIELD } from '#platform/http/api-docs.ts';
import { apiKey, bearer } from '#platform/http/route-schemas.ts';
import { requestLanguage } from '#platform/messages.ts';
import { callerOf, requireApiKey, requireKeyOrSession } from '../key-auth.ts';
import { waitForPdfJob } from '../pdf-wait.ts';
import {
  htmlBodyLimit,
  PDF_BODY_DESCRIPTION,
  pdfResponses,
  runPdfExtract,
  runWebExtract,
  webResponses,
} from './handlers.ts';
import { LIMIT_HEADERS, limitHeaders } from './limit-headers.ts';

const WEB_DESCRIPTION =
  'Send `{ "url": "https://…" }` to have the page fetched, or `{ "html": "<!doctype html>…", "url": "https://…" }` ' +
  'with a page you fetched or rendered yourself (`url` is then only the base of its links and metadata). ' +
  'A page without main text answers 422 `NO_MAIN_TEXT` with `details.reason` (`link_list`, `app_shell`, ' +
  '`error_page`, `empty`); `"fallback": true` answers its best candidate with `confidence: "low"` instead.';

/** The public extraction API, called with `X-API-Key` (and so without the CSRF header). */
export function extractionApiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['extraction'];
    const keyed = requireApiKey(ctx);
    app.addHook('onSend', limitHeaders(ctx));

    app.post(
      '/web-extract',
      {
        onRequest: keyed,
        // A page may come in the body (`html`): as large as a fetched one, plus room for JSON's escapes.
        bodyLimit: htmlBodyLimit(ctx),
        schema: {
          tags,
          security: apiKey,
          summary: "A web page's main content, without navigation, ads or comments, with its metadata",
          description: WEB_DESCRIPTION,
          [RESPONSE_HEADERS]: LIMIT_HEADERS,
          body: WebExtractRequestSchema,
          response: webResponses,
        },
      },
      async (request) => runWebExtract(ctx, request, request.body),
    );

    app.post(
      '/pdf-extract',
      {
        onRequest: keyed,
        schema: {
          tags,
          security: apiKey,
          summary: "A PDF's text per page in reading order, as text and Markdown, with metadata and outline",
          description: PDF_BODY_DESCRIPTION,
          consumes: ['application/json', 'multipart/form-data'],
          [UPLOAD_FIELD]: 'pdf_file',
          [RESPONSE_HEADERS]: LIMIT_HEADERS,
          querystring: PdfWaitQuerySchema,
          body: PdfExtractUrlRequestSchema.nullish(),
          response: pdfResponses,
        },
      },
      async (request, reply) => runPdfExtract(ctx, request, reply, request.body, request.query.wait),
    );

    app.get(
      '/pdf-extract/jobs/:id',
      {
        onRequest: requireKeyOrSession(ctx),
        schema: {
          tags,
          security: [...apiKey, ...bearer],
          summary: "A large PDF's background extraction: its status, and its result when done",
          description: 'With `?wait=N` (at most 30) the answer waits up to N seconds for the job to finish.',
          [RESPONSE_HEADERS]: LIMIT_HEADERS,
          params: PdfJobParamsSchema,
          querystring: PdfWaitQuerySchema,
          response: { 200: successEnvelope(PdfJobSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await waitForPdfJob(
          ctx,
          callerOf(request).userId,
          request.params.id,
          requestLanguage(request),
          request.query.wait * 1000,
        ),
      }),
    );
  };
}

import {
  PdfExtractUrlRequestSchema,
  PdfJobParamsSchema,
  PdfJobSchema,
  successEnvelope,
  WebExtractRequestSchema,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { UPLOAD_FIELD } from '../../../platform/http/api-docs.ts';
import { apiKey, bearer } from '../../../platform/http/route-schemas.ts';
import { requestLanguage } from '../../../platform/messages.ts';
import { callerOf, requireApiKey, requireKeyOrSession } from '../key-auth.ts';
import { getPdfJob } from '../pdf-extraction.ts';
import {
  htmlBodyLimit,
  PDF_BODY_DESCRIPTION,
  pdfResponses,
  runPdfExtract,
  runWebExtract,
  webResponses,
} from './handlers.ts';

/** The public extraction API, called with `X-API-Key` (and so without the CSRF header). */
export function extractionApiRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['extraction'];
    const keyed = requireApiKey(ctx);

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
          body: PdfExtractUrlRequestSchema.nullish(),
          response: pdfResponses,
        },
      },
      async (request, reply) => runPdfExtract(ctx, request, reply, request.body),
    );

    app.get(
      '/pdf-extract/jobs/:id',
      {
        onRequest: requireKeyOrSession(ctx),
        schema: {
          tags,
          security: [...apiKey, ...bearer],
          summary: "A large PDF's background extraction: its status, and its result when done",
          params: PdfJobParamsSchema,
          response: { 200: successEnvelope(PdfJobSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getPdfJob(ctx, callerOf(request).userId, request.params.id, requestLanguage(request)),
      }),
    );
  };
}

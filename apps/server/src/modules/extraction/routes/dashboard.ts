import {
  ApiKeyCreateSchema,
  ApiKeySchema,
  CreatedApiKeySchema,
  ExtractionUsageSchema,
  IdParamSchema,
  PdfExtractUrlRequestSchema,
  PdfWaitQuerySchema,
  successEnvelope,
  WebExtractRequestSchema,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { RESPONSE_HEADERS, UPLOAD_FIELD } from '#platform/http/api-docs.ts';
import { apiKey, bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import { createKey, listKeys, revokeKey } from '../api-keys.ts';
import { callerOf, requireKeyOrSession, requirePlaygroundCaller } from '../key-auth.ts';
import { usageReport } from '../usage.ts';
import {
  htmlBodyLimit,
  PDF_BODY_DESCRIPTION,
  pdfResponses,
  runPdfExtract,
  runWebExtract,
  webResponses,
} from './handlers.ts';
import { LIMIT_HEADERS, limitHeaders } from './limit-headers.ts';

/** The owner's side: keys, usage, and the playground that calls the extractors with the session. */
export function extractionDashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['extraction'];
    const signedIn = requireAuth();
    const playground = requirePlaygroundCaller(ctx);
    app.addHook('onSend', limitHeaders(ctx));

    app.get(
      '/extraction/keys',
      {
        onRequest: signedIn,
        schema: { tags, security: bearer, response: { 200: successEnvelope(z.array(ApiKeySchema)) } },
      },
      async (request) => ({
        success: true as const,
        data: await listKeys(ctx.db, principalOf(request).userId),
      }),
    );

    app.post(
      '/extraction/keys',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security: bearer,
          body: ApiKeyCreateSchema,
          response: { 201: successEnvelope(CreatedApiKeySchema) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await createKey(ctx, principalOf(request).userId, request.body.name),
          message: say(request, 'apiKeyCreated'),
        }),
    );

    app.delete(
      '/extraction/keys/:id',
      {
        onRequest: signedIn,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(ApiKeySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await revokeKey(ctx, principalOf(request).userId, request.params.id),
        message: say(request, 'apiKeyRevoked'),
      }),
    );

    app.get(
      '/extraction/usage',
      {
        onRequest: requireKeyOrSession(ctx),
        schema: {
          tags,
          security: [...apiKey, ...bearer],
          summary: "The account's extractions this month, its plan's quota and rate limit, and its keys",
          [RESPONSE_HEADERS]: LIMIT_HEADERS,
          response: { 200: successEnvelope(ExtractionUsageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await usageReport(ctx, callerOf(request).userId),
      }),
    );

    app.post(
      '/extraction/playground/web-extract',
      {
        onRequest: playground,
        // A page may come in the body (`html`): as large as a fetched one, plus room for JSON's escapes.
        bodyLimit: htmlBodyLimit(ctx),
        schema: { tags, security: bearer, body: WebExtractRequestSchema, response: webResponses },
      },
      async (request) => runWebExtract(ctx, request, request.body),
    );

    app.post(
      '/extraction/playground/pdf-extract',
      {
        onRequest: playground,
        schema: {
          tags,
          security: bearer,
          description: PDF_BODY_DESCRIPTION,
          consumes: ['application/json', 'multipart/form-data'],
          [UPLOAD_FIELD]: 'pdf_file',
          querystring: PdfWaitQuerySchema,
          body: PdfExtractUrlRequestSchema.nullish(),
          response: pdfResponses,
        },
      },
      async (request, reply) => runPdfExtract(ctx, request, reply, request.body, request.query.wait),
    );
  };
}

import {
  AiUsageSchema,
  SlideSourceEbookSchema,
  SlideSourceUploadSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#platform/errors.ts';
import { readNamedUpload } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { looksLikePdf } from '#platform/safe-fetch/safe-fetch.ts';
import { aiUsageOf } from '../ai-usage.ts';
import type { SlidesDeps } from '../decks.ts';
import { listSourceEbooks, uploadSourcePdf } from '../sources.ts';
import { callerId, SLIDES_TAGS, slidesGuard } from './guard.ts';

/** Room for the multipart framing around the file when the declared length is checked up front. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Where a deck's text can come from (an uploaded PDF, an ebook), and the month's AI usage. */
export function slideSourceRoutes({ ctx, generator }: SlidesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = SLIDES_TAGS;
    const onRequest = slidesGuard(ctx);

    app.post(
      '/ai-slides/sources/upload',
      {
        onRequest,
        // A declared length past the limit is refused before a byte of the body is read.
        preValidation: async (request) => {
          const declared = Number(request.headers['content-length'] ?? 0);
          if (declared > ctx.config.extraction.maxBytes + MULTIPART_OVERHEAD) {
            throw new AppError('PAYLOAD_TOO_LARGE', {
              details: { limit_bytes: ctx.config.extraction.maxBytes },
            });
          }
        },
        schema: {
          tags,
          security: bearer,
          consumes: ['multipart/form-data'],
          description:
            'Multipart with one file field `file`: read at once (OCR for scanned pages when available) and kept ' +
            "as text for a day; `POST /ai-slides/prompts` takes its `upload_id` as `source: {kind: 'pdf_upload'}`.",
          response: { 201: successEnvelope(SlideSourceUploadSchema) },
        },
      },
      async (request, reply) => {
        const upload = await readNamedUpload(request, {
          field: 'file',
          maxBytes: ctx.config.extraction.maxBytes,
          reportLimit: true,
          refuseEmpty: true,
        });
        // Like every file upload: a file whose bytes are not a PDF is the wrong type (415), whatever its name.
        if (!looksLikePdf(upload.data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        const data = await uploadSourcePdf(ctx, callerId(request), upload.data, upload.fileName);
        return reply.code(201).send({ success: true as const, data });
      },
    );

    app.get(
      '/ai-slides/sources/ebooks',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description: "The ebooks (PDF products) the user bought or sells, for the deck's source picker.",
          response: { 200: successEnvelope(z.object({ items: z.array(SlideSourceEbookSchema) })) },
        },
      },
      async (request) => ({
        success: true as const,
        data: { items: await listSourceEbooks(ctx, callerId(request)) },
      }),
    );

    app.get(
      '/ai-slides/usage',
      {
        onRequest,
        schema: {
          tags,
          security: bearer,
          description: "The model's tokens used this month against the plan's quota.",
          response: { 200: successEnvelope(AiUsageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await aiUsageOf(ctx, generator.kind, callerId(request)),
      }),
    );
  };
}

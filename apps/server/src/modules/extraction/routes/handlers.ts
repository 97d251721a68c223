import {
  PdfExtractResultSchema,
  type PdfExtractUrlRequestSchema,
  PdfJobSchema,
  successEnvelope,
  type WebExtractRequestSchema,
  WebExtractResultSchema,
} from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { readUploadedFile } from '../../../platform/http/read-uploaded-file.ts';
import { requestLanguage, say } from '../../../platform/messages.ts';
import { callerOf } from '../key-auth.ts';
import { extractPdfFor, type PdfSource } from '../pdf-extraction.ts';
import { extractWebFor } from '../web-extraction.ts';

// The extraction endpoints and their playground twins differ only in who is charged: one handler each.

export const webResponses = { 200: successEnvelope(WebExtractResultSchema) };
export const pdfResponses = {
  200: successEnvelope(PdfExtractResultSchema),
  202: successEnvelope(PdfJobSchema),
};

export const PDF_BODY_DESCRIPTION =
  'JSON `{ "pdf_url": "https://…" }`, or multipart/form-data with the PDF in the field `pdf_file`. ' +
  'A PDF over the sync page limit answers 202 with a job to poll at `status_url`.';

/** The body limit of the web endpoints, which may carry a page as `html`. */
export const htmlBodyLimit = (ctx: AppContext) => ctx.config.extraction.maxBytes + 1024 * 1024;

export async function runWebExtract(
  ctx: AppContext,
  request: FastifyRequest,
  body: z.output<typeof WebExtractRequestSchema>,
) {
  return { success: true as const, data: await extractWebFor(ctx, callerOf(request), body) };
}

async function pdfSourceOf(
  ctx: AppContext,
  request: FastifyRequest,
  body: z.output<typeof PdfExtractUrlRequestSchema> | null | undefined,
): Promise<PdfSource> {
  if (request.isMultipart()) {
    const data = await readUploadedFile(request, {
      field: 'pdf_file',
      maxBytes: ctx.config.extraction.maxBytes,
      reportLimit: true,
      refuseEmpty: true,
    });
    return { data, fileName: null };
  }
  if (!body?.pdf_url) throw new AppError('PDF_SOURCE_REQUIRED');
  return { url: body.pdf_url };
}

export async function runPdfExtract(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof PdfExtractUrlRequestSchema> | null | undefined,
) {
  const source = await pdfSourceOf(ctx, request, body);
  const outcome = await extractPdfFor(ctx, callerOf(request), source, requestLanguage(request));
  if ('job' in outcome) {
    return reply
      .code(202)
      .send({ success: true as const, data: outcome.job, message: say(request, 'extractionQueued') });
  }
  return reply.code(200).send({ success: true as const, data: outcome.result });
}

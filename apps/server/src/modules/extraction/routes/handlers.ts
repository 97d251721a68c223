import {
  PdfExtractResultSchema,
  type PdfExtractUrlRequestSchema,
  type PdfJob,
  PdfJobSchema,
  successEnvelope,
  type WebExtractRequestSchema,
  WebExtractResultSchema,
} from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { AppError, type ErrorCode } from '#platform/errors.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { requestLanguage, say } from '#platform/messages.ts';
import { callerOf, chargeFailedWork } from '../key-auth.ts';
import { extractPdfFor, type PdfSource } from '../pdf-extraction.ts';
import { waitForPdfJob } from '../pdf-wait.ts';
import { extractWebFor } from '../web-extraction.ts';

// The extraction endpoints and their playground twins differ only in who is charged: one handler each.

export const webResponses = { 200: successEnvelope(WebExtractResultSchema) };
export const pdfResponses = {
  200: successEnvelope(PdfExtractResultSchema),
  202: successEnvelope(PdfJobSchema).describe(
    'The PDF is longer than the sync page limit, or took longer than the sync time: it is read by a job. ' +
      'Poll `data.status_url` (GET, same key) until `status` is `done` (the result is in `data.result`) or ' +
      '`failed` (`data.error`); or send the request with `?wait=30` to have it wait for the job.',
  ),
};

export const PDF_BODY_DESCRIPTION =
  'JSON `{ "pdf_url": "https://…" }`, or multipart/form-data with the PDF in the field `pdf_file`. ' +
  'A PDF over the sync page limit answers 202 with a job to poll at `status_url`; with `?wait=N` ' +
  '(at most 30) the request waits up to N seconds for the job and answers 200 with the result when it ' +
  'finishes in time.';

/** The body limit of the web endpoints, which may carry a page as `html`. */
export const htmlBodyLimit = (ctx: AppContext) => ctx.config.extraction.maxBytes + 1024 * 1024;

/**
 * Failures that come after the work cost something: a body read and unpacked, a parse run to its end or
 * to its limits. A refusal before the work (an address not allowed, a host unknown) costs nothing more.
 */
const COSTLY_FAILURES = new Set<ErrorCode>([
  'NO_MAIN_TEXT',
  'WORKER_TIME_LIMIT',
  'WORKER_MEMORY_LIMIT',
  'EXTRACTION_OUTPUT_TOO_LARGE',
  'FETCH_COMPRESSION_RATIO',
  'FETCH_TOO_LARGE',
  'FETCH_TIMEOUT',
  'PDF_DECODED_TOO_LARGE',
  'PDF_DAMAGED',
  'PDF_ENCRYPTED',
  'PDF_TOO_MANY_PAGES',
]);

/** Runs the work; a failure of it after it began counts against the caller's rate limit (chargeFailedWork). */
async function chargingFailures<T>(ctx: AppContext, request: FastifyRequest, work: () => Promise<T>) {
  const started = performance.now();
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && COSTLY_FAILURES.has(error.code)) {
      await chargeFailedWork(ctx, request, performance.now() - started);
    }
    throw error;
  }
}

export async function runWebExtract(
  ctx: AppContext,
  request: FastifyRequest,
  body: z.output<typeof WebExtractRequestSchema>,
) {
  const data = await chargingFailures(ctx, request, () => extractWebFor(ctx, callerOf(request), body));
  return { success: true as const, data };
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

/** A job that failed while the client waited answers as the same request would have failed at once. */
function failedJobError(job: PdfJob): AppError {
  const code = (job.error?.code ?? 'EXTRACTION_FAILED') as ErrorCode;
  return new AppError(code, { details: { job_id: job.id, status_url: job.status_url } });
}

export async function runPdfExtract(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  body: z.output<typeof PdfExtractUrlRequestSchema> | null | undefined,
  waitSeconds: number,
) {
  const language = requestLanguage(request);
  const caller = callerOf(request);
  const outcome = await chargingFailures(ctx, request, async () => {
    const source = await pdfSourceOf(ctx, request, body);
    const started = await extractPdfFor(ctx, caller, source, language);
    if (!('job' in started) || waitSeconds === 0) return started;
    const job = await waitForPdfJob(ctx, caller.userId, started.job.id, language, waitSeconds * 1000);
    if (job.status === 'failed') throw failedJobError(job);
    return job.status === 'done' && job.result ? { result: job.result } : { job };
  });
  if ('job' in outcome) {
    return reply
      .code(202)
      .send({ success: true as const, data: outcome.job, message: say(request, 'extractionQueued') });
  }
  return reply.code(200).send({ success: true as const, data: outcome.result });
}

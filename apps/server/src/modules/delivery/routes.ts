import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CourseContentSchema,
  FileLinkRequestSchema,
  FileLinkSchema,
  FilePreparingSchema,
  IdParamSchema,
  OwnedContentSchema,
  ProgressEntrySchema,
  ProgressInputSchema,
  ProgressSchema,
  PublicCourseContentSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_REFUNDED_JOB } from '#modules/orders/index.ts';
import { bearerToken, type Principal, principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { sendStoredFile } from '#platform/http/send-stored.ts';
import { reserveDownloadBytes, returnUnsentBytes, sweepExpiredDownloadLinks } from './download-budget.ts';
import { getProgress, saveProgress } from './progress.ts';
import * as delivery from './service.ts';
import { type LinkClaims, verifyLink } from './signed-links.ts';
import { discardCopiesJob, stampJob } from './stamp-jobs.ts';
import type { Viewer } from './viewer-access.ts';

const tags = ['delivery'];
/** Anything is accepted here and judged by verifyLink, so a bad link is one answer (403), never a 400. */
const TokenParams = z.object({ token: z.string().max(300) });

const viewerOf = (principal: Principal): Viewer => ({
  userId: principal.userId,
  roles: principal.roles,
});

/** A filename for Content-Disposition: ASCII fallback plus the UTF-8 original (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A counted download address sends its file once: what this response will send is reserved first, and
 * what it did not send (the connection broke) is given back when it ends, so the download can resume.
 */
async function meterDownload(
  ctx: AppContext,
  claims: LinkClaims,
  object: delivery.SignedObject,
  length: number,
  reply: FastifyReply,
): Promise<(body: Readable) => Readable> {
  const { linkId } = claims;
  if (!linkId) return (body) => body;
  await reserveDownloadBytes(ctx, { linkId, expiresAt: claims.expiresAt }, object.sizeBytes, length);
  let sent = 0;
  reply.raw.once('close', () => {
    returnUnsentBytes(ctx, linkId, length - sent).catch((error) =>
      reply.log.warn({ err: error }, 'could not give back the unsent bytes of a download'),
    );
  });
  return (body) => {
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sent += chunk.length;
        done(null, chunk);
      },
    });
    pipeline(body, counter).catch(() => undefined);
    return counter;
  };
}

/** Streams an object from the store in constant memory, honouring one HTTP Range so players can seek. */
function sendObject(
  ctx: AppContext,
  claims: LinkClaims,
  object: delivery.SignedObject,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const download = object.purpose === 'download';
  return sendStoredFile(ctx.storage, object, request, reply, {
    headers: {
      // The address is personal and short-lived: no shared cache may keep it, the browser only while it plays.
      'cache-control': download ? 'private, no-store' : 'private, max-age=300',
      'referrer-policy': 'no-referrer',
      'content-disposition': disposition(download ? 'attachment' : 'inline', object.filename),
    },
    meter: (length) => meterDownload(ctx, claims, object, length, reply),
  });
}

export function deliveryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  ctx.jobs.handle(delivery.STAMP_JOB, stampJob(ctx));
  ctx.jobs.handle(ORDER_REFUNDED_JOB, discardCopiesJob(ctx));
  sweepExpiredDownloadLinks(ctx);
  return async (app) => {
    const member = requireAuth();
    const manager = requireAuth({ roles: ['publisher', 'admin'] });

    app.post(
      '/gcs_jwt/download',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          description:
            "A signed address for a file the caller owns (bucket `products`, object_name = file id) or a sample (bucket `samples`). A PDF is the buyer's own copy stamped with their name, email and order code: while it is made the answer is 202 `preparing`; ask again. Each ready answer counts as one download.",
          body: FileLinkRequestSchema,
          response: {
            200: successEnvelope(FileLinkSchema),
            202: successEnvelope(FilePreparingSchema),
          },
        },
      },
      async (request, reply) => {
        const result = await delivery.requestDownload(ctx, viewerOf(principalOf(request)), request.body);
        if (result.status === 'preparing') {
          return reply
            .code(202)
            .header('retry-after', result.retry_after_seconds)
            .send({ success: true as const, data: result });
        }
        return reply.code(200).send({ success: true as const, data: result });
      },
    );

    app.post(
      '/publisher/gcs_jwt/download',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          description:
            "A signed address for any file of the caller's own product (an admin: any product's), staged files included, as uploaded.",
          body: FileLinkRequestSchema,
          response: { 200: successEnvelope(FileLinkSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await delivery.requestCreatorDownload(ctx, viewerOf(principalOf(request)), request.body),
      }),
    );

    app.get(
      '/files/signed/:token',
      {
        schema: {
          tags,
          description:
            'Reads a file through a signed address (Range requests answer 206). The address names the user it was issued to; their access is checked again on every request.',
          params: TokenParams,
        },
      },
      async (request, reply) => {
        const claims = verifyLink(ctx.config.authSecret, request.params.token, ctx.now());
        // A caller who also sends a session must be the user the address was issued to.
        if (bearerToken(request)) {
          const caller = await app.authenticate(request).catch(() => undefined);
          if (caller && caller.userId !== claims.userId) throw new AppError('LINK_INVALID');
        }
        const object = await delivery.resolveLink(ctx, claims);
        return sendObject(ctx, claims, object, request, reply);
      },
    );

    app.get(
      '/owned/:id/files',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          description:
            "The files of a product the caller owns (or sells, or an admin), each with a signed stream address and the caller's progress.",
          params: IdParamSchema,
          response: { 200: successEnvelope(OwnedContentSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return {
          success: true as const,
          data: await delivery.ownedContent(ctx, viewerOf(principalOf(request)), request.params.id),
        };
      },
    );

    app.get(
      '/owned/:id/progress',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(ProgressSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getProgress(ctx, viewerOf(principalOf(request)), request.params.id),
      }),
    );

    app.put(
      '/owned/:id/progress',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          description:
            'Remembers where the caller is in one file: a page for a PDF, seconds for audio and video.',
          params: IdParamSchema,
          body: ProgressInputSchema,
          response: { 200: successEnvelope(ProgressEntrySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await saveProgress(ctx, viewerOf(principalOf(request)), request.params.id, request.body),
      }),
    );

    app.get(
      '/courses/book/:id/content',
      {
        onRequest: member,
        schema: {
          tags,
          security: bearer,
          description: 'An owned video course: its lessons with signed stream addresses and progress.',
          params: IdParamSchema,
          response: { 200: successEnvelope(CourseContentSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return {
          success: true as const,
          data: await delivery.courseContent(ctx, viewerOf(principalOf(request)), request.params.id),
        };
      },
    );

    app.get(
      '/public/legacy-courses/book/:id/content',
      {
        schema: {
          tags,
          description: 'The lesson list of a course on sale, without addresses.',
          params: IdParamSchema,
          response: { 200: successEnvelope(PublicCourseContentSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await delivery.publicCourseContent(ctx.db, request.params.id),
      }),
    );
  };
}

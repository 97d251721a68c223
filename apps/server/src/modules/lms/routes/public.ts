import { LmsCertificateSchema, LmsJoinValidationSchema, successEnvelope } from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sendStoredFile, sendStoredImage } from '#platform/http/send-stored.ts';
import { say } from '#platform/messages.ts';
import { verifyCertificate } from '../certificates.ts';
import { validateInvite } from '../invites.ts';
import { streamedFile } from '../progress.ts';
import { verifyCourseEmail } from '../verify-email.ts';
import { CertificateCodeParams, InviteQuery, SlugParams } from './schemas.ts';

/**
 * What guests reach: a join link's check (a revoked link is unknown), the course email link, certificate
 * checks (saying when one was revoked) and course covers.
 */
export function publicLmsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms'];

    app.get(
      '/public/lms/join/:slug/validate',
      {
        schema: {
          tags,
          params: SlugParams,
          querystring: InviteQuery,
          response: { 200: successEnvelope(LmsJoinValidationSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await validateInvite(ctx, request.params.slug, request.query.invite),
      }),
    );

    app.get(
      '/public/lms/verify',
      {
        schema: {
          tags,
          querystring: z
            .object({
              token: z
                .string()
                .regex(/^[A-Za-z0-9_-]{20,64}$/)
                .optional(),
              code: CertificateCodeParams.shape.code.optional(),
            })
            .strict(),
          description:
            '`?token=`: uses a course email verification link. `?code=`: checks a certificate, as `/public/lms/certificates/{code}` does (valid, or revoked and when).',
          response: {
            // The certificate first: an email result fits neither its fields, so it is not taken for one.
            200: successEnvelope(z.union([LmsCertificateSchema, z.object({ course_id: z.number().int() })])),
          },
        },
      },
      async (request) => {
        const { token, code } = request.query;
        if (code !== undefined && token === undefined) {
          return { success: true as const, data: await verifyCertificate(ctx.db, code) };
        }
        if (token === undefined || code !== undefined) {
          throw new AppError('VALIDATION_ERROR', { details: { query: 'token or code, one of them' } });
        }
        return {
          success: true as const,
          data: await verifyCourseEmail(ctx, token),
          message: say(request, 'verified'),
        };
      },
    );

    app.get(
      '/public/lms/certificates/:code',
      {
        schema: {
          tags,
          params: CertificateCodeParams,
          response: { 200: successEnvelope(LmsCertificateSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await verifyCertificate(ctx.db, request.params.code),
      }),
    );

    app.get(
      '/public/lms/stream/:token',
      {
        schema: {
          tags,
          params: z.object({ token: z.string().max(300) }),
          description:
            'A content file through the signed address the content page hands out (Range requests answer 206).',
        },
      },
      async (request, reply) => {
        const file = await streamedFile(ctx, request.params.token);
        return sendStoredFile(ctx.storage, file, request, reply, {
          headers: { 'cache-control': 'private, no-store', 'content-disposition': 'inline' },
        });
      },
    );

    app.get(
      '/public/image-proxy/lms-cover/:name',
      {
        schema: {
          tags: ['files'],
          params: z.object({ name: z.string().regex(/^[0-9]+-[0-9a-f]{16}\.webp$/) }),
        },
      },
      async (request, reply) => sendStoredImage(ctx.storage, `lms-cover/${request.params.name}`, reply),
    );
  };
}

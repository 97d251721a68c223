import {
  IdParamSchema,
  LmsCourseDetailSchema,
  LmsCourseSchema,
  LmsFeedbackInputSchema,
  LmsHomeSchema,
  LmsOpenedContentSchema,
  LmsProgressInputSchema,
  LmsProgressSchema,
  MessageEnvelopeSchema,
  pageOf,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { sendStoredFile } from '#platform/http/send-stored.ts';
import { say } from '#platform/messages.ts';
import { certificatePdf } from '../certificates.ts';
import { fileOfContent, findContent } from '../contents.ts';
import { listPublicCourses } from '../courses.ts';
import { type EnrolmentRow, enrol, getLearnerAccess, toEnrolment } from '../enrolment.ts';
import { saveFeedback } from '../feedback.ts';
import { joinByInvite } from '../invites.ts';
import { courseDetail, learnerHome } from '../learner-home.ts';
import { learnerContents, openContent, saveProgress } from '../progress.ts';
import { sendCourseVerification } from '../verify-email.ts';
import { enrolmentEnvelope, InviteQuery, learnerContentsEnvelope, SlugParams } from './schemas.ts';

/** In at once, or a request that waits for the trainer. */
const enrolledMessage = (request: FastifyRequest, row: EnrolmentRow) =>
  say(request, row.status === 'pending' ? 'enrolmentRequested' : 'enrolled');

/**
 * The learner's side needs a verified email address (403 EMAIL_NOT_VERIFIED), except the course page itself
 * and the mail that verifies the address from it: a learner sent a course link before verifying sees what
 * the course is and how to get in.
 */
export function learnerLmsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms'];
    const learner = requireAuth();
    const coursePageReader = requireAuth({ allowUnverified: true });
    const ok = <T>(data: T) => ({ success: true as const, data });

    app.get(
      '/lms/me',
      {
        onRequest: learner,
        schema: { tags, security: bearer, response: { 200: successEnvelope(LmsHomeSchema) } },
      },
      async (request) => ok(await learnerHome(ctx, principalOf(request))),
    );

    app.get(
      '/lms/courses',
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          querystring: z.object({
            q: z.string().trim().max(100).optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(50).default(12),
          }),
          response: { 200: successEnvelope(pageOf(LmsCourseSchema)) },
        },
      },
      async (request) => ok(await listPublicCourses(ctx.db, request.query)),
    );

    app.get(
      '/lms/courses/:id',
      {
        onRequest: coursePageReader,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(LmsCourseDetailSchema) },
        },
      },
      async (request) => ok(await courseDetail(ctx, principalOf(request), request.params.id)),
    );

    app.get(
      '/lms/courses/:id/contents',
      {
        onRequest: learner,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: learnerContentsEnvelope } },
      },
      async (request) => {
        const access = await getLearnerAccess(ctx, principalOf(request), request.params.id);
        return ok(await learnerContents(ctx, access));
      },
    );

    app.post(
      '/lms/courses/:id/enroll',
      {
        onRequest: learner,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 201: enrolmentEnvelope } },
      },
      async (request, reply) => {
        const row = await enrol(ctx, principalOf(request), request.params.id);
        return reply.code(201).send({ ...ok(toEnrolment(row, 0)), message: enrolledMessage(request, row) });
      },
    );

    app.post(
      '/lms/join/:slug',
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: SlugParams,
          querystring: InviteQuery,
          response: { 201: enrolmentEnvelope },
        },
      },
      async (request, reply) => {
        const row = await joinByInvite(ctx, principalOf(request), request.params.slug, request.query.invite);
        return reply.code(201).send({ ...ok(toEnrolment(row, 0)), message: enrolledMessage(request, row) });
      },
    );

    app.post(
      '/lms/verify-email/send',
      {
        onRequest: coursePageReader,
        schema: {
          tags,
          security: bearer,
          body: z.object({ course_id: z.number().int().positive().max(2_147_483_647) }).strict(),
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await sendCourseVerification(ctx, principalOf(request), request.body.course_id);
        return { success: true as const, message: say(request, 'verificationSent') };
      },
    );

    app.post(
      '/lms/courses/:id/feedback',
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LmsFeedbackInputSchema,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await saveFeedback(ctx, principalOf(request), request.params.id, request.body);
        return { success: true as const, message: say(request, 'feedbackSaved') };
      },
    );

    app.get(
      '/lms/courses/:id/certificate',
      { onRequest: learner, schema: { tags, security: bearer, params: IdParamSchema } },
      async (request, reply) => {
        const access = await getLearnerAccess(ctx, principalOf(request), request.params.id);
        const { code, bytes } = await certificatePdf(ctx, access.enrolment);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="sertifikat-${code}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(bytes));
      },
    );

    app.get(
      '/lms/contents/:id',
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: {
            200: successEnvelope(LmsOpenedContentSchema),
          },
        },
      },
      async (request) => {
        const { access: _access, ...view } = await openContent(ctx, principalOf(request), request.params.id);
        return ok(view);
      },
    );

    app.get(
      '/lms/contents/:id/file',
      { onRequest: learner, schema: { tags, security: bearer, params: IdParamSchema } },
      async (request, reply) => {
        const { content } = await openContent(ctx, principalOf(request), request.params.id);
        const row = await findContent(ctx.db, content.id);
        const file = row ? await fileOfContent(ctx.db, row) : undefined;
        if (!file) throw new AppError('NOT_FOUND');
        return sendStoredFile(ctx.storage, file, request, reply, {
          headers: { 'cache-control': 'private, no-store', 'content-disposition': 'inline' },
        });
      },
    );

    app.put(
      '/lms/contents/:id/progress',
      {
        onRequest: learner,
        schema: {
          tags,
          security: bearer,
          description:
            'A progress save as evidence: the second a media is at (with `active` while it plays), the page a PDF or deck shows, or a text on screen (`active`). The server measures the share studied (time played, at most twice the wall clock between saves; distinct pages; time on the text against its reading time) and completes the content at the trainer threshold. A page the document lacks: 422 LMS_PAGE_OUT_OF_RANGE.',
          params: IdParamSchema,
          body: LmsProgressInputSchema,
          response: { 200: successEnvelope(LmsProgressSchema) },
        },
      },
      async (request) => ok(await saveProgress(ctx, principalOf(request), request.params.id, request.body)),
    );
  };
}

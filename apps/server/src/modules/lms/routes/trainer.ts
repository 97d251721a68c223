import {
  IdParamSchema,
  LmsContentInputSchema,
  LmsContentOrderSchema,
  LmsContentUpdateSchema,
  LmsCourseInputSchema,
  LmsCourseUpdateSchema,
  LmsDashboardSchema,
  LmsEnrolmentStatusSchema,
  LmsFeedbackSchema,
  LmsParticipantDecisionResultSchema,
  LmsParticipantDecisionSchema,
  LmsParticipantSchema,
  MessageEnvelopeSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { toWebp } from '#platform/images.ts';
import { say } from '#platform/messages.ts';
import { toContent } from '../content-view.ts';
import {
  addContent,
  deleteContent,
  getManagedContent,
  listManagedContents,
  reorderContents,
  updateContent,
  uploadContentFile,
} from '../contents.ts';
import {
  createCourse,
  deleteCourse,
  getManagedCourse,
  listManagedCourses,
  setCourseCover,
  toCourse,
  updateCourse,
} from '../courses.ts';
import { trainerDashboard } from '../dashboard.ts';
import { listFeedback } from '../feedback.ts';
import { decideJoinRequests } from '../join-requests.ts';
import { listParticipants, participantsCsv } from '../participants.ts';
import { contentEnvelope, contentsEnvelope, courseEnvelope, coursesEnvelope } from './schemas.ts';

const COVER_SIZE = { width: 1280, height: 720 };
/** The trainer's side: publishers whose plan has `lms_access` (admins manage every course). */
export function trainerLmsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms-trainer'];
    const trainer = [requireAuth({ roles: ['publisher', 'admin'] }), requireFeature(ctx, 'lms_access')];
    const ok = <T>(data: T) => ({ success: true as const, data });

    app.get(
      '/publisher/lms/dashboard',
      {
        onRequest: trainer,
        schema: { tags, security: bearer, response: { 200: successEnvelope(LmsDashboardSchema) } },
      },
      async (request) => ok(await trainerDashboard(ctx, principalOf(request))),
    );

    app.get(
      '/publisher/lms/courses',
      { onRequest: trainer, schema: { tags, security: bearer, response: { 200: coursesEnvelope } } },
      async (request) => ok(await listManagedCourses(ctx.db, principalOf(request))),
    );

    app.post(
      '/publisher/lms/courses',
      {
        onRequest: trainer,
        schema: { tags, security: bearer, body: LmsCourseInputSchema, response: { 201: courseEnvelope } },
      },
      async (request, reply) =>
        reply.code(201).send(ok(await createCourse(ctx, principalOf(request).userId, request.body))),
    );

    app.get(
      '/publisher/lms/courses/:id',
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: courseEnvelope } },
      },
      async (request) =>
        ok(await toCourse(ctx.db, await getManagedCourse(ctx.db, principalOf(request), request.params.id))),
    );

    app.put(
      '/publisher/lms/courses/:id',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LmsCourseUpdateSchema,
          response: { 200: courseEnvelope },
        },
      },
      async (request) => ok(await updateCourse(ctx, principalOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/publisher/lms/courses/:id',
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteCourse(ctx, principalOf(request), request.params.id);
        return { success: true as const, message: say(request, 'courseDeleted') };
      },
    );

    app.post(
      '/publisher/lms/courses/:id/cover',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          consumes: ['multipart/form-data'],
          description: 'Multipart field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).',
          response: { 200: courseEnvelope },
        },
      },
      async (request) => {
        await getManagedCourse(ctx.db, principalOf(request), request.params.id);
        const image = await readUploadedFile(request, { field: 'image', maxBytes: 5 * 1024 * 1024 });
        const webp = await toWebp(image, COVER_SIZE, 'inside');
        return ok(await setCourseCover(ctx, principalOf(request), request.params.id, webp));
      },
    );

    app.get(
      '/publisher/lms/courses/:id/contents',
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: contentsEnvelope } },
      },
      async (request) => ok(await listManagedContents(ctx.db, principalOf(request), request.params.id)),
    );

    app.post(
      '/publisher/lms/courses/:id/contents',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LmsContentInputSchema,
          response: { 201: contentEnvelope },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(ok(await addContent(ctx, principalOf(request), request.params.id, request.body))),
    );

    app.put(
      '/publisher/lms/courses/:id/contents/order',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LmsContentOrderSchema,
          response: { 200: contentsEnvelope },
        },
      },
      async (request) =>
        ok(await reorderContents(ctx, principalOf(request), request.params.id, request.body.content_ids)),
    );

    app.get(
      '/publisher/lms/contents/:id',
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: contentEnvelope } },
      },
      async (request) =>
        ok(toContent((await getManagedContent(ctx.db, principalOf(request), request.params.id)).content)),
    );

    app.put(
      '/publisher/lms/contents/:id',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LmsContentUpdateSchema,
          response: { 200: contentEnvelope },
        },
      },
      async (request) => ok(await updateContent(ctx, principalOf(request), request.params.id, request.body)),
    );

    app.delete(
      '/publisher/lms/contents/:id',
      {
        onRequest: trainer,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteContent(ctx, principalOf(request), request.params.id);
        return { success: true as const, message: say(request, 'contentDeleted') };
      },
    );

    app.post(
      '/publisher/lms/contents/:id/file',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          consumes: ['multipart/form-data'],
          description:
            'Multipart field `file`: MP4 or WebM for a video, PDF, MP3 for audio, PPTX or PDF for slides.',
          response: { 200: contentEnvelope },
        },
      },
      async (request) => ok(await uploadContentFile(ctx, request, principalOf(request), request.params.id)),
    );
    app.get(
      '/publisher/lms/courses/:id/participants',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          querystring: z.object({
            status: LmsEnrolmentStatusSchema.optional(),
            q: z.string().trim().max(100).optional(),
            format: z.enum(['json', 'csv']).default('json'),
          }),
          response: { 200: successEnvelope(z.array(LmsParticipantSchema)).or(z.string()) },
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        const rows = await listParticipants(ctx, principalOf(request), request.params.id, query);
        if (format === 'json') return ok(rows);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="participants-${request.params.id}.csv"`)
          .send(participantsCsv(rows));
      },
    );

    for (const [decision, message] of [
      ['approve', 'requestsApproved'],
      ['decline', 'requestsDeclined'],
    ] as const) {
      app.post(
        `/publisher/lms/courses/:id/participants/${decision}`,
        {
          onRequest: trainer,
          schema: {
            tags,
            security: bearer,
            params: IdParamSchema,
            body: LmsParticipantDecisionSchema,
            description:
              decision === 'approve'
                ? 'Lets learners who asked to join in (`pending` to `active`); every id must be waiting.'
                : 'Turns down learners who asked to join (`pending` to `removed`); every id must be waiting.',
            response: { 200: successEnvelope(LmsParticipantDecisionResultSchema) },
          },
        },
        async (request) => ({
          ...ok(
            await decideJoinRequests(
              ctx,
              principalOf(request),
              request.params.id,
              request.body.user_ids,
              decision,
            ),
          ),
          message: say(request, message),
        }),
      );
    }

    app.get(
      '/publisher/lms/courses/:id/feedback',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(z.array(LmsFeedbackSchema.extend({ course_title: z.string() }))) },
        },
      },
      async (request) => {
        await getManagedCourse(ctx.db, principalOf(request), request.params.id);
        return ok(await listFeedback(ctx, [request.params.id], 200));
      },
    );
  };
}

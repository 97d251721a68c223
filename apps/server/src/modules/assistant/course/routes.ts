import {
  CourseBuildRequestSchema,
  CourseBuildSchema,
  CoursePlanRequestSchema,
  CoursePlanSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '#platform/auth-guard.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { trainerAssistantGate } from '../gate.ts';
import type { AssistantDeps } from '../quiz-questions.ts';
import { courseBuildJob } from './build-job.ts';
import { COURSE_BUILD_JOB, getCourseBuild, startCourseBuild } from './builds.ts';
import { proposeCoursePlan } from './plans.ts';

/**
 * A course from an ebook (record 057), under the assistant's gate (record 051): a trainer (publisher or
 * admin with `lms_access`) on a plan with `ai_generate_slides`.
 */
export function courseFromSourceRoutes(deps: AssistantDeps): FastifyPluginAsyncZod {
  deps.ctx.jobs.handle(COURSE_BUILD_JOB, courseBuildJob(deps));
  return async (app) => {
    const onRequest = trainerAssistantGate(deps.ctx);
    app.post(
      '/assistant/course-plans',
      {
        onRequest,
        schema: {
          tags: ['assistant'],
          security: bearer,
          description:
            "Reads an ebook's or an uploaded PDF's outline (bookmarks, else headings by type size, else blocks " +
            'of pages) and proposes a course plan. Nothing is stored.',
          body: CoursePlanRequestSchema,
          response: { 200: successEnvelope(CoursePlanSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await proposeCoursePlan(deps, principalOf(request).userId, request.body),
      }),
    );
    app.post(
      '/assistant/course-builds',
      {
        onRequest,
        schema: {
          tags: ['assistant'],
          security: bearer,
          description:
            'Creates a draft course from an edited plan; its contents are made in the background. ' +
            'Follow it with `GET /assistant/course-builds/{id}`.',
          body: CourseBuildRequestSchema,
          response: { 202: successEnvelope(CourseBuildSchema) },
        },
      },
      async (request, reply) => {
        const build = await startCourseBuild(deps, principalOf(request).userId, request.body);
        return reply.code(202).send({ success: true as const, data: build });
      },
    );
    app.get(
      '/assistant/course-builds/:id',
      {
        onRequest,
        schema: {
          tags: ['assistant'],
          security: bearer,
          description: "A course build's progress: each step done, failed (with why) or still pending.",
          params: z.object({ id: z.string().uuid() }),
          response: { 200: successEnvelope(CourseBuildSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getCourseBuild(deps, principalOf(request).userId, request.params.id),
      }),
    );
  };
}

import {
  IdParamSchema,
  SupportAnswerCreateSchema,
  SupportAssignSchema,
  SupportInboxPageSchema,
  SupportInboxQuerySchema,
  SupportNoteCreateSchema,
  SupportOverviewSchema,
  SupportRequestEnvelopeSchema,
  SupportStaffListSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUsersWithRoleOrGroup } from '#modules/users/index.ts';
import { principalOf } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import {
  addNote,
  answerRequest,
  assignRequest,
  closeRequest,
  inboxOverview,
  listInbox,
  readRequest,
  reopenRequest,
  type StaffActor,
} from '../inbox.ts';
import { requireSupportStaff, supportGroupId } from '../staff-access.ts';

const actorOf = (request: FastifyRequest): StaffActor => {
  const principal = principalOf(request);
  return { id: principal.userId, name: principal.user.fullName, isAdmin: principal.roles.includes('admin') };
};

/** The staff inbox: admins and the support group list, read, assign, answer, note, close and reopen. */
export function staffSupportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const common = { onRequest: requireSupportStaff, schema: { tags: ['support'], security: bearer } };
    const detail = { 200: SupportRequestEnvelopeSchema };
    const created = { 201: SupportRequestEnvelopeSchema };

    app.get(
      '/support/requests',
      {
        ...common,
        schema: {
          ...common.schema,
          querystring: SupportInboxQuerySchema,
          response: { 200: SupportInboxPageSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listInbox(ctx, request.query, principalOf(request).userId),
      }),
    );

    app.get(
      '/support/requests/:id',
      { ...common, schema: { ...common.schema, params: IdParamSchema, response: detail } },
      async (request) => ({ success: true as const, data: await readRequest(ctx, request.params.id) }),
    );

    app.post(
      '/support/requests/:id/assign',
      {
        ...common,
        schema: { ...common.schema, params: IdParamSchema, body: SupportAssignSchema, response: detail },
      },
      async (request) => ({
        success: true as const,
        data: await assignRequest(ctx, request.params.id, request.body.assignee_id),
      }),
    );

    app.post(
      '/support/requests/:id/answers',
      {
        ...common,
        schema: {
          ...common.schema,
          params: IdParamSchema,
          body: SupportAnswerCreateSchema,
          response: created,
        },
      },
      async (request, reply) => {
        const answered = await answerRequest(ctx, request.params.id, request.body, actorOf(request));
        return reply.code(201).send({ success: true as const, data: answered });
      },
    );

    app.post(
      '/support/requests/:id/notes',
      {
        ...common,
        schema: { ...common.schema, params: IdParamSchema, body: SupportNoteCreateSchema, response: created },
      },
      async (request, reply) => {
        const noted = await addNote(ctx, request.params.id, request.body.note, actorOf(request));
        return reply.code(201).send({ success: true as const, data: noted });
      },
    );

    app.post(
      '/support/requests/:id/close',
      { ...common, schema: { ...common.schema, params: IdParamSchema, response: detail } },
      async (request) => ({ success: true as const, data: await closeRequest(ctx, request.params.id) }),
    );

    app.post(
      '/support/requests/:id/reopen',
      { ...common, schema: { ...common.schema, params: IdParamSchema, response: detail } },
      async (request) => ({ success: true as const, data: await reopenRequest(ctx, request.params.id) }),
    );

    app.get(
      '/support/overview',
      { ...common, schema: { ...common.schema, response: { 200: successEnvelope(SupportOverviewSchema) } } },
      async () => ({ success: true as const, data: await inboxOverview(ctx) }),
    );

    app.get(
      '/support/staff',
      { ...common, schema: { ...common.schema, response: { 200: successEnvelope(SupportStaffListSchema) } } },
      async () => {
        const groupId = await supportGroupId(ctx);
        const staff = await listUsersWithRoleOrGroup(ctx.db, { role: 'admin', groupId });
        return {
          success: true as const,
          data: {
            support_group_id: groupId,
            staff: staff.map((s) => ({ id: s.id, name: s.name, email: s.email, is_admin: s.isAdmin })),
          },
        };
      },
    );
  };
}

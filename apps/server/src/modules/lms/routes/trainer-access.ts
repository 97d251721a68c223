import {
  IdParamSchema,
  IdSchema,
  LmsCertificateRevokeSchema,
  LmsEmailInviteInputSchema,
  LmsEmailInviteResultSchema,
  LmsInviteInputSchema,
  LmsInviteSchema,
  LmsInviteUpdateSchema,
  LmsParticipantCertificateSchema,
  LmsParticipantRemoveQuerySchema,
  MessageEnvelopeSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireFeature } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import { revokeCertificate } from '../certificates.ts';
import { inviteByEmail } from '../email-invites.ts';
import { createInvite, listInvites, revokeInvite, updateInviteLimits } from '../invites.ts';
import { setParticipantRemoved } from '../participants.ts';

const ParticipantParams = z.object({ id: IdSchema, userId: IdSchema });
const InviteParams = z.object({ id: IdSchema, inviteId: IdSchema });

/**
 * Who gets into a trainer's course and what they keep: join links (made, listed, limited again, revoked),
 * invitations by email, removing and restoring a learner, and revoking a certificate. Only the course's
 * trainer or an admin; another trainer's course is not found.
 */
export function trainerAccessRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['lms-trainer'];
    const trainer = [requireAuth({ roles: ['publisher', 'admin'] }), requireFeature(ctx, 'lms_access')];
    const ok = <T>(data: T) => ({ success: true as const, data });
    const inviteEnvelope = successEnvelope(LmsInviteSchema);

    app.post(
      '/publisher/lms/courses/:id/invites',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LmsInviteInputSchema,
          response: { 201: inviteEnvelope },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(ok(await createInvite(ctx, principalOf(request), request.params.id, request.body))),
    );

    app.post(
      '/publisher/lms/courses/:id/invites/email',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: LmsEmailInviteInputSchema,
          response: { 200: successEnvelope(LmsEmailInviteResultSchema) },
        },
      },
      async (request) =>
        ok(await inviteByEmail(ctx, principalOf(request), request.params.id, request.body.emails)),
    );

    app.get(
      '/publisher/lms/courses/:id/invites',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(z.array(LmsInviteSchema)) },
        },
      },
      async (request) => ok(await listInvites(ctx, principalOf(request), request.params.id)),
    );

    app.put(
      '/publisher/lms/courses/:id/invites/:inviteId',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: InviteParams,
          body: LmsInviteUpdateSchema,
          description:
            'New limits: `max_uses` (null: none; not below the uses so far) and `expires_in_hours` from now (null: never).',
          response: { 200: inviteEnvelope },
        },
      },
      async (request) => {
        const { id, inviteId } = request.params;
        return ok(await updateInviteLimits(ctx, principalOf(request), id, inviteId, request.body));
      },
    );

    app.put(
      '/publisher/lms/courses/:id/invites/:inviteId/revoke',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: InviteParams,
          description: 'The link then answers exactly as an unknown one; who joined by it stays in.',
          response: { 200: inviteEnvelope },
        },
      },
      async (request) =>
        ok(await revokeInvite(ctx, principalOf(request), request.params.id, request.params.inviteId)),
    );

    app.put(
      '/publisher/lms/courses/:id/participants/:userId/remove',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: ParticipantParams,
          querystring: LmsParticipantRemoveQuerySchema,
          description: '`revoke_certificate=true` revokes the learner’s certificate too (with `reason`).',
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        await setParticipantRemoved(ctx, principalOf(request), id, userId, true, {
          revokeCertificate: request.query.revoke_certificate === 'true',
          reason: request.query.reason,
        });
        return { success: true as const, message: say(request, 'participantRemoved') };
      },
    );

    app.put(
      '/publisher/lms/courses/:id/participants/:userId/restore',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: ParticipantParams,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await setParticipantRemoved(
          ctx,
          principalOf(request),
          request.params.id,
          request.params.userId,
          false,
        );
        return { success: true as const, message: say(request, 'participantRestored') };
      },
    );

    app.post(
      '/publisher/lms/courses/:id/participants/:userId/certificate/revoke',
      {
        onRequest: trainer,
        schema: {
          tags,
          security: bearer,
          params: ParticipantParams,
          body: LmsCertificateRevokeSchema,
          description:
            'The public check then says the certificate was revoked, and when; its PDF is no longer handed out.',
          response: { 200: successEnvelope(LmsParticipantCertificateSchema) },
        },
      },
      async (request) => {
        const { id, userId } = request.params;
        return ok(await revokeCertificate(ctx, principalOf(request), id, userId, request.body.reason));
      },
    );
  };
}

import {
  AuthResponseSchema,
  ChangePasswordRequestSchema,
  LoginRequestSchema,
  MessageEnvelopeSchema,
  RegisterRequestSchema,
  successEnvelope,
  UserSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResultSchema,
  VerifyEmailSendRequestSchema,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import type { AuthService, IssuedSession } from './service.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const authEnvelope = (session: IssuedSession, message: string) => ({
  success: true as const,
  token: session.token,
  user: session.user,
  data: { token: session.token, user: session.user, expires_at: session.expiresAt.toISOString() },
  message,
});

export function authRoutes(auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/register',
      { schema: { tags: ['auth'], body: RegisterRequestSchema, response: { 201: AuthResponseSchema } } },
      async (request, reply) => {
        const session = await auth.register(request.body, meta(request));
        return reply.code(201).send(authEnvelope(session, say(request, 'registered')));
      },
    );

    app.post(
      '/auth/login',
      { schema: { tags: ['auth'], body: LoginRequestSchema, response: { 200: AuthResponseSchema } } },
      async (request) =>
        authEnvelope(await auth.login(request.body, meta(request)), say(request, 'loggedIn')),
    );

    app.get(
      '/auth/me',
      {
        onRequest: requireAuth({ allowUnverified: true }),
        schema: {
          tags: ['auth'],
          security: bearer,
          response: { 200: successEnvelope(UserSchema) },
        },
      },
      async (request) => ({ success: true as const, data: principalOf(request).user }),
    );

    app.post(
      '/auth/logout',
      {
        onRequest: requireAuth({ allowUnverified: true }),
        schema: { tags: ['auth'], security: bearer, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await auth.logout(principalOf(request));
        return { success: true as const, message: say(request, 'loggedOut') };
      },
    );

    app.post(
      '/auth/change-password',
      {
        // The settings page it belongs to needs a verified address, like the rest of the dashboard.
        onRequest: requireAuth(),
        schema: {
          tags: ['auth'],
          security: bearer,
          body: ChangePasswordRequestSchema,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await auth.changePassword(
          principalOf(request),
          request.body.current_password,
          request.body.new_password,
        );
        return { success: true as const, message: say(request, 'passwordChanged') };
      },
    );

    app.post(
      '/auth/verify-email/send',
      {
        onRequest: requireAuth({ allowUnverified: true }),
        schema: {
          tags: ['auth'],
          security: bearer,
          body: VerifyEmailSendRequestSchema.default({}),
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await auth.requestVerificationMail(principalOf(request), request.body.redirect);
        return { success: true as const, message: say(request, 'verificationSent') };
      },
    );

    app.get(
      '/auth/verify',
      {
        schema: {
          tags: ['auth'],
          querystring: VerifyEmailQuerySchema,
          response: { 200: successEnvelope(VerifyEmailResultSchema) },
        },
      },
      async (request) => {
        const { redirect } = await auth.verifyEmail(request.query.token);
        return {
          success: true as const,
          data: { verified: true as const, redirect },
          message: say(request, 'verified'),
        };
      },
    );
  };
}

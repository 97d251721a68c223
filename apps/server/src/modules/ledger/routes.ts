import {
  AdminSettlementPageSchema,
  AdminSettlementQuerySchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  PageQuerySchema,
  PaidRevenueSchema,
  PremiumCreatorInputSchema,
  PremiumCreatorSchema,
  PublisherSettlementsSchema,
  SettlementCancelSchema,
  SettlementEmailSchema,
  SettlementInputSchema,
  SettlementPaySchema,
  SettlementSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import * as ledger from './service.ts';

const settlementEnvelope = successEnvelope(SettlementSchema);

/** A creator's balance and payout requests. */
export function publisherSettlementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const publisherOnly = requireAuth({ roles: ['publisher'] });
    const tags = ['settlements'];

    app.get(
      '/publisher/settlements',
      {
        onRequest: publisherOnly,
        schema: {
          tags,
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(PublisherSettlementsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ledger.creatorSettlements(ctx, principalOf(request).userId, request.query),
      }),
    );

    app.post(
      '/publisher/settlements',
      {
        onRequest: publisherOnly,
        schema: {
          tags,
          security: bearer,
          description: `Requests a payout of at most the available balance (at least the minimum).`,
          body: SettlementInputSchema,
          response: { 201: settlementEnvelope },
        },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await ledger.requestSettlement(ctx, principalOf(request).userId, request.body),
        }),
    );

    app.get(
      '/publisher/settlements/paid-revenue',
      {
        onRequest: publisherOnly,
        schema: {
          tags,
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(PaidRevenueSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ledger.paidRevenue(ctx, principalOf(request).userId, request.query),
      }),
    );
  };
}

/** The admins' payout queue, and the Premium Creator grant that sets a creator's share. */
export function adminSettlementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = requireAuth({ roles: ['admin'] });
    const tags = ['admin', 'settlements'];

    app.get(
      '/admin/settlements',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          querystring: AdminSettlementQuerySchema,
          response: { 200: successEnvelope(AdminSettlementPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ledger.adminSettlements(ctx, request.query),
      }),
    );

    app.put(
      '/admin/settlements/:id/pay',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: SettlementPaySchema,
          response: { 200: settlementEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ledger.paySettlement(
          ctx,
          principalOf(request).userId,
          request.params.id,
          request.body.transfer_reference,
        ),
      }),
    );

    app.put(
      '/admin/settlements/:id/cancel',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: SettlementCancelSchema,
          response: { 200: settlementEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ledger.cancelSettlement(
          ctx,
          principalOf(request).userId,
          request.params.id,
          request.body.reason,
        ),
      }),
    );

    app.post(
      '/admin/settlements/:id/email',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: SettlementEmailSchema,
          response: { 200: MessageEnvelopeSchema },
        },
      },
      async (request) => {
        await ledger.emailSettlementCreator(ctx, request.params.id, request.body);
        return { success: true as const, message: say(request, 'emailSent') };
      },
    );

    app.put(
      '/admin/users/:id/premium-creator',
      {
        onRequest: adminOnly,
        schema: {
          tags: ['admin'],
          security: bearer,
          params: IdParamSchema,
          body: PremiumCreatorInputSchema,
          response: { 200: successEnvelope(PremiumCreatorSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await ledger.grantPremiumCreator(ctx, request.params.id, request.body.until),
      }),
    );
  };
}

/** Every route of the ledger module. */
export function ledgerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(publisherSettlementRoutes(ctx));
    await app.register(adminSettlementRoutes(ctx));
  };
}

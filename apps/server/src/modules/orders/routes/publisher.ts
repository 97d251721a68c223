import {
  PublisherBuyerPageSchema,
  PublisherBuyerQuerySchema,
  PublisherOrderPageSchema,
  PublisherOrderQuerySchema,
  PublisherRevenueSchema,
  PublisherStatsQuerySchema,
  PublisherStatsSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import * as sales from '../publisher-sales.ts';

const SellerOnlyQuery = PublisherStatsQuerySchema.pick({ seller_id: true });

/**
 * Whose sales a request may see. A publisher sees their own (naming another seller is refused); an
 * admin sees the seller named by ?seller_id, else their own sales when they also publish, else everyone's.
 */
function sellerScope(request: FastifyRequest, sellerId: number | undefined): sales.SellerScope {
  const principal = principalOf(request);
  const isAdmin = principal.roles.includes('admin');
  if (sellerId !== undefined) {
    if (isAdmin || sellerId === principal.userId) return sellerId;
    throw new AppError('FORBIDDEN');
  }
  return principal.roles.includes('publisher') ? principal.userId : undefined;
}

/** A seller's sales: dashboard figures, buyers, paid orders and revenue totals. */
export function publisherSalesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const sellers = requireAuth({ roles: ['publisher', 'admin'] });
    const tags = ['publisher'];

    app.get(
      '/publisher/dashboard/stats',
      {
        onRequest: sellers,
        schema: {
          tags,
          security: bearer,
          querystring: PublisherStatsQuerySchema,
          response: { 200: successEnvelope(PublisherStatsSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sales.publisherStats(
          ctx.db,
          sellerScope(request, request.query.seller_id),
          request.query.period,
          ctx.now(),
        ),
      }),
    );

    app.get(
      '/publisher/buyers',
      {
        onRequest: sellers,
        schema: {
          tags,
          security: bearer,
          querystring: PublisherBuyerQuerySchema,
          response: { 200: successEnvelope(PublisherBuyerPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sales.publisherBuyers(
          ctx.db,
          sellerScope(request, request.query.seller_id),
          request.query,
        ),
      }),
    );

    app.get(
      '/publisher/orders',
      {
        onRequest: sellers,
        schema: {
          tags,
          security: bearer,
          querystring: PublisherOrderQuerySchema,
          response: { 200: successEnvelope(PublisherOrderPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sales.publisherOrders(
          ctx.db,
          sellerScope(request, request.query.seller_id),
          request.query,
        ),
      }),
    );

    app.get(
      '/publisher/orders/revenue',
      {
        onRequest: sellers,
        schema: {
          tags,
          security: bearer,
          querystring: SellerOnlyQuery,
          response: { 200: successEnvelope(PublisherRevenueSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await sales.publisherRevenue(ctx.db, sellerScope(request, request.query.seller_id), ctx.now()),
      }),
    );
  };
}

import { Readable } from 'node:stream';
import {
  AdminSalesFilterSchema,
  AdminSalesPageSchema,
  AdminSalesQuerySchema,
  AdminSalesSummarySchema,
  IdParamSchema,
  OrderApproveSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  OrderReviewSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { deleteOrder, listSales } from '../admin-orders.ts';
import { listOrders } from '../buyer-orders.ts';
import { seenBy } from '../order-view.ts';
import { salesCsv, salesExportFilename, salesSummary } from '../sales-report.ts';
import { approveTransfer, rejectTransfer } from '../transfers.ts';
import { orderEnvelope } from './schemas.ts';

/** Admins: the bank-transfer queue, sales, deletion. */
export function adminOrderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireAuth({ roles: ['admin'] });

    app.get(
      '/admin/orders',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          querystring: OrderListQuerySchema,
          response: { 200: successEnvelope(OrderPageSchema) },
        },
      },
      async (request) => {
        const { status, ...page } = request.query;
        const found = await listOrders(ctx.db, { statuses: status ? [status] : undefined }, page);
        const adminId = principalOf(request).userId;
        return {
          success: true as const,
          data: { ...found, items: found.items.map((order) => seenBy(order, adminId)) },
        };
      },
    );

    app.get(
      '/admin/sales',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          description:
            'Paid orders, latest payment first. Optional filters: q (order code, product, buyer or seller name or email), method (a payment method group), from and to (inclusive days in Asia/Jakarta, on the payment time). `total` and `totals` cover every paid order the filters match.',
          querystring: AdminSalesQuerySchema,
          response: { 200: successEnvelope(AdminSalesPageSchema) },
        },
      },
      async (request) => ({ success: true as const, data: await listSales(ctx.db, request.query) }),
    );

    app.get(
      '/admin/sales/summary',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          description:
            'Revenue and sales of every paid order the /admin/sales filters match, by day (Asia/Jakarta), by creator (the top 20) and by format.',
          querystring: AdminSalesFilterSchema,
          response: { 200: successEnvelope(AdminSalesSummarySchema) },
        },
      },
      async (request) => ({ success: true as const, data: await salesSummary(ctx.db, request.query) }),
    );

    app.get(
      '/admin/sales/export',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          produces: ['text/csv'],
          description:
            'Every paid order the /admin/sales filters match as CSV (UTF-8 with a byte order mark), oldest payment first; times are Asia/Jakarta (WIB).',
          querystring: AdminSalesFilterSchema,
        },
      },
      async (request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${salesExportFilename(request.query, ctx.now())}"`,
          )
          .header('cache-control', 'private, no-store')
          .send(Readable.from(salesCsv(ctx.db, request.query))),
    );

    app.put(
      '/admin/orders/:id/approve',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          description: 'Confirms a bank transfer: the order is paid and the buyer owns the product.',
          params: IdParamSchema,
          body: OrderApproveSchema.optional(),
          response: { 200: orderEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await approveTransfer(ctx, principalOf(request).userId, request.params.id, request.body?.note),
      }),
    );

    app.put(
      '/admin/orders/:id/reject',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          params: IdParamSchema,
          body: OrderReviewSchema,
          response: { 200: orderEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await rejectTransfer(ctx, principalOf(request).userId, request.params.id, request.body.note),
      }),
    );

    for (const force of [false, true]) {
      app.delete(
        force ? '/admin/orders/:id/force' : '/admin/orders/:id',
        {
          onRequest: admin,
          schema: {
            tags: ['admin'],
            security: bearer,
            description: force
              ? 'Deletes any order; a paid one is refunded, its access withdrawn, and kept as refunded for the ledger.'
              : 'Deletes an order that moved no money.',
            params: IdParamSchema,
            response: {
              200: successEnvelope(z.object({ deleted: z.boolean(), refunded: z.boolean() })),
            },
          },
        },
        async (request) => ({
          success: true as const,
          data: await deleteOrder(ctx, request.params.id, force),
        }),
      );
    }
  };
}

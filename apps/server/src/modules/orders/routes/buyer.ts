import {
  CheckoutInputSchema,
  CheckoutQuoteQuerySchema,
  CheckoutQuoteSchema,
  CheckoutResultSchema,
  IdParamSchema,
  IdSchema,
  OrderListQuerySchema,
  OrderPageSchema,
  OwnedProductSchema,
  PageQuerySchema,
  pageOf,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileTypeFromBuffer } from 'file-type';
import type { PaymentProvider } from '#modules/payments/index.ts';
import { getUser } from '#modules/users/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { sendStoredObject } from '#platform/http/send-stored.ts';
import { cancelOrder, listOrders } from '../buyer-orders.ts';
import { checkout, getCheckoutQuote } from '../checkout.ts';
import { getOrderRow, getOrderView } from '../order-rows.ts';
import { seenBy } from '../order-view.ts';
import { listOwned } from '../ownership.ts';
import { attachTransferProof } from '../transfers.ts';
import { orderEnvelope } from './schemas.ts';

const PROOF_MAX_BYTES = 5 * 1024 * 1024;
const PROOF_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

async function isReadableProof(body: Buffer, mime: string): Promise<boolean> {
  try {
    // pdf-lib and sharp load with the first proof, not at start.
    if (mime === 'application/pdf')
      return (
        (await (await import('pdf-lib')).PDFDocument.load(body, { updateMetadata: false })).getPageCount() > 0
      );
    const sharp = (await import('sharp')).default;
    return ((await sharp(body).metadata()).width ?? 0) > 0;
  } catch {
    return false;
  }
}

/** Reads the transfer proof (field `file`): a photo or PDF of the receipt, checked by its content. */
async function readProof(request: FastifyRequest) {
  const body = await readUploadedFile(request, {
    field: 'file',
    maxBytes: PROOF_MAX_BYTES,
    reportLimit: true,
    refuseEmpty: true,
  });
  const type = await fileTypeFromBuffer(body);
  if (!type || !PROOF_TYPES.has(type.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      details: { accepted: [...PROOF_TYPES], detected: type?.mime ?? 'unknown' },
    });
  }
  // The right magic bytes are not enough: an admin will open it, so it must really be a picture or a PDF.
  if (!(await isReadableProof(body, type.mime))) throw new AppError('UNPROCESSABLE_FILE');
  return { body, contentType: type.mime, ext: type.ext };
}

/** Checkout, the buyer's orders and library. */
export function buyerOrderRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    // Buying, the orders and the library all need a verified email address (403 EMAIL_NOT_VERIFIED).
    const verified = requireAuth();

    app.get(
      '/checkout/:id',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          description:
            'What the checkout page shows for a product: price, owned flag, open order, methods; with `voucher_code`, the price under that code.',
          params: IdParamSchema,
          querystring: CheckoutQuoteQuerySchema,
          response: { 200: successEnvelope(CheckoutQuoteSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getCheckoutQuote(
          ctx,
          provider,
          principalOf(request).userId,
          request.params.id,
          request.query.voucher_code,
        ),
      }),
    );

    app.post(
      '/orders/checkout',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          description:
            'Starts or resumes a purchase. Free products are owned at once; bank_transfer waits for a proof; other methods return the gateway page in redirect_url.',
          body: CheckoutInputSchema,
          response: { 200: successEnvelope(CheckoutResultSchema) },
        },
      },
      async (request) => {
        const result = await checkout(ctx, provider, principalOf(request).userId, request.body);
        return { success: true as const, data: { order: result.order, redirect_url: result.redirectUrl } };
      },
    );

    app.get(
      '/orders',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          querystring: OrderListQuerySchema,
          response: { 200: successEnvelope(OrderPageSchema) },
        },
      },
      async (request) => {
        const { status, ...page } = request.query;
        return {
          success: true as const,
          data: await listOrders(
            ctx.db,
            { buyerId: principalOf(request).userId, statuses: status ? [status] : undefined },
            page,
          ),
        };
      },
    );

    app.get(
      '/orders/:id',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          params: IdParamSchema,
          response: { 200: orderEnvelope },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const order = await getOrderView(ctx.db, request.params.id);
        const mayView =
          order.buyer.id === principal.userId ||
          order.seller.id === principal.userId ||
          principal.roles.includes('admin');
        if (!mayView) throw new AppError('NOT_FOUND');
        return { success: true as const, data: seenBy(order, principal.userId) };
      },
    );

    app.post(
      '/orders/:id/cancel',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          params: IdParamSchema,
          response: { 200: orderEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await cancelOrder(ctx, principalOf(request).userId, request.params.id),
      }),
    );

    app.post(
      '/orders/:id/proof',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          consumes: ['multipart/form-data'],
          description: 'Bank-transfer proof: multipart field `file`, JPEG, PNG, WebP or PDF, at most 5 MB.',
          params: IdParamSchema,
          response: { 200: orderEnvelope },
        },
      },
      async (request) => {
        const buyerId = principalOf(request).userId;
        // Who may attach is checked before the upload is read, so strangers cannot fill the store.
        const row = await getOrderRow(ctx.db, request.params.id);
        if (row.buyerId !== buyerId) throw new AppError('NOT_FOUND');
        const proof = await readProof(request);
        return {
          success: true as const,
          data: await attachTransferProof(ctx, buyerId, request.params.id, proof),
        };
      },
    );

    app.get(
      '/orders/:id/proof',
      { onRequest: verified, schema: { tags: ['orders'], security: bearer, params: IdParamSchema } },
      async (request, reply) => {
        const principal = principalOf(request);
        const row = await getOrderRow(ctx.db, request.params.id);
        if (row.buyerId !== principal.userId && !principal.roles.includes('admin'))
          throw new AppError('NOT_FOUND');
        if (!row.proofKey) throw new AppError('NOT_FOUND');
        return sendStoredObject(ctx.storage, row.proofKey, reply, {
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        });
      },
    );

    app.get(
      '/owned-books',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          description: "The buyer's library: every product they own.",
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(pageOf(OwnedProductSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listOwned(ctx.db, principalOf(request).userId, request.query),
      }),
    );

    // The spec's spelling of a library read: a static segment, so the router prefers it to `/books/:id`.
    app.get(
      '/books/buyer',
      {
        onRequest: verified,
        schema: {
          tags: ['orders'],
          security: bearer,
          description: "A buyer's library (the products they own), read by that buyer or an admin.",
          querystring: PageQuerySchema.extend({ buyer_id: IdSchema }),
          response: { 200: successEnvelope(pageOf(OwnedProductSchema)) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const { buyer_id: buyerId, ...page } = request.query;
        if (buyerId !== principal.userId) {
          if (!principal.roles.includes('admin')) throw new AppError('FORBIDDEN');
          await getUser(ctx.db, buyerId);
        }
        return { success: true as const, data: await listOwned(ctx.db, buyerId, page) };
      },
    );
  };
}

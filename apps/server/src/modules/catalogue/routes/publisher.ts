import {
  FileRoleSchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  ProductFormatSchema,
  ProductInputSchema,
  ProductStatusSchema,
  ProductUpdateSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertMayOfferStreamOnly } from '#modules/subscriptions/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { readUploadedFile } from '#platform/http/read-uploaded-file.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { sendStoredFile } from '#platform/http/send-stored.ts';
import { say } from '#platform/messages.ts';
import { addFile, deleteFile, getManagedFile, setCover, updateFile } from '../product-files.ts';
import { createProductFromForm } from '../product-form.ts';
import {
  createProduct,
  deleteProduct,
  getManagedProduct,
  listOwnProducts,
  sellerStatusCounts,
  updateProduct,
} from '../products.ts';
import { submitForReview } from '../review.ts';
import { withProductUpload } from '../uploads.ts';
import { FileParams, FileUpdateSchema, fileHeaders, ManagedPage, managedEnvelope } from './schemas.ts';

/** A creator's own products: editing, files, covers, and sending them to review. */
export function publisherCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['publisher'];
    const publisher = requireAuth({ roles: ['publisher'] });
    const manager = requireAuth({ roles: ['publisher', 'admin'] });

    app.get(
      '/books',
      {
        onRequest: publisher,
        schema: {
          tags,
          security: bearer,
          querystring: z.object({
            status: ProductStatusSchema.optional(),
            format: ProductFormatSchema.optional(),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(50).default(20),
          }),
          response: { 200: successEnvelope(ManagedPage) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listOwnProducts(ctx.db, principalOf(request).userId, request.query),
      }),
    );

    app.post(
      '/books',
      {
        onRequest: publisher,
        schema: {
          tags,
          security: bearer,
          consumes: ['application/json', 'multipart/form-data'],
          description:
            'JSON, or a multipart form: the same fields as text first, then `cover` (JPEG, PNG, WebP or GIF, at most 5 MB) and `file` (the main file, first track, first lesson or deck, checked by content), each optional.',
          // A multipart request has no parsed body; its fields are checked by the same schema as they arrive.
          body: ProductInputSchema.nullish(),
          response: { 201: managedEnvelope },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (request.isMultipart()) {
          const data = await createProductFromForm(ctx, request, principal);
          return reply.code(201).send({ success: true as const, data });
        }
        const body = request.body;
        if (!body)
          throw new AppError('VALIDATION_ERROR', { details: [{ field: 'body', message: 'Required' }] });
        if (body.downloadable === false) await assertMayOfferStreamOnly(ctx, principal);
        return reply.code(201).send({
          success: true as const,
          data: await createProduct(ctx, principal.userId, body),
        });
      },
    );

    app.get(
      '/books/seller/:id/status',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(z.record(ProductStatusSchema, z.number())) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        if (principal.userId !== request.params.id && !principal.roles.includes('admin'))
          throw new AppError('FORBIDDEN');
        return {
          success: true as const,
          data: await sellerStatusCounts(ctx.db, request.params.id),
        };
      },
    );

    // A product's editor: its creator at /books/{id}, and an admin at either path.
    for (const [path, guard] of [
      ['/books/:id', manager],
      ['/admin/books/:id', requireAuth({ roles: ['admin'] })],
    ] as const) {
      app.get(
        path,
        {
          onRequest: guard,
          schema: { tags, security: bearer, params: IdParamSchema, response: { 200: managedEnvelope } },
        },
        async (request) => ({
          success: true as const,
          data: await getManagedProduct(ctx.db, principalOf(request), request.params.id),
        }),
      );

      app.put(
        path,
        {
          onRequest: guard,
          schema: {
            tags,
            security: bearer,
            params: IdParamSchema,
            body: ProductUpdateSchema,
            response: { 200: managedEnvelope },
          },
        },
        async (request) => {
          if (request.body.downloadable === false) {
            // Whether the product is the caller's is answered first (404), then whether they may do this.
            await getManagedProduct(ctx.db, principalOf(request), request.params.id);
            await assertMayOfferStreamOnly(ctx, principalOf(request));
          }
          return {
            success: true as const,
            data: await updateProduct(ctx, principalOf(request), request.params.id, request.body),
          };
        },
      );
    }

    app.delete(
      '/books/:id',
      {
        onRequest: publisher,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteProduct(ctx, principalOf(request), request.params.id, { force: false });
        return { success: true as const, message: say(request, 'productDeleted') };
      },
    );

    app.post(
      '/books/:id/cover',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          consumes: ['multipart/form-data'],
          description: 'Multipart field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).',
          response: { 200: managedEnvelope },
        },
      },
      async (request) => {
        const image = await readUploadedFile(request, { field: 'image', maxBytes: 5 * 1024 * 1024 });
        return {
          success: true as const,
          data: await setCover(ctx, principalOf(request), request.params.id, image),
        };
      },
    );

    app.post(
      '/books/:id/files',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          querystring: z.object({
            role: FileRoleSchema,
            title: z.string().trim().min(1).max(200).optional(),
          }),
          consumes: ['multipart/form-data'],
          description:
            'Multipart field `file`. Checked by content: PDF for ebooks, MP3 for audio tracks, MP4/WebM for lessons, PPTX or PDF for decks.',
          response: { 200: managedEnvelope },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const product = await getManagedProduct(ctx.db, principal, request.params.id);
        const data = await withProductUpload(
          ctx,
          request,
          {
            role: request.query.role,
            format: product.format,
            sellerId: product.seller.id,
            productId: product.id,
          },
          (upload) =>
            addFile(ctx, principal, request.params.id, request.query.role, upload, request.query.title),
        );
        return { success: true as const, data };
      },
    );

    app.patch(
      '/books/:id/files/:fileId',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: FileParams,
          body: FileUpdateSchema,
          response: { 200: managedEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateFile(
          ctx,
          principalOf(request),
          request.params.id,
          request.params.fileId,
          request.body,
        ),
      }),
    );

    app.delete(
      '/books/:id/files/:fileId',
      {
        onRequest: manager,
        schema: { tags, security: bearer, params: FileParams, response: { 200: managedEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await deleteFile(ctx, principalOf(request), request.params.id, request.params.fileId),
      }),
    );

    app.get(
      '/books/:id/files/:fileId/preview',
      { onRequest: manager, schema: { tags, security: bearer, params: FileParams } },
      async (request, reply) => {
        const file = await getManagedFile(
          ctx.db,
          principalOf(request),
          request.params.id,
          request.params.fileId,
        );
        return sendStoredFile(ctx.storage, file, request, reply, { headers: fileHeaders(file) });
      },
    );

    app.post(
      '/books/:id/submit',
      {
        onRequest: publisher,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: managedEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await submitForReview(ctx, principalOf(request), request.params.id),
      }),
    );
  };
}

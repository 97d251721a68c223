import {
  AuthorSchema,
  CatalogueQuerySchema,
  CategoryInputSchema,
  CategorySchema,
  FileRoleSchema,
  IdParamSchema,
  IdSchema,
  type ManagedProduct,
  ManagedProductSchema,
  MessageEnvelopeSchema,
  ProductCardSchema,
  ProductDetailSchema,
  ProductFormatSchema,
  ProductInputSchema,
  ProductStatusSchema,
  ProductUpdateSchema,
  pageOf,
  ReviewDecisionSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '../../platform/auth-guard.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { parseRange, RangeNotSatisfiableError, type Storage } from '../../platform/storage/storage.ts';
import { sendStoredImage } from '../../platform/stored-images.ts';
import { assertMayOfferStreamOnly } from '../subscriptions/index.ts';
import { authorDetail, getPublicAuthor, listAuthors } from './authors.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { PublicCache } from './public-cache.ts';
import * as catalogue from './service.ts';
import { withProductUpload } from './uploads.ts';
import type { FileRow } from './views.ts';

const bearer = [{ bearer: [] }];
const IdParams = z.object({ id: IdParamSchema.shape.id });
const FileParams = z.object({ id: IdParamSchema.shape.id, fileId: IdParamSchema.shape.id });
const managedEnvelope = successEnvelope(ManagedProductSchema);
const ManagedPage = pageOf(ManagedProductSchema);

/** Streams a stored file, honouring a single HTTP Range so players can seek. */
async function sendStored(storage: Storage, file: FileRow, request: FastifyRequest, reply: FastifyReply) {
  const range = parseRange(request.headers.range, file.sizeBytes);
  let stored: Awaited<ReturnType<Storage['read']>>;
  try {
    stored = await storage.read(file.storageKey, range);
  } catch (error) {
    if (error instanceof RangeNotSatisfiableError) {
      // Every 4xx is the error envelope; Content-Range tells a player how large the file really is.
      reply.header('content-range', `bytes */${error.size}`);
      throw new AppError('RANGE_NOT_SATISFIABLE');
    }
    throw error;
  }
  if (!stored) throw new AppError('NOT_FOUND');
  reply
    .header('content-type', file.contentType)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'private, max-age=300')
    .header('content-disposition', `inline; filename="${encodeURIComponent(file.originalName)}"`);
  if (stored.range) {
    const { start, end } = stored.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${stored.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', stored.size);
  }
  return reply.send(stored.body);
}

export function publicCatalogueRoutes(
  ctx: AppContext,
  cache: PublicCache,
  index: CatalogueIndex | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['catalogue'];

    app.get(
      '/public/books/active',
      {
        onRequest: cache.serveFresh,
        schema: {
          tags,
          description:
            'Newest products on sale. Without product_format: `data.products`; with it: `data` is the list (as the home page reads them).',
          querystring: z.object({
            limit: z.coerce.number().int().min(1).max(24).default(6),
            product_format: ProductFormatSchema.optional(),
          }),
        },
      },
      async (request, reply) => {
        const { limit, product_format: format } = request.query;
        return cache.respond(request, reply, `active:${limit}:${format ?? ''}`, async () => {
          const cards = await catalogue.listActiveProducts(ctx.db, limit, format, index);
          return format ? { success: true, data: cards } : { success: true, data: { products: cards } };
        });
      },
    );

    app.get(
      '/public/books',
      {
        onRequest: cache.serveFresh,
        schema: {
          tags,
          querystring: CatalogueQuerySchema,
          response: {
            200: successEnvelope(pageOf(ProductCardSchema).extend({ total_is_estimate: z.boolean() })),
          },
        },
      },
      async (request, reply) =>
        cache.respond(request, reply, `list:${JSON.stringify(request.query)}`, async () => {
          const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = request.query;
          return {
            success: true,
            data: await catalogue.listPublicProducts(
              ctx.db,
              request.query,
              (count) => cache.remember(`total:${JSON.stringify(filters)}`, count),
              index,
            ),
          };
        }),
    );

    app.get(
      '/public/books/:id',
      {
        onRequest: cache.serveFresh,
        schema: { tags, params: IdParams, response: { 200: successEnvelope(ProductDetailSchema) } },
      },
      async (request, reply) =>
        cache.respond(request, reply, `detail:${request.params.id}`, async () => ({
          success: true,
          data: await catalogue.getPublicProduct(ctx.db, request.params.id),
        })),
    );

    app.get('/public/books/:id/sample', { schema: { tags, params: IdParams } }, async (request, reply) => {
      const file = await catalogue.findPublicSample(ctx.db, request.params.id);
      if (!file) throw new AppError('NOT_FOUND');
      return sendStored(ctx.storage, file, request, reply);
    });

    app.get(
      '/public/books/seller/:id',
      {
        schema: {
          tags,
          params: IdParams,
          querystring: CatalogueQuerySchema.omit({ seller_id: true }),
          response: {
            200: successEnvelope(pageOf(ProductCardSchema).extend({ total_is_estimate: z.boolean() })),
          },
        },
      },
      async (request) => {
        await getPublicAuthor(ctx.db, request.params.id);
        return {
          success: true as const,
          data: await catalogue.listPublicProducts(
            ctx.db,
            { ...request.query, seller_id: request.params.id },
            undefined,
            index,
          ),
        };
      },
    );

    app.get(
      '/public/categories/active',
      {
        onRequest: cache.serveFresh,
        schema: { tags, response: { 200: successEnvelope(z.array(CategorySchema)) } },
      },
      async (request, reply) =>
        cache.respond(request, reply, 'categories', async () => ({
          success: true,
          data: await catalogue.listCategories(ctx.db, { activeOnly: true }),
        })),
    );

    app.get(
      '/public/authors-users',
      {
        schema: {
          tags,
          querystring: z.object({
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(60).default(24),
            q: z.string().trim().max(100).optional(),
          }),
          response: { 200: successEnvelope(pageOf(AuthorSchema)) },
        },
      },
      async (request) => ({ success: true as const, data: await listAuthors(ctx.db, request.query) }),
    );

    app.get(
      '/public/authors-users/:id',
      {
        schema: {
          tags,
          params: IdParams,
          response: {
            200: successEnvelope(z.object({ author: AuthorSchema, products: z.array(ProductCardSchema) })),
          },
        },
      },
      async (request) => ({ success: true as const, data: await authorDetail(ctx.db, request.params.id) }),
    );

    app.get(
      '/public/image-proxy/cover/:name',
      {
        schema: {
          tags: ['files'],
          params: z.object({ name: z.string().regex(/^[0-9]+-[0-9a-f]{16}-(card|detail)\.webp$/) }),
        },
      },
      async (request, reply) => sendStoredImage(ctx.storage, `cover/${request.params.name}`, reply),
    );

    app.get(
      '/public/image-proxy',
      {
        schema: {
          tags: ['files'],
          description:
            'The same images addressed by their storage path: `?url=cover/<name>` or `?url=profile/<name>`.',
          querystring: z.object({
            url: z
              .string()
              .regex(
                /^(\/api\/v2\/public\/image-proxy\/)?(cover\/[0-9]+-[0-9a-f]{16}-(card|detail)|profile\/[0-9]+-(avatar|cover)-[0-9a-f]{16})\.webp$/,
              ),
          }),
        },
      },
      async (request, reply) => {
        const key = request.query.url.replace(/^\/api\/v2\/public\/image-proxy\//, '');
        return sendStoredImage(ctx.storage, key, reply);
      },
    );

    app.get(
      '/audio-contents/book/:id',
      {
        schema: {
          tags,
          params: IdParams,
          description:
            'The track list of an audio product on sale (titles and durations; streaming needs ownership).',
          response: { 200: successEnvelope(ProductDetailSchema.shape.tracks) },
        },
      },
      async (request) => {
        const product = await catalogue.getPublicProduct(ctx.db, request.params.id);
        if (product.format !== 'MP3') throw new AppError('NOT_FOUND');
        return { success: true as const, data: product.tracks };
      },
    );
  };
}

export function publisherCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['publisher'];
    const publisher = requireAuth({ roles: ['publisher'] });
    const manager = requireAuth({ roles: ['publisher', 'admin'] });

    app.get(
      '/books',
      {
        preHandler: publisher,
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
        data: await catalogue.listOwnProducts(ctx.db, principalOf(request).userId, request.query),
      }),
    );

    app.post(
      '/books',
      {
        preHandler: publisher,
        schema: { tags, security: bearer, body: ProductInputSchema, response: { 201: managedEnvelope } },
      },
      async (request, reply) => {
        if (request.body.downloadable === false) await assertMayOfferStreamOnly(ctx, principalOf(request));
        return reply.code(201).send({
          success: true as const,
          data: await catalogue.createProduct(ctx, principalOf(request).userId, request.body),
        });
      },
    );

    app.get(
      '/books/seller/:id/status',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParams,
          response: { 200: successEnvelope(z.record(ProductStatusSchema, z.number())) },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        if (principal.userId !== request.params.id && !principal.roles.includes('admin'))
          throw new AppError('FORBIDDEN');
        return {
          success: true as const,
          data: await catalogue.sellerStatusCounts(ctx.db, request.params.id),
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
          preHandler: guard,
          schema: { tags, security: bearer, params: IdParams, response: { 200: managedEnvelope } },
        },
        async (request) => ({
          success: true as const,
          data: await catalogue.getManagedProduct(ctx.db, principalOf(request), request.params.id),
        }),
      );

      app.put(
        path,
        {
          preHandler: guard,
          schema: {
            tags,
            security: bearer,
            params: IdParams,
            body: ProductUpdateSchema,
            response: { 200: managedEnvelope },
          },
        },
        async (request) => {
          if (request.body.downloadable === false) {
            // Whether the product is the caller's is answered first (404), then whether they may do this.
            await catalogue.getManagedProduct(ctx.db, principalOf(request), request.params.id);
            await assertMayOfferStreamOnly(ctx, principalOf(request));
          }
          return {
            success: true as const,
            data: await catalogue.updateProduct(ctx, principalOf(request), request.params.id, request.body),
          };
        },
      );
    }

    app.delete(
      '/books/:id',
      {
        preHandler: publisher,
        schema: { tags, security: bearer, params: IdParams, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await catalogue.deleteProduct(ctx, principalOf(request), request.params.id, { force: false });
        return { success: true as const, message: 'Product deleted' };
      },
    );

    app.post(
      '/books/:id/cover',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParams,
          consumes: ['multipart/form-data'],
          description: 'Multipart field `image` (JPEG, PNG, WebP or GIF, at most 5 MB).',
          response: { 200: managedEnvelope },
        },
      },
      async (request) => {
        // No text fields are accepted; one (an `image` sent as a data URL, say) means the file is missing.
        const noTextFields = (error: { code?: string }) => {
          throw error.code === 'FST_FIELDS_LIMIT'
            ? new AppError('FILE_REQUIRED', { details: { field: 'image' } })
            : error;
        };
        const file = await request
          .file({ limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 0 } })
          .catch(noTextFields);
        if (file?.fieldname !== 'image') throw new AppError('FILE_REQUIRED', { details: { field: 'image' } });
        const image = await file.toBuffer().catch(noTextFields);
        return {
          success: true as const,
          data: await catalogue.setCover(ctx, principalOf(request), request.params.id, image),
        };
      },
    );

    app.post(
      '/books/:id/files',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParams,
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
        const product = await catalogue.getManagedProduct(ctx.db, principal, request.params.id);
        const data = await withProductUpload(
          ctx,
          request,
          { role: request.query.role, format: product.format },
          (upload) =>
            catalogue.addFile(
              ctx,
              principal,
              request.params.id,
              request.query.role,
              upload,
              request.query.title,
            ),
        );
        return { success: true as const, data };
      },
    );

    app.patch(
      '/books/:id/files/:fileId',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          params: FileParams,
          body: z
            .object({
              title: z.string().trim().min(1).max(200),
              position: z.number().int().min(0).max(10_000),
            })
            .partial()
            .strict(),
          response: { 200: managedEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.updateFile(
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
        preHandler: manager,
        schema: { tags, security: bearer, params: FileParams, response: { 200: managedEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.deleteFile(ctx, principalOf(request), request.params.id, request.params.fileId),
      }),
    );

    app.get(
      '/books/:id/files/:fileId/preview',
      { preHandler: manager, schema: { tags, security: bearer, params: FileParams } },
      async (request, reply) => {
        const file = await catalogue.getManagedFile(
          ctx.db,
          principalOf(request),
          request.params.id,
          request.params.fileId,
        );
        return sendStored(ctx.storage, file, request, reply);
      },
    );

    // The audio album of spec's `/audio-contents/` calls: the same track files, addressed as an album.
    const TrackSchema = z.object({
      id: z.number().int(),
      book_id: z.number().int(),
      title: z.string(),
      position: z.number().int(),
      duration_seconds: z.number().nullable(),
      size_bytes: z.number().int(),
      state: z.enum(['live', 'staged']),
    });
    const tracksOf = (product: ManagedProduct) =>
      product.files
        .filter((f) => f.role === 'track')
        .sort((a, b) => a.position - b.position || a.id - b.id)
        .map((f) => ({
          id: f.id,
          book_id: product.id,
          title: f.title ?? f.original_name,
          position: f.position,
          duration_seconds: f.duration_seconds,
          size_bytes: f.size_bytes,
          state: f.state,
        }));
    const albumOf = async (request: FastifyRequest, productId: number) => {
      const product = await catalogue.getManagedProduct(ctx.db, principalOf(request), productId);
      if (product.format !== 'MP3') throw new AppError('NOT_FOUND');
      return product;
    };
    const albumEnvelope = successEnvelope(z.array(TrackSchema));

    app.get(
      '/audio-contents',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          querystring: z.object({ book_id: IdSchema }),
          response: { 200: albumEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: tracksOf(await albumOf(request, request.query.book_id)),
      }),
    );

    app.post(
      '/audio-contents',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          querystring: z.object({ book_id: IdSchema, title: z.string().trim().min(1).max(200).optional() }),
          consumes: ['multipart/form-data'],
          description: 'Adds a track (multipart field `file`, an MP3) to an audio product.',
          response: { 200: albumEnvelope },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        await albumOf(request, request.query.book_id);
        const product = await withProductUpload(ctx, request, { role: 'track', format: 'MP3' }, (upload) =>
          catalogue.addFile(ctx, principal, request.query.book_id, 'track', upload, request.query.title),
        );
        return { success: true as const, data: tracksOf(product) };
      },
    );

    app.put(
      '/audio-contents/:id',
      {
        preHandler: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParams,
          body: z
            .object({
              title: z.string().trim().min(1).max(200),
              position: z.number().int().min(0).max(10_000),
            })
            .partial()
            .strict(),
          response: { 200: albumEnvelope },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const productId = await catalogue.getFileProductId(ctx.db, principal, request.params.id);
        await albumOf(request, productId);
        const product = await catalogue.updateFile(
          ctx,
          principal,
          productId,
          request.params.id,
          request.body,
        );
        return { success: true as const, data: tracksOf(product) };
      },
    );

    app.delete(
      '/audio-contents/:id',
      {
        preHandler: manager,
        schema: { tags, security: bearer, params: IdParams, response: { 200: albumEnvelope } },
      },
      async (request) => {
        const principal = principalOf(request);
        const productId = await catalogue.getFileProductId(ctx.db, principal, request.params.id);
        await albumOf(request, productId);
        const product = await catalogue.deleteFile(ctx, principal, productId, request.params.id);
        return { success: true as const, data: tracksOf(product) };
      },
    );

    app.post(
      '/books/:id/submit',
      {
        preHandler: publisher,
        schema: { tags, security: bearer, params: IdParams, response: { 200: managedEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.submitForReview(ctx, principalOf(request), request.params.id),
      }),
    );
  };
}

export function adminCatalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['admin'];
    const admin = requireAuth({ roles: ['admin'] });

    app.get(
      '/admin/books/status',
      {
        preHandler: admin,
        schema: {
          tags,
          security: bearer,
          querystring: z.object({
            status: ProductStatusSchema.default('pending'),
            page: z.coerce.number().int().min(1).max(10_000).default(1),
            pageSize: z.coerce.number().int().min(1).max(50).default(20),
          }),
          response: {
            200: successEnvelope(ManagedPage.extend({ counts: z.record(ProductStatusSchema, z.number()) })),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.reviewQueue(ctx.db, request.query),
      }),
    );

    app.put(
      '/admin/books/:id/approve',
      {
        preHandler: admin,
        schema: { tags, security: bearer, params: IdParams, response: { 200: managedEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.approveProduct(ctx, principalOf(request).userId, request.params.id),
      }),
    );

    app.put(
      '/admin/books/:id/reject',
      {
        preHandler: admin,
        schema: {
          tags,
          security: bearer,
          params: IdParams,
          body: ReviewDecisionSchema,
          response: { 200: managedEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.rejectProduct(
          ctx,
          principalOf(request).userId,
          request.params.id,
          request.body.reason,
        ),
      }),
    );

    for (const force of [false, true]) {
      app.delete(
        force ? '/admin/books/:id/force' : '/admin/books/:id',
        {
          preHandler: admin,
          schema: { tags, security: bearer, params: IdParams, response: { 200: MessageEnvelopeSchema } },
        },
        async (request) => {
          await catalogue.deleteProduct(ctx, principalOf(request), request.params.id, { force });
          return { success: true as const, message: 'Product deleted' };
        },
      );
    }

    app.get(
      '/categories',
      {
        preHandler: admin,
        schema: { tags, security: bearer, response: { 200: successEnvelope(z.array(CategorySchema)) } },
      },
      async () => ({
        success: true as const,
        data: await catalogue.listCategories(ctx.db, { activeOnly: false }),
      }),
    );
    app.get(
      '/categories/:id',
      {
        preHandler: admin,
        schema: {
          tags,
          security: bearer,
          params: IdParams,
          response: { 200: successEnvelope(CategorySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.getCategory(ctx.db, request.params.id),
      }),
    );
    app.post(
      '/categories',
      {
        preHandler: admin,
        schema: {
          tags,
          security: bearer,
          body: CategoryInputSchema,
          response: { 201: successEnvelope(CategorySchema) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send({ success: true as const, data: await catalogue.createCategory(ctx, request.body) }),
    );
    app.put(
      '/categories/:id',
      {
        preHandler: admin,
        schema: {
          tags,
          security: bearer,
          params: IdParams,
          body: CategoryInputSchema.partial(),
          response: { 200: successEnvelope(CategorySchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await catalogue.updateCategory(ctx, request.params.id, request.body),
      }),
    );
    app.delete(
      '/categories/:id',
      {
        preHandler: admin,
        schema: { tags, security: bearer, params: IdParams, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await catalogue.deleteCategory(ctx, request.params.id);
        return { success: true as const, message: 'Category deleted' };
      },
    );
  };
}

import {
  AuthorSchema,
  CatalogueQuerySchema,
  CategorySchema,
  IdParamSchema,
  IdSchema,
  ProductCardSchema,
  ProductDetailSchema,
  ProductFormatSchema,
  pageOf,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sendStoredFile, sendStoredImage } from '#platform/http/send-stored.ts';
import { authorDetail, getPublicAuthor, listAuthors } from '../authors.ts';
import { listCategories } from '../categories.ts';
import type { CatalogueIndex } from '../memory-index/catalogue-index.ts';
import type { PublicCache } from '../public-cache.ts';
import {
  findPublicSample,
  getPublicProduct,
  listActiveProducts,
  listPublicProducts,
} from '../public-query.ts';
import { fileHeaders } from './schemas.ts';

/** What anyone may read: the catalogue, its categories, creators, covers and samples. */
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
          const cards = await listActiveProducts(ctx.db, limit, format, index);
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
            data: await listPublicProducts(
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
        schema: { tags, params: IdParamSchema, response: { 200: successEnvelope(ProductDetailSchema) } },
      },
      async (request, reply) =>
        cache.respond(request, reply, `detail:${request.params.id}`, async () => ({
          success: true,
          data: await getPublicProduct(ctx.db, request.params.id),
        })),
    );

    app.get(
      '/public/books/:id/sample',
      { schema: { tags, params: IdParamSchema } },
      async (request, reply) => {
        const file = await findPublicSample(ctx.db, { productId: request.params.id });
        if (!file) throw new AppError('NOT_FOUND');
        return sendStoredFile(ctx.storage, file, request, reply, { headers: fileHeaders(file) });
      },
    );

    app.get(
      '/public/image-proxy/samples/:name',
      {
        schema: {
          tags: ['files'],
          description:
            'A sample by its name in the `samples` bucket (the file id, or its stored name `sample-<hex>.<ext>`); the same sample, and the same rules, as `/public/books/{id}/sample`.',
          params: z.object({
            name: z.union([IdSchema, z.string().regex(/^sample-[0-9a-f]{20}\.[a-z0-9]{2,5}$/)]),
          }),
        },
      },
      async (request, reply) => {
        const { name } = request.params;
        const ref = typeof name === 'number' ? { fileId: name } : { storedName: name };
        const file = await findPublicSample(ctx.db, ref);
        if (!file) throw new AppError('NOT_FOUND');
        return sendStoredFile(ctx.storage, file, request, reply, { headers: fileHeaders(file) });
      },
    );

    app.get(
      '/public/books/seller/:id',
      {
        schema: {
          tags,
          params: IdParamSchema,
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
          data: await listPublicProducts(
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
          data: await listCategories(ctx.db, { activeOnly: true }),
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
          params: IdParamSchema,
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
          params: IdParamSchema,
          description:
            'The track list of an audio product on sale (titles and durations; streaming needs ownership).',
          response: { 200: successEnvelope(ProductDetailSchema.shape.tracks) },
        },
      },
      async (request) => {
        const product = await getPublicProduct(ctx.db, request.params.id);
        if (product.format !== 'MP3') throw new AppError('NOT_FOUND');
        return { success: true as const, data: product.tracks };
      },
    );
  };
}

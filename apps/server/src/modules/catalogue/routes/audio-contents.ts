import { IdParamSchema, IdSchema, type ManagedProduct, successEnvelope } from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { addFile, deleteFile, getFileProductId, updateFile } from '../product-files.ts';
import { getManagedProduct } from '../products.ts';
import { withProductUpload } from '../uploads.ts';
import { FileUpdateSchema } from './schemas.ts';

/** The audio album of the specification's `/audio-contents/` calls: the same track files, addressed as an album. */
export function audioContentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['publisher'];
    const manager = requireAuth({ roles: ['publisher', 'admin'] });

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
      const product = await getManagedProduct(ctx.db, principalOf(request), productId);
      if (product.format !== 'MP3') throw new AppError('NOT_FOUND');
      return product;
    };
    const albumEnvelope = successEnvelope(z.array(TrackSchema));

    app.get(
      '/audio-contents',
      {
        onRequest: manager,
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
        onRequest: manager,
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
        const album = await albumOf(request, request.query.book_id);
        const product = await withProductUpload(
          ctx,
          request,
          { role: 'track', format: 'MP3', sellerId: album.seller.id, productId: album.id },
          (upload) => addFile(ctx, principal, request.query.book_id, 'track', upload, request.query.title),
        );
        return { success: true as const, data: tracksOf(product) };
      },
    );

    app.put(
      '/audio-contents/:id',
      {
        onRequest: manager,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: FileUpdateSchema,
          response: { 200: albumEnvelope },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        const productId = await getFileProductId(ctx.db, principal, request.params.id);
        await albumOf(request, productId);
        const product = await updateFile(ctx, principal, productId, request.params.id, request.body);
        return { success: true as const, data: tracksOf(product) };
      },
    );

    app.delete(
      '/audio-contents/:id',
      {
        onRequest: manager,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: albumEnvelope } },
      },
      async (request) => {
        const principal = principalOf(request);
        const productId = await getFileProductId(ctx.db, principal, request.params.id);
        await albumOf(request, productId);
        const product = await deleteFile(ctx, principal, productId, request.params.id);
        return { success: true as const, data: tracksOf(product) };
      },
    );
  };
}

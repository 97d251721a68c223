import {
  CampaignInputSchema,
  CampaignListQuerySchema,
  CampaignPageSchema,
  CampaignProductOptionSchema,
  CampaignProductQuerySchema,
  CampaignSchema,
  IdParamSchema,
  MessageEnvelopeSchema,
  type ProductFormat,
  RunningCampaignQuerySchema,
  RunningCampaignSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findProductsByName, findSaleableProduct } from '#modules/catalogue/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import { say } from '#platform/messages.ts';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  listRunningCampaigns,
  updateCampaign,
} from './service.ts';

const tags = ['campaigns'];
const campaignEnvelope = successEnvelope(CampaignSchema);

/** Admins plan campaigns; shoppers read the running ones. */
export function campaignRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = requireAuth({ roles: ['admin'] });

    app.get(
      '/admin/campaigns',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          querystring: CampaignListQuerySchema,
          response: { 200: successEnvelope(CampaignPageSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listCampaigns(ctx.db, request.query, ctx.now()),
      }),
    );

    app.post(
      '/admin/campaigns',
      {
        onRequest: admin,
        schema: { tags, security: bearer, body: CampaignInputSchema, response: { 201: campaignEnvelope } },
      },
      async (request, reply) =>
        reply.code(201).send({
          success: true as const,
          data: await createCampaign(ctx, principalOf(request).userId, request.body),
        }),
    );

    app.get(
      '/admin/campaigns/product-options',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          querystring: CampaignProductQuerySchema,
          response: { 200: successEnvelope(z.array(CampaignProductOptionSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: (await findProductsByName(ctx.db, request.query.q, 10)).map((product) => ({
          id: product.id,
          name: product.name,
          product_format: product.format as ProductFormat,
          price: product.price,
          category: product.categoryName,
          on_sale: product.onSale,
        })),
      }),
    );

    app.get(
      '/admin/campaigns/:id',
      {
        onRequest: admin,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: campaignEnvelope } },
      },
      async (request) => ({
        success: true as const,
        data: await getCampaign(ctx.db, request.params.id, ctx.now()),
      }),
    );

    app.put(
      '/admin/campaigns/:id',
      {
        onRequest: admin,
        schema: {
          tags,
          security: bearer,
          params: IdParamSchema,
          body: CampaignInputSchema,
          response: { 200: campaignEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateCampaign(ctx, request.params.id, request.body),
      }),
    );

    app.delete(
      '/admin/campaigns/:id',
      {
        onRequest: admin,
        schema: { tags, security: bearer, params: IdParamSchema, response: { 200: MessageEnvelopeSchema } },
      },
      async (request) => {
        await deleteCampaign(ctx.db, request.params.id);
        return { success: true as const, message: say(request, 'campaignDeleted') };
      },
    );

    app.get(
      '/public/campaigns/running',
      {
        schema: {
          tags,
          querystring: RunningCampaignQuerySchema,
          response: { 200: successEnvelope(z.array(RunningCampaignSchema)) },
        },
      },
      async (request) => {
        const productId = request.query.product_id;
        const product = productId === undefined ? undefined : await findSaleableProduct(ctx.db, productId);
        if (productId !== undefined && !product?.onSale) throw new AppError('NOT_FOUND');
        return { success: true as const, data: await listRunningCampaigns(ctx.db, ctx.now(), product) };
      },
    );
  };
}

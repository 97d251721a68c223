import {
  FeatureCodeSchema,
  IdParamSchema,
  PageQuerySchema,
  PaymentMethodUpdateSchema,
  PlanInputSchema,
  PlanSchema,
  PlanUpdateSchema,
  PurchaseInputSchema,
  PurchaseResultSchema,
  pageOf,
  SubscribeInputSchema,
  SubscriptionPaymentSchema,
  SubscriptionSchema,
  successEnvelope,
} from '@pustaka/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentProvider } from '#modules/payments/index.ts';
import { principalOf, requireAuth } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { bearer } from '#platform/http/route-schemas.ts';
import * as billing from './billing.ts';
import * as plans from './plans.ts';
import { listUserSubscriptions } from './service.ts';

const subscriptionEnvelope = successEnvelope(SubscriptionSchema);

/**
 * The reads the app checks a subscription with: when the store fails them, the answer says the check failed
 * ("Gagal memverifikasi langganan"), so the client shows that rather than a plan the user may not be on.
 */
async function checkingSubscription<T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The cause stays in the log; the answer only says the check failed.
    request.log.error({ err: error }, 'subscription check failed');
    throw new AppError('SUBSCRIPTION_CHECK_FAILED');
  }
}
const purchaseEnvelope = successEnvelope(PurchaseResultSchema);

export function subscriptionRoutes(ctx: AppContext, provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    // The nav badge shows for every signed-in user, verified or not; buying, the payments and changing a
    // subscription need a verified address.
    const signedIn = requireAuth({ allowUnverified: true });
    const verified = requireAuth();
    const admin = requireAuth({ roles: ['admin'] });

    app.get(
      '/public/subscriptions/plans',
      {
        schema: {
          tags: ['subscriptions'],
          description: 'The plans on offer, in display order.',
          response: { 200: successEnvelope(z.array(PlanSchema)) },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=30');
        return { success: true as const, data: await plans.listPlans(ctx.db, { includeArchived: false }) };
      },
    );

    app.get(
      '/subscriptions/me',
      {
        onRequest: signedIn,
        schema: {
          tags: ['subscriptions'],
          security: bearer,
          response: { 200: successEnvelope(z.array(SubscriptionSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await checkingSubscription(request, () =>
          listUserSubscriptions(ctx.db, principalOf(request).userId),
        ),
      }),
    );

    app.get(
      '/subscriptions/features',
      {
        onRequest: signedIn,
        schema: {
          tags: ['subscriptions'],
          security: bearer,
          description: "The caller's active plan and the feature codes it grants.",
          response: {
            200: successEnvelope(
              z.object({ plan: PlanSchema.nullable(), features: z.array(FeatureCodeSchema) }),
            ),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await checkingSubscription(request, () =>
          billing.userFeatures(ctx.db, principalOf(request).userId, ctx.now()),
        ),
      }),
    );

    app.post(
      '/subscriptions/purchase',
      {
        onRequest: verified,
        schema: {
          tags: ['subscriptions'],
          security: bearer,
          description: "Starts buying a plan; redirect_url is the gateway's payment page.",
          body: PurchaseInputSchema,
          response: { 200: purchaseEnvelope },
        },
      },
      async (request) => {
        const { payment, redirectUrl } = await billing.purchasePlan(
          ctx,
          provider,
          principalOf(request).userId,
          request.body.plan_id,
          request.body.payment_method,
        );
        return { success: true as const, data: { payment, redirect_url: redirectUrl } };
      },
    );

    app.post(
      '/subscriptions/subscribe',
      {
        onRequest: verified,
        schema: {
          tags: ['subscriptions'],
          security: bearer,
          description: 'The same as /subscriptions/purchase, with the field names of the other client calls.',
          body: SubscribeInputSchema,
          response: { 200: purchaseEnvelope },
        },
      },
      async (request) => {
        const { payment, redirectUrl } = await billing.purchasePlan(
          ctx,
          provider,
          principalOf(request).userId,
          request.body.planId,
          request.body.paymentMethod,
        );
        return { success: true as const, data: { payment, redirect_url: redirectUrl } };
      },
    );

    app.get(
      '/subscriptions/payments',
      {
        onRequest: verified,
        schema: {
          tags: ['subscriptions'],
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: successEnvelope(pageOf(SubscriptionPaymentSchema)) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await billing.listPayments(ctx.db, principalOf(request).userId, request.query),
      }),
    );

    app.get(
      '/subscriptions/payments/:id',
      {
        onRequest: verified,
        schema: {
          tags: ['subscriptions'],
          security: bearer,
          params: IdParamSchema,
          response: { 200: successEnvelope(SubscriptionPaymentSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await billing.getPayment(ctx.db, principalOf(request).userId, request.params.id),
      }),
    );

    for (const action of ['cancel', 'reactivate'] as const) {
      app.post(
        `/subscriptions/:id/${action}`,
        {
          onRequest: verified,
          schema: {
            tags: ['subscriptions'],
            security: bearer,
            description:
              action === 'cancel'
                ? 'Turns auto-renew off; the plan stays until its end date.'
                : 'Turns auto-renew back on while the plan still runs.',
            params: IdParamSchema,
            response: { 200: subscriptionEnvelope },
          },
        },
        async (request) => {
          const userId = principalOf(request).userId;
          const data =
            action === 'cancel'
              ? await billing.cancelSubscription(ctx, userId, request.params.id)
              : await billing.reactivateSubscription(ctx, userId, request.params.id);
          return { success: true as const, data };
        },
      );
    }

    app.put(
      '/subscriptions/:id/payment-method',
      {
        onRequest: verified,
        schema: {
          tags: ['subscriptions'],
          security: bearer,
          description: 'The method renewals use: gopay and shopeepay are debited; others get a payment link.',
          params: IdParamSchema,
          body: PaymentMethodUpdateSchema,
          response: { 200: subscriptionEnvelope },
        },
      },
      async (request) => ({
        success: true as const,
        data: await billing.setPaymentMethod(
          ctx,
          principalOf(request).userId,
          request.params.id,
          request.body.paymentMethod,
        ),
      }),
    );

    app.get(
      '/admin/plans',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          response: { 200: successEnvelope(z.array(PlanSchema)) },
        },
      },
      async () => ({
        success: true as const,
        data: await plans.listPlans(ctx.db, { includeArchived: true }),
      }),
    );

    app.post(
      '/admin/plans',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          body: PlanInputSchema,
          response: { 201: successEnvelope(PlanSchema) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ success: true as const, data: await plans.createPlan(ctx.db, request.body) }),
    );

    app.put(
      '/admin/plans/:id',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          description:
            'Changes a plan. A new price applies to new purchases; running subscriptions renew at the price they were bought at.',
          params: IdParamSchema,
          body: PlanUpdateSchema,
          response: { 200: successEnvelope(PlanSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await plans.updatePlan(ctx.db, request.params.id, request.body),
      }),
    );

    app.delete(
      '/admin/plans/:id',
      {
        onRequest: admin,
        schema: {
          tags: ['admin'],
          security: bearer,
          description: 'Archives a plan: no new purchases; running subscriptions keep it to their end.',
          params: IdParamSchema,
          response: { 200: successEnvelope(PlanSchema) },
        },
      },
      async (request) => ({
        success: true as const,
        data: await plans.archivePlan(ctx.db, request.params.id),
      }),
    );
  };
}

import { z } from 'zod';
import { bilingual } from './messages.ts';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  environment: z.string(),
  database: z.object({
    status: z.enum(['up', 'down']),
    driver: z.enum(['pglite', 'postgres']),
    latency_ms: z.number(),
  }),
  /** The in-memory catalogue: `loading` while it reads the products on sale (lists use the database meanwhile). */
  catalogue: z.object({ index: z.enum(['ready', 'loading', 'off']), products: z.number().int() }),
  uptime: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /ready: whether this process should get traffic. `not_ready` (503) while it starts, while the in-memory
 * catalogue loads, and once it is stopping; `reasons` says which.
 */
export const ReadyResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  reasons: z.array(z.enum(['starting', 'catalogue_loading', 'draining'])),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;

export const GatewayHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  environment: z.string(),
  provider: z.string(),
  uptime: z.number(),
});
export type GatewayHealthResponse = z.infer<typeof GatewayHealthResponseSchema>;

export const ContactRequestSchema = z
  .object({
    name: z.string().trim().min(2).max(100),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: bilingual('Alamat email tidak valid', 'Email address is not valid') })),
    subject: z.string().trim().min(3).max(150),
    message: z
      .string()
      .trim()
      .min(10, bilingual('Pesan minimal 10 karakter', 'The message needs at least 10 characters'))
      .max(5000),
  })
  .strict();
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** Spec: the subscriptions of the current user; plans arrive later, until then the list is empty. */
export const SubscriptionSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  plan_id: z.number().int(),
  plan_name: z.string(),
  status: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  autoRenew: z.boolean(),
  paymentMethod: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

import { z } from 'zod';

/** Every failure the API sends has this shape. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Wraps a payload in the success envelope `{ success: true, data, message? }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

/** Paginated list shape used by every list endpoint unless the spec names another. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The fixed CSRF header every mutating call carries. */
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_VALUE = 'pustaka';

export const API_BASE = '/api/v2';

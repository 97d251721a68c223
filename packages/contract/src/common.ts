import { z } from 'zod';
import { bilingual } from './messages.ts';

/** Every failure the API sends has this shape. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
  /** The request's id (also its `X-Request-Id` header): the reference a user quotes to support. */
  request_id: z.string().optional(),
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

/** A database id in a path: plain decimal digits only (no `0x10`, `1e1` or spaces that coercion would accept). */
export const IdSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, bilingual('Harus berupa angka id', 'Must be a numeric id'))
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647));
export const IdParamSchema = z.object({ id: IdSchema });

/** The fixed CSRF header every mutating call carries. */
export const CSRF_HEADER = 'X-CSRF-Token';
export const CSRF_VALUE = 'pustaka';

export const API_BASE = '/api/v2';

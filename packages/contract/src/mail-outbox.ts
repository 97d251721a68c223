import { z } from 'zod';

export const MAIL_OUTBOX_STATUSES = ['failed', 'queued'] as const;

export const MailOutboxQuerySchema = z.object({
  status: z.enum(MAIL_OUTBOX_STATUSES).default('failed'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MailOutboxQuery = z.input<typeof MailOutboxQuerySchema>;

/** One outgoing mail as the admin mail screen lists it; no body, only what says why it did not go out. */
export const MailOutboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailOutboxItem = z.infer<typeof MailOutboxItemSchema>;

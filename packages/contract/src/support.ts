import { z } from 'zod';
import { PageQuerySchema, pageOf, successEnvelope } from './common.ts';
import { bilingual } from './messages.ts';
import { ContactRequestSchema } from './system.ts';
import { LanguageSchema } from './users.ts';

/**
 * The support inbox: a request (ticket) with a thread of messages between its sender and the staff.
 *
 * Routes (all under /api/v2; "staff" = an admin or a member of the group named `support`):
 *   POST /contact                                  → ContactRequestSchema + optional `type`
 *        (SupportContactSchema), 201 SupportContactResponseSchema          anyone (guest or member)
 *   POST /support/requests                         → SupportRequestCreateSchema,
 *        201 successEnvelope(SupportMyRequestDetailSchema)                  signed-in member
 *   GET  /support/requests/mine                    ?SupportMyRequestsQuerySchema
 *        → successEnvelope(pageOf(SupportMyRequestSchema))                  signed-in member (own only)
 *   GET  /support/requests/mine/:id                → successEnvelope(SupportMyRequestDetailSchema)
 *                                                    signed-in member, own request (else 404), no notes
 *   POST /support/requests/mine/:id/replies        → SupportReplyCreateSchema,
 *        201 successEnvelope(SupportMyRequestDetailSchema)   own request that is not closed (else 409)
 *   GET  /support/requests                         ?SupportInboxQuerySchema
 *        → successEnvelope(pageOf(SupportRequestSchema))                    staff
 *   GET  /support/requests/:id                     → successEnvelope(SupportRequestDetailSchema)
 *        staff; a `new` request becomes `open` on this first read
 *   POST /support/requests/:id/assign              → SupportAssignSchema,
 *        200 successEnvelope(SupportRequestDetailSchema)                    staff
 *   POST /support/requests/:id/answers             → SupportAnswerCreateSchema,
 *        201 successEnvelope(SupportRequestDetailSchema)   staff; mailed to the sender in their language;
 *        `premium_decision` only by an admin and only on a `premium_creator` request
 *   POST /support/requests/:id/notes               → SupportNoteCreateSchema,
 *        201 successEnvelope(SupportRequestDetailSchema)   staff; never mailed, never shown to the sender
 *   POST /support/requests/:id/close               → (no body) 200 successEnvelope(SupportRequestDetailSchema)
 *   POST /support/requests/:id/reopen              → (no body) 200 successEnvelope(SupportRequestDetailSchema)
 *   GET  /support/overview                         → successEnvelope(SupportOverviewSchema)     staff
 *   GET  /support/staff                            → successEnvelope(SupportStaffListSchema)    staff
 *        (who a request can be assigned to, and the id of the `support` group an admin adds staff to
 *        with the existing POST /admin/users/:id/groups {group_id})
 *
 * Status moves: new → open (assigned or first read by staff) → answered → (the sender replies) → open;
 * any → closed by staff; closed → open by staff (reopen). A sender cannot reply to a closed request.
 */

export const SUPPORT_REQUEST_STATUSES = ['new', 'open', 'answered', 'closed'] as const;
export const SupportRequestStatusSchema = z.enum(SUPPORT_REQUEST_STATUSES);
export type SupportRequestStatus = z.infer<typeof SupportRequestStatusSchema>;

/** billing covers orders and payments; premium_creator asks for the Premium Creator tier. */
export const SUPPORT_REQUEST_TYPES = [
  'general',
  'billing',
  'technical',
  'content',
  'premium_creator',
] as const;
export const SupportRequestTypeSchema = z.enum(SUPPORT_REQUEST_TYPES);
export type SupportRequestType = z.infer<typeof SupportRequestTypeSchema>;

/** `priority` when the sender's active plan carries the `priority_support` feature. */
export const SUPPORT_PRIORITIES = ['priority', 'normal'] as const;
export const SupportPrioritySchema = z.enum(SUPPORT_PRIORITIES);
export type SupportPriority = z.infer<typeof SupportPrioritySchema>;

/** Only on premium_creator requests: pending until an admin answers with a decision. */
export const SUPPORT_PREMIUM_DECISIONS = ['pending', 'approved', 'declined'] as const;
export const SupportPremiumDecisionSchema = z.enum(SUPPORT_PREMIUM_DECISIONS);
export type SupportPremiumDecision = z.infer<typeof SupportPremiumDecisionSchema>;

/** sender: written by the person who asked; answer: staff reply (mailed); note: internal, staff only. */
export const SUPPORT_MESSAGE_KINDS = ['sender', 'answer', 'note'] as const;
export const SupportMessageKindSchema = z.enum(SUPPORT_MESSAGE_KINDS);
export type SupportMessageKind = z.infer<typeof SupportMessageKindSchema>;

/**
 * The promised time to a first answer, in working hours (Monday to Friday, 09:00–17:00 Jakarta time):
 * 4 working hours for priority requests, 2 working days (16 working hours) for the rest.
 */
export const SUPPORT_FIRST_RESPONSE_WORKING_HOURS: Readonly<Record<SupportPriority, number>> = {
  priority: 4,
  normal: 16,
};

export const SUPPORT_SUBJECT_MIN = 3;
export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_SEARCH_MAX = 100;

/** Where a member reads their requests in the web app; one request is `${SUPPORT_MEMBER_PATH}/{id}`. */
export const SUPPORT_MEMBER_PATH = '/dashboard/support';
/** Where staff read a request in the web app: `${SUPPORT_STAFF_PATH}/{id}`. */
export const SUPPORT_STAFF_PATH = '/admin/support';

/** A request's reference as mails and screens show it: `PST-` and its number padded to six digits. */
export function supportReference(id: number): string {
  return `PST-${String(id).padStart(6, '0')}`;
}

const subjectField = z
  .string()
  .trim()
  .min(SUPPORT_SUBJECT_MIN, bilingual('Subjek minimal 3 karakter', 'The subject needs at least 3 characters'))
  .max(
    SUPPORT_SUBJECT_MAX,
    bilingual('Subjek maksimal 150 karakter', 'The subject is at most 150 characters'),
  );

const messageField = z
  .string()
  .trim()
  .min(
    SUPPORT_MESSAGE_MIN,
    bilingual('Pesan minimal 10 karakter', 'The message needs at least 10 characters'),
  )
  .max(
    SUPPORT_MESSAGE_MAX,
    bilingual('Pesan maksimal 5000 karakter', 'The message is at most 5000 characters'),
  );

// ---------------------------------------------------------------------------------------------------------
// Requests bodies

/** A signed-in member writing from the dashboard (name, address and language come from the account). */
export const SupportRequestCreateSchema = z
  .object({ type: SupportRequestTypeSchema, subject: subjectField, message: messageField })
  .strict();
export type SupportRequestCreate = z.infer<typeof SupportRequestCreateSchema>;

/** The sender's follow-up in their own request's thread. */
export const SupportReplyCreateSchema = z.object({ message: messageField }).strict();
export type SupportReplyCreate = z.infer<typeof SupportReplyCreateSchema>;

/** A staff answer; an admin may decide a premium_creator request with it. */
export const SupportAnswerCreateSchema = z
  .object({
    message: messageField,
    premium_decision: z.enum(['approved', 'declined']).optional(),
  })
  .strict();
export type SupportAnswerCreate = z.infer<typeof SupportAnswerCreateSchema>;

export const SupportNoteCreateSchema = z
  .object({
    note: z
      .string()
      .trim()
      .min(1, bilingual('Catatan tidak boleh kosong', 'The note cannot be empty'))
      .max(
        SUPPORT_MESSAGE_MAX,
        bilingual('Catatan maksimal 5000 karakter', 'The note is at most 5000 characters'),
      ),
  })
  .strict();
export type SupportNoteCreate = z.infer<typeof SupportNoteCreateSchema>;

/** Assign to a staff member by id, or unassign with null. */
export const SupportAssignSchema = z
  .object({ assignee_id: z.number().int().positive().max(2_147_483_647).nullable() })
  .strict();
export type SupportAssign = z.infer<typeof SupportAssignSchema>;

// ---------------------------------------------------------------------------------------------------------
// Queries

export const SupportInboxQuerySchema = PageQuerySchema.extend({
  status: SupportRequestStatusSchema.optional(),
  type: SupportRequestTypeSchema.optional(),
  priority: SupportPrioritySchema.optional(),
  /** `me` (the caller), `none` (unassigned) or a staff user id. */
  assignee: z
    .string()
    .regex(/^(me|none|[1-9][0-9]{0,9})$/, bilingual('Harus me, none atau id', 'Must be me, none or an id'))
    .optional(),
  /** Matches the reference (PST-000123 or 123), subject, sender name or email. */
  q: z.string().trim().max(SUPPORT_SEARCH_MAX).optional(),
});
export type SupportInboxQuery = z.infer<typeof SupportInboxQuerySchema>;

export const SupportMyRequestsQuerySchema = PageQuerySchema.extend({
  status: SupportRequestStatusSchema.optional(),
});
export type SupportMyRequestsQuery = z.infer<typeof SupportMyRequestsQuerySchema>;

// ---------------------------------------------------------------------------------------------------------
// Responses

/** The promise of a first answer, shown to both sides. `overdue`: due time passed without an answer. */
const responseTimes = {
  first_response_due_at: z.string(),
  first_responded_at: z.string().nullable(),
  overdue: z.boolean(),
};

export const SupportPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type SupportPerson = z.infer<typeof SupportPersonSchema>;

/** A request as the staff inbox lists it. */
export const SupportRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  type: SupportRequestTypeSchema,
  status: SupportRequestStatusSchema,
  priority: SupportPrioritySchema,
  subject: z.string(),
  sender: z.object({
    name: z.string(),
    email: z.string(),
    /** Null for a guest. */
    user_id: z.number().int().nullable(),
  }),
  /** The language the sender wrote in; mails to them use it. */
  language: LanguageSchema,
  assignee: SupportPersonSchema.nullable(),
  premium_decision: SupportPremiumDecisionSchema.nullable(),
  message_count: z.number().int(),
  created_at: z.string(),
  /** The last message (of any kind) or status change. */
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  ...responseTimes,
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

/** One entry of a thread. `author` is null for a guest sender (their name is on the request). */
export const SupportMessageSchema = z.object({
  id: z.number().int(),
  kind: SupportMessageKindSchema,
  body: z.string(),
  author: SupportPersonSchema.nullable(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof SupportMessageSchema>;

/** Staff view of one request: the whole thread, internal notes included, oldest first. */
export const SupportRequestDetailSchema = SupportRequestSchema.extend({
  messages: z.array(SupportMessageSchema),
});
export type SupportRequestDetail = z.infer<typeof SupportRequestDetailSchema>;

/** A request as its sender sees it in their list. */
export const SupportMyRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  type: SupportRequestTypeSchema,
  status: SupportRequestStatusSchema,
  priority: SupportPrioritySchema,
  subject: z.string(),
  premium_decision: SupportPremiumDecisionSchema.nullable(),
  /** True while the request is not closed. */
  can_reply: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  ...responseTimes,
});
export type SupportMyRequest = z.infer<typeof SupportMyRequestSchema>;

/** The sender's thread: their messages and staff answers, never internal notes (kind is sender | answer). */
export const SupportMyRequestDetailSchema = SupportMyRequestSchema.extend({
  messages: z.array(SupportMessageSchema),
});
export type SupportMyRequestDetail = z.infer<typeof SupportMyRequestDetailSchema>;

/** Requests waiting for staff (status new or open) per priority, and how long the oldest has waited. */
export const SupportOverviewRowSchema = z.object({
  priority: SupportPrioritySchema,
  waiting: z.number().int(),
  overdue: z.number().int(),
  /** When the longest-waiting request started waiting; null when none waits. */
  oldest_waiting_since: z.string().nullable(),
  oldest_waiting_minutes: z.number().int().nullable(),
});
export const SupportOverviewSchema = z.object({
  /** Always both rows, priority first. */
  by_priority: z.array(SupportOverviewRowSchema),
  unassigned: z.number().int(),
});
export type SupportOverview = z.infer<typeof SupportOverviewSchema>;

export const SupportStaffListSchema = z.object({
  support_group_id: z.number().int(),
  staff: z.array(SupportPersonSchema.extend({ email: z.string(), is_admin: z.boolean() })),
});
export type SupportStaffList = z.infer<typeof SupportStaffListSchema>;

/**
 * POST /contact keeps its fields; `type` is new and optional (general when left out). A premium_creator
 * request needs a signed-in sender (403 SUPPORT_SIGN_IN_REQUIRED for a guest): the tier goes to an account.
 */
export const SupportContactSchema = ContactRequestSchema.extend({
  type: SupportRequestTypeSchema.optional(),
});
export type SupportContact = z.infer<typeof SupportContactSchema>;

export const SupportContactResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ reference: z.string() }),
});
export type SupportContactResponse = z.infer<typeof SupportContactResponseSchema>;

export const SupportRequestEnvelopeSchema = successEnvelope(SupportRequestDetailSchema);
export const SupportMyRequestEnvelopeSchema = successEnvelope(SupportMyRequestDetailSchema);
export const SupportInboxPageSchema = successEnvelope(pageOf(SupportRequestSchema));
export const SupportMyRequestsPageSchema = successEnvelope(pageOf(SupportMyRequestSchema));

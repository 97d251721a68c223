import { z } from 'zod';
import { DeckRenditionSchema } from './delivery.ts';
import { bilingual } from './messages.ts';

export const LmsAccessModeSchema = z.enum(['public', 'invite', 'paid']);
export type LmsAccessMode = z.infer<typeof LmsAccessModeSchema>;
export const LmsContentTypeSchema = z.enum(['video', 'text', 'pdf', 'audio', 'slides', 'quiz']);
export type LmsContentType = z.infer<typeof LmsContentTypeSchema>;
export const LmsEnrolmentStatusSchema = z.enum(['invited', 'pending', 'active', 'completed', 'removed']);
export type LmsEnrolmentStatus = z.infer<typeof LmsEnrolmentStatusSchema>;

const Title = z
  .string()
  .trim()
  .min(3, bilingual('Judul minimal 3 karakter', 'The title needs at least 3 characters'))
  .max(200, bilingual('Judul maksimal 200 karakter', 'The title may have at most 200 characters'));
const RichText = z.string().max(100_000, bilingual('Teks terlalu panjang', 'The text is too long'));

const courseFields = {
  title: Title,
  description: RichText,
  category_id: z.number().int().positive().nullable(),
  language: z.enum(['id', 'en']),
  access_mode: LmsAccessModeSchema,
  product_id: z.number().int().positive().nullable(),
  sequential: z.boolean(),
  requires_verified_email: z.boolean(),
  /** New learners wait (`pending`) until the trainer approves them. Public and invite courses only. */
  requires_approval: z.boolean(),
  is_published: z.boolean(),
};

export const LmsCourseInputSchema = z
  .object({
    ...courseFields,
    description: courseFields.description.default(''),
    category_id: courseFields.category_id.default(null),
    language: courseFields.language.default('id'),
    access_mode: courseFields.access_mode.default('public'),
    product_id: courseFields.product_id.default(null),
    sequential: courseFields.sequential.default(false),
    requires_verified_email: courseFields.requires_verified_email.default(false),
    requires_approval: courseFields.requires_approval.default(false),
    is_published: courseFields.is_published.default(false),
  })
  .strict();
export type LmsCourseInput = z.input<typeof LmsCourseInputSchema>;
export const LmsCourseUpdateSchema = z.object(courseFields).partial().strict();
export type LmsCourseUpdate = z.input<typeof LmsCourseUpdateSchema>;

export const LmsCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description_html: z.string(),
  category_id: z.number().int().nullable(),
  language: z.string(),
  access_mode: LmsAccessModeSchema,
  product_id: z.number().int().nullable(),
  sequential: z.boolean(),
  requires_verified_email: z.boolean(),
  requires_approval: z.boolean(),
  is_published: z.boolean(),
  cover_url: z.string().nullable(),
  trainer_id: z.number().int(),
  trainer_name: z.string(),
  content_count: z.number().int(),
  learner_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LmsCourse = z.infer<typeof LmsCourseSchema>;

const contentFields = {
  title: Title,
  body: RichText,
  drip_days: z.number().int().min(0).max(3650).nullable(),
  min_score: z.number().int().min(0).max(100).nullable(),
  /** The trainer's rule: the share (percent) of the video watched, pages shown or reading time that completes it. */
  completion_threshold: z.number().int().min(1).max(100),
  product_id: z.number().int().positive().nullable(),
  product_file_id: z.number().int().positive().nullable(),
  quiz_id: z.number().int().positive().nullable(),
};
export const LmsContentInputSchema = z
  .object({
    type: LmsContentTypeSchema,
    ...contentFields,
    body: RichText.default(''),
    drip_days: contentFields.drip_days.default(null),
    min_score: contentFields.min_score.default(null),
    completion_threshold: contentFields.completion_threshold.default(90),
    product_id: contentFields.product_id.default(null),
    product_file_id: contentFields.product_file_id.default(null),
    quiz_id: contentFields.quiz_id.default(null),
  })
  .strict();
export type LmsContentInput = z.input<typeof LmsContentInputSchema>;
export const LmsContentUpdateSchema = z.object(contentFields).partial().strict();
export type LmsContentUpdate = z.input<typeof LmsContentUpdateSchema>;
export const LmsContentOrderSchema = z
  .object({ content_ids: z.array(z.number().int().positive()).min(1).max(500) })
  .strict();

export const LmsContentSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  position: z.number().int(),
  type: LmsContentTypeSchema,
  title: z.string(),
  body_html: z.string(),
  has_file: z.boolean(),
  content_type: z.string().nullable(),
  size_bytes: z.number().int(),
  page_count: z.number().int().nullable(),
  duration_seconds: z.number().nullable(),
  product_id: z.number().int().nullable(),
  product_file_id: z.number().int().nullable(),
  quiz_id: z.number().int().nullable(),
  drip_days: z.number().int().nullable(),
  min_score: z.number().int().nullable(),
  /** What the evidence is: time played, pages shown, time on the text, or a quiz score. */
  completion_rule: z.enum(['watched', 'pages_seen', 'reading_time', 'quiz_passed']),
  /** The share (percent) of that evidence that completes the content. */
  completion_threshold: z.number().int(),
  /** A text's full reading time, which the threshold applies to; null for other types. */
  reading_seconds: z.number().int().nullable(),
});
export type LmsContent = z.infer<typeof LmsContentSchema>;

export const LmsLockSchema = z
  .object({
    reason: z.enum(['sequential', 'drip']),
    /** For drip: when it opens. For sequential: the content to finish first. */
    opens_at: z.string().nullable(),
    after_content_id: z.number().int().nullable(),
  })
  .nullable();

export const LmsProgressSchema = z.object({
  position: z.number(),
  /** The share of the content the server saw studied: played, shown, read. */
  percentage: z.number(),
  score: z.number().int().nullable(),
  completed: z.boolean(),
  updated_at: z.string().nullable(),
});
export type LmsProgress = z.infer<typeof LmsProgressSchema>;

/** A content as the learner sees it: locked ones carry no body and no file. */
export const LmsLearnerContentSchema = LmsContentSchema.extend({
  lock: LmsLockSchema,
  progress: LmsProgressSchema,
});
export type LmsLearnerContent = z.infer<typeof LmsLearnerContentSchema>;

/** One content opened on the learner's page: its file's signed address and its neighbours in the course. */
export const LmsOpenedContentSchema = z.object({
  content: LmsLearnerContentSchema,
  course: z.object({ id: z.number().int(), title: z.string() }),
  /** The content's file, by signed address (it expires); null for a content without one. */
  stream_url: z.string().nullable(),
  /** A slides content uploaded as PowerPoint: its PDF drawn on the server; null for anything else. */
  rendition: DeckRenditionSchema.nullable(),
  previous_id: z.number().int().nullable(),
  next_id: z.number().int().nullable(),
  /** The trainer looking at their own course: progress is not saved. */
  preview: z.boolean(),
});
export type LmsOpenedContent = z.infer<typeof LmsOpenedContentSchema>;

export const LmsEnrolmentSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  status: LmsEnrolmentStatusSchema,
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  percentage: z.number(),
});
export type LmsEnrolment = z.infer<typeof LmsEnrolmentSchema>;

export const LmsCourseDetailSchema = z.object({
  course: LmsCourseSchema,
  enrolment: LmsEnrolmentSchema.nullable(),
  is_trainer: z.boolean(),
  /** What stands between the caller and the course: nothing, a verified email, an invite, a purchase. */
  can_enrol: z.boolean(),
  needs: z.enum(['verified_email', 'invite', 'purchase', 'published']).nullable(),
  contents: z.array(z.object({ id: z.number().int(), title: z.string(), type: LmsContentTypeSchema })),
  certificate_code: z.string().nullable(),
  /** When the trainer revoked the learner's certificate; null while it is valid (or there is none). */
  certificate_revoked_at: z.string().nullable(),
});
export type LmsCourseDetail = z.infer<typeof LmsCourseDetailSchema>;

/**
 * A progress save, sent by the viewers as evidence: every ~10 s while a media plays or a text is on screen,
 * and when that stops; each page a PDF or deck shows. The server measures the share studied from these.
 */
export const LmsProgressInputSchema = z
  .object({
    /** The second a media is at, or the page a PDF or deck shows (1-based); 0 for a text. */
    position: z.number().min(0).max(1_000_000),
    /** The media is playing, or the text is on screen, from now until the next save. */
    active: z.boolean().default(false),
  })
  .strict();

export const LmsInviteInputSchema = z
  .object({
    expires_in_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .optional(),
    max_uses: z.number().int().min(1).max(100_000).optional(),
  })
  .strict();
/** Invitations by email: one address or many (pasted lists are split by the screen). */
export const LmsEmailInviteInputSchema = z
  .object({
    emails: z.array(z.string().trim().toLowerCase().max(254).email()).min(1).max(50),
  })
  .strict();
export const LmsEmailInviteResultSchema = z.object({
  /** Sent a mail with their own join link (again, for an address invited before). */
  invited: z.array(z.string()),
  /** Already learners of the course: no mail. */
  already_in: z.array(z.string()),
});
export type LmsEmailInviteResult = z.infer<typeof LmsEmailInviteResultSchema>;

/**
 * New limits for a join link: `max_uses` (null: no limit; never below the uses so far) and an expiry
 * counted from now (`expires_in_hours`; null: never). A field left out keeps its limit.
 */
export const LmsInviteUpdateSchema = z
  .object({
    expires_in_hours: z
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .nullable()
      .optional(),
    max_uses: z.number().int().min(1).max(100_000).nullable().optional(),
  })
  .strict();
export type LmsInviteUpdate = z.infer<typeof LmsInviteUpdateSchema>;

export const LmsInviteSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  url: z.string(),
  expires_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  uses: z.number().int(),
  /** A revoked link answers as an unknown one. */
  revoked_at: z.string().nullable(),
  /** Sent to one address by email (single use) rather than shared. */
  email: z.string().nullable(),
  created_at: z.string(),
});
export type LmsInvite = z.infer<typeof LmsInviteSchema>;

export const LmsJoinValidationSchema = z.object({
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    trainer_name: z.string(),
    cover_url: z.string().nullable(),
    /** Joining makes a request that the trainer approves. */
    requires_approval: z.boolean(),
  }),
  valid: z.boolean(),
  reason: z.enum(['expired', 'used_up', 'unknown']).nullable(),
});

/** A participant's certificate as the trainer sees it, with the reason when they revoked it. */
export const LmsParticipantCertificateSchema = z.object({
  code: z.string(),
  issued_at: z.string(),
  revoked_at: z.string().nullable(),
  revoked_reason: z.string().nullable(),
});

export const LmsParticipantSchema = z.object({
  /** Null for an address invited by email that nobody has joined with yet. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  status: LmsEnrolmentStatusSchema,
  source: z.string(),
  enrolled_at: z.string(),
  completed_at: z.string().nullable(),
  last_activity_at: z.string().nullable(),
  percentage: z.number(),
  average_score: z.number().nullable(),
  certificate: LmsParticipantCertificateSchema.nullable(),
});
export type LmsParticipant = z.infer<typeof LmsParticipantSchema>;

const RevokeReason = z
  .string()
  .trim()
  .min(3, bilingual('Alasan minimal 3 karakter', 'The reason needs at least 3 characters'))
  .max(500, bilingual('Alasan maksimal 500 karakter', 'The reason may have at most 500 characters'));
/** The trainer revokes a participant's certificate, saying why (kept for the trainer, not shown publicly). */
export const LmsCertificateRevokeSchema = z.object({ reason: RevokeReason }).strict();
/**
 * Removing a participant: `revoke_certificate=true` revokes their certificate too (with `reason`, or a
 * reason saying they were removed).
 */
export const LmsParticipantRemoveQuerySchema = z
  .object({
    revoke_certificate: z.enum(['true', 'false']).default('false'),
    reason: RevokeReason.optional(),
  })
  .strict();

/** The most join requests one approval or refusal decides. */
export const LMS_DECISION_MAX = 100;
/** The trainer approves or declines join requests, one or many at once; every id must be waiting. */
export const LmsParticipantDecisionSchema = z
  .object({
    user_ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(
        LMS_DECISION_MAX,
        bilingual(
          `Maksimal ${LMS_DECISION_MAX} peserta sekali proses`,
          `At most ${LMS_DECISION_MAX} learners at once`,
        ),
      ),
  })
  .strict();
export type LmsParticipantDecision = z.infer<typeof LmsParticipantDecisionSchema>;
export const LmsParticipantDecisionResultSchema = z.object({
  /** The learners decided, and the status each now has: `active` when approved, `removed` when declined. */
  user_ids: z.array(z.number().int()),
  status: z.enum(['active', 'removed']),
});
export type LmsParticipantDecisionResult = z.infer<typeof LmsParticipantDecisionResultSchema>;

export const LmsFeedbackInputSchema = z
  .object({
    rating: z.number().int().min(1).max(5),
    text: z.string().trim().max(2_000).default(''),
  })
  .strict();
export const LmsFeedbackSchema = z.object({
  rating: z.number().int(),
  text: z.string(),
  name: z.string(),
  created_at: z.string(),
});

export const LmsCertificateSchema = z.object({
  code: z.string(),
  learner_name: z.string(),
  course_title: z.string(),
  trainer_name: z.string(),
  issued_at: z.string(),
  course_id: z.number().int(),
  /** `revoked`: the trainer withdrew it (at `revoked_at`); it no longer attests the course. */
  status: z.enum(['valid', 'revoked']),
  revoked_at: z.string().nullable(),
});
export type LmsCertificate = z.infer<typeof LmsCertificateSchema>;

export const LmsHomeSchema = z.object({
  continue: z
    .object({
      course_id: z.number().int(),
      course_title: z.string(),
      content_id: z.number().int(),
      content_title: z.string(),
    })
    .nullable(),
  courses: z.array(LmsCourseSchema.extend({ enrolment: LmsEnrolmentSchema })),
  certificates: z.array(LmsCertificateSchema),
});
export type LmsHome = z.infer<typeof LmsHomeSchema>;

export const LmsDashboardSchema = z.object({
  courses: z.number().int(),
  learners: z.number().int(),
  completion_rate: z.number(),
  average_score: z.number().nullable(),
  enrolments_by_day: z.array(z.object({ day: z.string(), count: z.number().int() })),
  drop_off: z.array(
    z.object({
      course_id: z.number().int(),
      content_id: z.number().int(),
      title: z.string(),
      learners: z.number().int(),
    }),
  ),
  feedback: z.array(LmsFeedbackSchema.extend({ course_title: z.string() })),
  /** Join requests waiting for the trainer, in all their courses and per course (most waiting first). */
  pending_requests: z.number().int(),
  pending_by_course: z.array(
    z.object({ course_id: z.number().int(), title: z.string(), count: z.number().int() }),
  ),
});
export type LmsDashboard = z.infer<typeof LmsDashboardSchema>;

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories, products } from '#modules/catalogue/tables.ts';
import { users } from '#modules/users/tables.ts';

/**
 * A trainer's course. `access_mode` says who may enrol: anyone (public), holders of an invite link (invite),
 * or buyers of the linked CRS product (paid). Only published courses take learners.
 */
export const lmsCourses = pgTable(
  'lms_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    language: text('language').notNull().default('id'),
    coverKey: text('cover_key'),
    accessMode: text('access_mode').notNull().default('public'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Each content opens only once the one before it is complete. */
    sequential: boolean('sequential').notNull().default(false),
    requiresVerifiedEmail: boolean('requires_verified_email').notNull().default(false),
    /** New learners wait as `pending` until the trainer approves them; a purchase enrols, so never on paid. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lms_courses_access_check', sql`${t.accessMode} in ('public', 'invite', 'paid')`),
    check('lms_courses_paid_product_check', sql`${t.accessMode} <> 'paid' or ${t.productId} is not null`),
    check('lms_courses_paid_approval_check', sql`${t.accessMode} <> 'paid' or not ${t.requiresApproval}`),
    index('lms_courses_trainer_idx').on(t.trainerId),
    index('lms_courses_product_idx').on(t.productId),
  ],
);

/** One item of a course, in `position` order. A file-backed item keeps its file in the store. */
export const lmsContents = pgTable(
  'lms_contents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    storageKey: text('storage_key'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    /** Pages of a PDF, slides of a deck: what "reached the last page" is measured against. */
    pageCount: integer('page_count'),
    durationSeconds: real('duration_seconds'),
    /** A lesson of one of the trainer's CRS products, played from the catalogue instead of an upload. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productFileId: integer('product_file_id'),
    quizId: integer('quiz_id'),
    /** Opens this many days after the learner enrolled; null opens at once. */
    dripDays: integer('drip_days'),
    /** The least quiz score (percent) that completes a quiz content. */
    minScore: integer('min_score'),
    /**
     * The trainer's rule for the other types: the share (percent) of the evidence that completes the content:
     * of the media's duration played, of the pages shown, of the text's reading time spent on it.
     */
    completionThreshold: integer('completion_threshold').notNull().default(90),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lms_contents_type_check', sql`${t.type} in ('video', 'text', 'pdf', 'audio', 'slides', 'quiz')`),
    check('lms_contents_drip_check', sql`${t.dripDays} is null or ${t.dripDays} between 0 and 3650`),
    check('lms_contents_min_score_check', sql`${t.minScore} is null or ${t.minScore} between 0 and 100`),
    check('lms_contents_threshold_check', sql`${t.completionThreshold} between 1 and 100`),
    index('lms_contents_course_idx').on(t.courseId, t.position),
  ],
);

/**
 * A learner in a course. `pending` waits for the trainer's approval (courses that ask for it); `removed`
 * keeps the row (and progress) so the trainer can restore them. `enrolled_at` is when the learner got in:
 * the request time while pending, the approval time after it (drip contents count from there).
 */
export const lmsEnrolments = pgTable(
  'lms_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    source: text('source').notNull(),
    inviteId: integer('invite_id'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'lms_enrolments_status_check',
      sql`${t.status} in ('invited', 'pending', 'active', 'completed', 'removed')`,
    ),
    check('lms_enrolments_source_check', sql`${t.source} in ('public', 'invite', 'purchase')`),
    uniqueIndex('lms_enrolments_course_user_idx').on(t.courseId, t.userId),
    index('lms_enrolments_user_idx').on(t.userId),
  ],
);

/** A join link. `uses` only grows through one conditional UPDATE, so `max_uses` holds under concurrency. */
export const lmsInvites = pgTable(
  'lms_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** Set by the trainer: the link then answers exactly as an unknown one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('lms_invites_uses_check', sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
    index('lms_invites_course_idx').on(t.courseId),
  ],
);

/**
 * Where a learner is in one content (saved on the server so another device resumes there) and the evidence
 * of studying it that the server saw. `percentage` is measured from that evidence, never taken from the client.
 */
export const lmsProgress = pgTable(
  'lms_progress',
  {
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => lmsEnrolments.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => lmsContents.id, { onDelete: 'cascade' }),
    /** The last save's position (second of a media, page of a PDF): the resume point and the next credit's anchor. */
    position: real('position').notNull().default(0),
    percentage: real('percentage').notNull().default(0),
    /** Base64 bitmap: the stretches of a media played, or the pages shown, each counted once. */
    seen: text('seen'),
    /** Whether the last save said the media was playing or the text was on screen. */
    active: boolean('active').notNull().default(false),
    /** Seconds a text was on screen, counted between saves. */
    activeSeconds: real('active_seconds').notNull().default(0),
    score: integer('score'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.enrolmentId, t.contentId] }),
    check('lms_progress_percentage_check', sql`${t.percentage} between 0 and 100`),
  ],
);

/**
 * Issued once per enrolment when every content is complete; the names are kept as they were then. A
 * certificate the trainer revoked keeps its row (the public check says it was revoked, and when) with the
 * trainer's reason.
 */
export const lmsCertificates = pgTable(
  'lms_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .unique()
      .references(() => lmsEnrolments.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    learnerName: text('learner_name').notNull(),
    courseTitle: text('course_title').notNull(),
    trainerName: text('trainer_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    check('lms_certificates_revoked_check', sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
  ],
);

/** A learner's rating of a course; sending again replaces it. */
export const lmsFeedback = pgTable(
  'lms_feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('lms_feedback_rating_check', sql`${t.rating} between 1 and 5`),
    uniqueIndex('lms_feedback_course_user_idx').on(t.courseId, t.userId),
  ],
);

/** A single-use link that verifies a learner's email for a course that asks for it. */
export const lmsEmailTokens = pgTable('lms_email_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: text('token_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  courseId: integer('course_id')
    .notNull()
    .references(() => lmsCourses.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * An invitation sent by email: its own single-use join link, and the person it went to. Shown among the
 * participants as `invited` until someone joins by that link (`accepted_at`, and who joined).
 */
export const lmsEmailInvites = pgTable(
  'lms_email_invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => lmsCourses.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    inviteId: integer('invite_id')
      .notNull()
      .references(() => lmsInvites.id, { onDelete: 'cascade' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('lms_email_invites_course_email_idx').on(t.courseId, t.email),
    index('lms_email_invites_invite_idx').on(t.inviteId),
  ],
);

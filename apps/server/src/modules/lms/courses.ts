import { randomBytes } from 'node:crypto';
import type { LmsCourse, LmsCourseInputSchema, LmsCourseUpdateSchema } from '@pustaka/contract';
import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import { findSaleableProduct } from '#modules/catalogue/index.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sanitiseHtml } from '#platform/html/sanitise-html.ts';
import { slugify } from '#platform/slug.ts';
import { syncPurchasesOfCourse } from './purchases.ts';
import { lmsContents, lmsCourses, lmsEnrolments } from './tables.ts';

export type CourseRow = typeof lmsCourses.$inferSelect;

export const coverUrlOf = (key: string | null) => (key ? `/api/v2/public/image-proxy/${key}` : null);

/** Courses as the API shows them, with their trainer's name and how many contents and learners they have. */
export async function toCourses(db: DbOrTx, rows: CourseRow[]): Promise<LmsCourse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [trainers, contents, learners] = await Promise.all([
    findUserSummaries(
      db,
      rows.map((row) => row.trainerId),
    ),
    db
      .select({ courseId: lmsContents.courseId, n: count() })
      .from(lmsContents)
      .where(inArray(lmsContents.courseId, ids))
      .groupBy(lmsContents.courseId),
    db
      .select({ courseId: lmsEnrolments.courseId, n: count() })
      .from(lmsEnrolments)
      .where(
        and(inArray(lmsEnrolments.courseId, ids), notInArray(lmsEnrolments.status, ['removed', 'pending'])),
      )
      .groupBy(lmsEnrolments.courseId),
  ]);
  const contentCount = new Map(contents.map((row) => [row.courseId, row.n]));
  const learnerCount = new Map(learners.map((row) => [row.courseId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    description_html: row.descriptionHtml,
    category_id: row.categoryId,
    language: row.language,
    access_mode: row.accessMode as LmsCourse['access_mode'],
    product_id: row.productId,
    sequential: row.sequential,
    requires_verified_email: row.requiresVerifiedEmail,
    requires_approval: row.requiresApproval,
    is_published: row.isPublished,
    cover_url: coverUrlOf(row.coverKey),
    trainer_id: row.trainerId,
    trainer_name: trainers.get(row.trainerId)?.name ?? 'Trainer',
    content_count: contentCount.get(row.id) ?? 0,
    learner_count: learnerCount.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function toCourse(db: DbOrTx, row: CourseRow): Promise<LmsCourse> {
  const [course] = await toCourses(db, [row]);
  if (!course) throw new AppError('NOT_FOUND');
  return course;
}

export async function findCourse(db: DbOrTx, id: number): Promise<CourseRow | undefined> {
  const [row] = await db.select().from(lmsCourses).where(eq(lmsCourses.id, id));
  return row;
}

export async function getCourse(db: DbOrTx, id: number): Promise<CourseRow> {
  const row = await findCourse(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export const isTrainerOf = (principal: Principal | undefined, course: CourseRow) =>
  principal !== undefined && (principal.userId === course.trainerId || principal.roles.includes('admin'));

/** A course the caller teaches (admins manage every course); another trainer's course is not found. */
export async function getManagedCourse(db: DbOrTx, principal: Principal, id: number): Promise<CourseRow> {
  const row = await findCourse(db, id);
  if (!row || !isTrainerOf(principal, row)) throw new AppError('NOT_FOUND');
  return row;
}

/** A paid course sells through one of its trainer's own CRS products. */
async function assertSellableProduct(db: DbOrTx, trainerId: number, productId: number | null) {
  if (productId === null) throw new AppError('LMS_PRODUCT_INVALID');
  const product = await findSaleableProduct(db, productId);
  if (!product || product.sellerId !== trainerId || product.format !== 'CRS') {
    throw new AppError('LMS_PRODUCT_INVALID');
  }
}

/** Buying a paid course's product enrols at once: there is no request for a trainer to approve. */
function assertApprovalFits(mode: string, requiresApproval: boolean) {
  if (mode === 'paid' && requiresApproval) throw new AppError('LMS_APPROVAL_NOT_FOR_PAID');
}

const newSlug = (title: string) => `${slugify(title, 'kursus', 60)}-${randomBytes(3).toString('hex')}`;

export async function createCourse(
  ctx: AppContext,
  trainerId: number,
  input: z.output<typeof LmsCourseInputSchema>,
): Promise<LmsCourse> {
  assertApprovalFits(input.access_mode, input.requires_approval);
  if (input.access_mode === 'paid') await assertSellableProduct(ctx.db, trainerId, input.product_id);
  if (input.is_published) throw new AppError('LMS_COURSE_EMPTY');
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(lmsCourses)
    .values({
      trainerId,
      slug: newSlug(input.title),
      title: input.title,
      descriptionHtml: sanitiseHtml(input.description, 'description'),
      categoryId: input.category_id,
      language: input.language,
      accessMode: input.access_mode,
      productId: input.access_mode === 'paid' ? input.product_id : null,
      sequential: input.sequential,
      requiresVerifiedEmail: input.requires_verified_email,
      requiresApproval: input.requires_approval,
      isPublished: false,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new AppError('NOT_FOUND');
  await syncPurchasesOfCourse(ctx, row);
  return toCourse(ctx.db, row);
}

export async function updateCourse(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: z.output<typeof LmsCourseUpdateSchema>,
): Promise<LmsCourse> {
  const course = await getManagedCourse(ctx.db, principal, id);
  const mode = input.access_mode ?? course.accessMode;
  const productId = input.product_id !== undefined ? input.product_id : course.productId;
  assertApprovalFits(mode, input.requires_approval ?? course.requiresApproval);
  if (mode === 'paid') await assertSellableProduct(ctx.db, course.trainerId, productId);
  if (input.is_published && !course.isPublished) {
    const [contents] = await ctx.db
      .select({ n: count() })
      .from(lmsContents)
      .where(eq(lmsContents.courseId, id));
    if (!contents?.n) throw new AppError('LMS_COURSE_EMPTY');
  }
  const changes: Partial<typeof lmsCourses.$inferInsert> = { updatedAt: ctx.now() };
  if (input.title !== undefined) changes.title = input.title;
  if (input.description !== undefined)
    changes.descriptionHtml = sanitiseHtml(input.description, 'description');
  if (input.category_id !== undefined) changes.categoryId = input.category_id;
  if (input.language !== undefined) changes.language = input.language;
  if (input.access_mode !== undefined) changes.accessMode = input.access_mode;
  changes.productId = mode === 'paid' ? productId : null;
  if (input.sequential !== undefined) changes.sequential = input.sequential;
  if (input.requires_verified_email !== undefined)
    changes.requiresVerifiedEmail = input.requires_verified_email;
  // Turning approval off lets new learners straight in; those already waiting stay for the trainer to decide.
  if (input.requires_approval !== undefined) changes.requiresApproval = input.requires_approval;
  if (input.is_published !== undefined) changes.isPublished = input.is_published;
  const [row] = await ctx.db.update(lmsCourses).set(changes).where(eq(lmsCourses.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  if (row.accessMode !== course.accessMode || row.productId !== course.productId) {
    await syncPurchasesOfCourse(ctx, row);
  }
  return toCourse(ctx.db, row);
}

export async function listManagedCourses(db: DbOrTx, principal: Principal): Promise<LmsCourse[]> {
  const rows = await db
    .select()
    .from(lmsCourses)
    .where(eq(lmsCourses.trainerId, principal.userId))
    .orderBy(desc(lmsCourses.updatedAt), desc(lmsCourses.id));
  return toCourses(db, rows);
}

/** Deleting a course takes its contents, enrolments and progress with it; its stored files are removed after. */
export async function deleteCourse(ctx: AppContext, principal: Principal, id: number): Promise<void> {
  const course = await getManagedCourse(ctx.db, principal, id);
  const files = await ctx.db
    .select({ key: lmsContents.storageKey })
    .from(lmsContents)
    .where(and(eq(lmsContents.courseId, id), sql`${lmsContents.storageKey} is not null`));
  await ctx.db.delete(lmsCourses).where(eq(lmsCourses.id, id));
  for (const key of [course.coverKey, ...files.map((file) => file.key)]) {
    if (key) await ctx.storage.delete(key);
  }
  await ctx.renditions.discard(files.flatMap((file) => (file.key ? [file.key] : [])));
}

/** Replaces the cover; the previous image is deleted once the new one is in place. */
export async function setCourseCover(
  ctx: AppContext,
  principal: Principal,
  id: number,
  webp: Buffer,
): Promise<LmsCourse> {
  const course = await getManagedCourse(ctx.db, principal, id);
  const key = `lms-cover/${id}-${randomBytes(8).toString('hex')}.webp`;
  await ctx.storage.put(key, webp, 'image/webp');
  const [row] = await ctx.db
    .update(lmsCourses)
    .set({ coverKey: key, updatedAt: ctx.now() })
    .where(eq(lmsCourses.id, id))
    .returning();
  if (course.coverKey) await ctx.storage.delete(course.coverKey);
  if (!row) throw new AppError('NOT_FOUND');
  return toCourse(ctx.db, row);
}

/** What learners may browse: published courses that take enrolments without an invite. */
export async function listPublicCourses(db: DbOrTx, query: { q?: string; page: number; pageSize: number }) {
  const where = and(
    eq(lmsCourses.isPublished, true),
    ne(lmsCourses.accessMode, 'invite'),
    query.q ? sql`${lmsCourses.title} ilike ${`%${query.q.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lmsCourses)
      .where(where)
      .orderBy(desc(lmsCourses.createdAt), desc(lmsCourses.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(lmsCourses).where(where),
  ]);
  return {
    items: await toCourses(db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.n ?? 0,
  };
}

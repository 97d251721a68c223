import type { LmsContent, LmsContentInputSchema, LmsContentUpdateSchema } from '@pustaka/contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '#db/client.ts';
import { findDeliveryFile } from '#modules/catalogue/index.ts';
import { findQuizOwner } from '#modules/quizzes/index.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { sanitiseHtml } from '#platform/html/sanitise-html.ts';
import { claimStorageRoom } from '#platform/quota/creator-storage.ts';
import { type ContentRow, toContent } from './content-view.ts';
import { getManagedCourse } from './courses.ts';
import { isPptxSlides } from './slides-renditions.ts';
import { lmsContents } from './tables.ts';
import { type CheckedContentFile, withContentUpload } from './uploads.ts';

export async function listContentRows(db: DbOrTx, courseId: number): Promise<ContentRow[]> {
  return db
    .select()
    .from(lmsContents)
    .where(eq(lmsContents.courseId, courseId))
    .orderBy(asc(lmsContents.position), asc(lmsContents.id));
}

export async function findContent(db: DbOrTx, id: number): Promise<ContentRow | undefined> {
  const [row] = await db.select().from(lmsContents).where(eq(lmsContents.id, id));
  return row;
}

/** Where a content's file is: its own upload, or the lesson of a CRS product it plays. */
export async function fileOfContent(db: DbOrTx, row: ContentRow) {
  if (row.storageKey && row.contentType) {
    return { storageKey: row.storageKey, sizeBytes: row.sizeBytes, contentType: row.contentType };
  }
  if (row.productFileId) return (await findDeliveryFile(db, { id: row.productFileId }))?.file;
  return undefined;
}

/** A content of a course the caller teaches; anything else is not found. */
export async function getManagedContent(db: DbOrTx, principal: Principal, id: number) {
  const content = await findContent(db, id);
  if (!content) throw new AppError('NOT_FOUND');
  const course = await getManagedCourse(db, principal, content.courseId);
  return { content, course };
}

export async function listManagedContents(db: DbOrTx, principal: Principal, courseId: number) {
  await getManagedCourse(db, principal, courseId);
  return (await listContentRows(db, courseId)).map(toContent);
}

/** A video may play a lesson of one of the trainer's own CRS products instead of an upload. */
async function lessonOf(db: DbOrTx, trainerId: number, productId: number | null, fileId: number | null) {
  if (productId === null && fileId === null) return undefined;
  const found = fileId === null ? undefined : await findDeliveryFile(db, { id: fileId });
  if (
    !found ||
    found.product.id !== productId ||
    found.product.sellerId !== trainerId ||
    found.product.format !== 'CRS' ||
    found.file.role !== 'lesson'
  ) {
    throw new AppError('VALIDATION_ERROR', {
      details: [
        {
          field: 'product_file_id',
          message: {
            id: 'Pilih pelajaran dari produk kursus (CRS) milik Anda',
            en: 'Pick a lesson of one of your course (CRS) products',
          },
        },
      ],
    });
  }
  return found.file;
}

/** A quiz content plays one of its course trainer's own quizzes; other contents play none. */
async function quizOf(db: DbOrTx, trainerId: number, type: string, quizId: number | null) {
  if (type !== 'quiz') {
    if (quizId !== null) throw new AppError('LMS_QUIZ_INVALID');
    return undefined;
  }
  const quiz = quizId === null ? undefined : await findQuizOwner(db, quizId);
  if (!quiz || quiz.ownerId !== trainerId) throw new AppError('LMS_QUIZ_INVALID');
  return quiz;
}

export async function addContent(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  input: z.output<typeof LmsContentInputSchema>,
): Promise<LmsContent> {
  const course = await getManagedCourse(ctx.db, principal, courseId);
  const quiz = await quizOf(ctx.db, course.trainerId, input.type, input.quiz_id);
  const lesson =
    input.type === 'video'
      ? await lessonOf(ctx.db, course.trainerId, input.product_id, input.product_file_id)
      : undefined;
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    // Positions of one course are handed out one at a time.
    await tx.execute(sql`select 1 from lms_courses where id = ${courseId} for update`);
    const [last] = await tx
      .select({ position: max(lmsContents.position) })
      .from(lmsContents)
      .where(eq(lmsContents.courseId, courseId));
    const [inserted] = await tx
      .insert(lmsContents)
      .values({
        courseId,
        position: (last?.position ?? 0) + 1,
        type: input.type,
        title: input.title,
        bodyHtml: sanitiseHtml(input.body, 'description'),
        dripDays: input.drip_days,
        // A quiz content without its own minimum completes at the quiz's pass mark.
        minScore: input.min_score ?? quiz?.passMarkPercent ?? null,
        completionThreshold: input.completion_threshold,
        quizId: quiz ? input.quiz_id : null,
        productId: lesson ? input.product_id : null,
        productFileId: lesson ? lesson.id : null,
        contentType: lesson?.contentType ?? null,
        durationSeconds: lesson?.durationSeconds ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new AppError('NOT_FOUND');
  return toContent(row);
}

export async function updateContent(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: z.output<typeof LmsContentUpdateSchema>,
): Promise<LmsContent> {
  const { content, course } = await getManagedContent(ctx.db, principal, id);
  const changes: Partial<typeof lmsContents.$inferInsert> = { updatedAt: ctx.now() };
  if (input.quiz_id !== undefined) {
    await quizOf(ctx.db, course.trainerId, content.type, input.quiz_id);
    changes.quizId = input.quiz_id;
  }
  if (input.title !== undefined) changes.title = input.title;
  if (input.body !== undefined) changes.bodyHtml = sanitiseHtml(input.body, 'description');
  if (input.drip_days !== undefined) changes.dripDays = input.drip_days;
  if (input.min_score !== undefined) changes.minScore = input.min_score;
  if (input.completion_threshold !== undefined) changes.completionThreshold = input.completion_threshold;
  if (content.type === 'video' && (input.product_id !== undefined || input.product_file_id !== undefined)) {
    const lesson = await lessonOf(
      ctx.db,
      course.trainerId,
      input.product_id ?? null,
      input.product_file_id ?? null,
    );
    changes.productId = lesson ? lesson.productId : null;
    changes.productFileId = lesson ? lesson.id : null;
    if (lesson) {
      changes.contentType = lesson.contentType;
      changes.durationSeconds = lesson.durationSeconds;
      changes.storageKey = null;
      changes.sizeBytes = 0;
    }
  }
  const [row] = await ctx.db.update(lmsContents).set(changes).where(eq(lmsContents.id, id)).returning();
  if (!row) throw new AppError('NOT_FOUND');
  if (changes.storageKey === null && content.storageKey) {
    await ctx.storage.delete(content.storageKey);
    await ctx.renditions.discard([content.storageKey]);
  }
  return toContent(row);
}

export async function deleteContent(ctx: AppContext, principal: Principal, id: number): Promise<void> {
  const { content } = await getManagedContent(ctx.db, principal, id);
  await ctx.db.delete(lmsContents).where(eq(lmsContents.id, id));
  if (content.storageKey) {
    await ctx.storage.delete(content.storageKey);
    await ctx.renditions.discard([content.storageKey]);
  }
}

/** Sets the order of a course's contents: the list must name each of them exactly once. */
export async function reorderContents(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  ids: number[],
): Promise<LmsContent[]> {
  await getManagedCourse(ctx.db, principal, courseId);
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: lmsContents.id })
      .from(lmsContents)
      .where(eq(lmsContents.courseId, courseId))
      .for('update');
    const current = new Set(rows.map((row) => row.id));
    if (
      ids.length !== current.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !current.has(id))
    ) {
      throw new AppError('LMS_ORDER_MISMATCH');
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(lmsContents)
        .set({ position: index + 1 })
        .where(and(eq(lmsContents.id, id), eq(lmsContents.courseId, courseId)));
    }
    return (await listContentRows(tx, courseId)).map(toContent);
  });
}

/** Stores an uploaded file for a content (a new one replaces the old, which is deleted after). */
export async function uploadContentFile(
  ctx: AppContext,
  request: FastifyRequest,
  principal: Principal,
  id: number,
): Promise<LmsContent> {
  const { content, course } = await getManagedContent(ctx.db, principal, id);
  return withContentUpload(
    ctx,
    request,
    {
      type: content.type as LmsContent['type'],
      trainerId: course.trainerId,
      replacingBytes: content.sizeBytes,
    },
    (file) => attachContentFile(ctx, principal, id, file),
  );
}

/** Puts a checked file (on local disk) in the store as a content's file; the demo data uses it directly. */
export async function attachContentFile(
  ctx: AppContext,
  principal: Principal,
  id: number,
  file: CheckedContentFile,
): Promise<LmsContent> {
  const { content, course } = await getManagedContent(ctx.db, principal, id);
  const key = `lms/${course.id}/${id}-${Date.now().toString(36)}.${file.extension}`;
  await ctx.storage.putFile(key, file.path, file.contentType);
  let row: ContentRow | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      // The file it replaces as it is now, and the creator's room, checked under the creator's quota lock.
      const [current] = await tx
        .select({ sizeBytes: lmsContents.sizeBytes })
        .from(lmsContents)
        .where(eq(lmsContents.id, id))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      await claimStorageRoom(ctx, tx, course.trainerId, {
        incoming: file.sizeBytes,
        replacing: current.sizeBytes,
      });
      const [updated] = await tx
        .update(lmsContents)
        .set({
          storageKey: key,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          pageCount: file.info.pageCount ?? file.info.slideCount ?? null,
          durationSeconds: file.info.durationSeconds ?? null,
          productId: null,
          productFileId: null,
          updatedAt: ctx.now(),
        })
        .where(eq(lmsContents.id, id))
        .returning();
      // PowerPoint slides are drawn as a PDF in the background, so learners see the real slides.
      if (updated && isPptxSlides(updated)) await ctx.renditions.request(tx, [updated.storageKey]);
      return updated;
    });
  } catch (error) {
    // Refused (no room left) or failed: no row points at the stored object, so it goes too.
    await ctx.storage.delete(key);
    throw error;
  }
  if (content.storageKey) {
    await ctx.storage.delete(content.storageKey);
    await ctx.renditions.discard([content.storageKey]);
  }
  if (!row) throw new AppError('NOT_FOUND');
  return toContent(row);
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import type { Principal } from '#platform/auth-guard.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';
import { GroupCommit, ItemFailure, roundsByKey } from '#platform/group-commit.ts';
import { isForeignKeyViolation } from '#platform/unique-violation.ts';
import type { ContentRow } from './content-view.ts';
import type { CourseRow } from './courses.ts';
import { type EnrolmentRow, learnerAccessOf } from './enrolment.ts';
import { lockOfOne, type ProgressRow } from './locks.ts';
import { type Evidence, type Measure, measureOf, meetsThreshold, nextEvidence } from './progress-evidence.ts';
import { slidesToReach } from './slides-renditions.ts';
import { lmsContents, lmsCourses, lmsEnrolments, lmsProgress } from './tables.ts';

export type ProgressSave = {
  principal: Principal;
  contentId: number;
  position: number;
  active: boolean;
};

/** A save as written, with what it was checked against; `completedNow` when this very save completed it. */
export type SavedProgress = {
  saved: ProgressRow;
  course: CourseRow;
  enrolment: EnrolmentRow;
  completedNow: boolean;
};

type Outcome = SavedProgress | ItemFailure;

/** What a content's evidence is measured against; a deck counts the slides of its rendition. */
async function measure(ctx: AppContext, content: ContentRow): Promise<Measure> {
  return measureOf(content, content.type === 'slides' ? await slidesToReach(ctx, content) : null);
}

type Target = {
  content: ContentRow;
  course: CourseRow;
  enrolment: EnrolmentRow | null;
  progress: ProgressRow | null;
  previousId: number | null;
  previousCompleted: boolean | null;
};

/**
 * The contents of a batch with their courses, each saver's enrolment and progress (the evidence so far), and
 * the content before each one with whether that learner completed it (what a sequential course's lock
 * needs), in one statement. The
 * enrolment join keeps only the (content, learner) pairs of the batch, so a batch of many learners on one
 * course does not multiply rows.
 */
async function readTargets(db: Database, batch: readonly ProgressSave[]): Promise<Target[]> {
  const contentIds = [...new Set(batch.map((save) => save.contentId))];
  const userIds = [...new Set(batch.map((save) => save.principal.userId))];
  const pairs = sql.join(
    batch.map((save) => sql`(${save.contentId}::integer, ${save.principal.userId}::integer)`),
    sql`, `,
  );
  const previousOf = sql`(select p.id from ${lmsContents} p
    where p.course_id = ${lmsContents.courseId} and (p.position, p.id) < (${lmsContents.position}, ${lmsContents.id})
    order by p.position desc, p.id desc limit 1)`;
  return db
    .select({
      content: lmsContents,
      course: lmsCourses,
      enrolment: lmsEnrolments,
      progress: lmsProgress,
      previousId: sql<number | null>`case when ${lmsCourses.sequential} then ${previousOf} end`.mapWith(
        Number,
      ),
      previousCompleted: sql<boolean | null>`case when ${lmsCourses.sequential} then exists (
          select 1 from ${lmsProgress} done
          where done.enrolment_id = ${lmsEnrolments.id} and done.content_id = ${previousOf}
            and done.completed_at is not null) end`.mapWith(Boolean),
    })
    .from(lmsContents)
    .innerJoin(lmsCourses, eq(lmsCourses.id, lmsContents.courseId))
    .leftJoin(
      lmsEnrolments,
      and(
        eq(lmsEnrolments.courseId, lmsContents.courseId),
        inArray(lmsEnrolments.userId, userIds),
        sql`(${lmsContents.id}, ${lmsEnrolments.userId}) in (${pairs})`,
      ),
    )
    .leftJoin(
      lmsProgress,
      and(eq(lmsProgress.enrolmentId, lmsEnrolments.id), eq(lmsProgress.contentId, lmsContents.id)),
    )
    .where(inArray(lmsContents.id, contentIds));
}

/** The checks of one save against what was read: access, enrolment, the content's lock. */
function checkedTarget(targets: Target[], save: ProgressSave, now: Date) {
  const ofContent = targets.filter((target) => target.content.id === save.contentId);
  const first = ofContent[0];
  if (!first) throw new AppError('NOT_FOUND');
  const target = ofContent.find((one) => one.enrolment?.userId === save.principal.userId) ?? first;
  const enrolment = target.enrolment?.userId === save.principal.userId ? target.enrolment : undefined;
  const access = learnerAccessOf(save.principal, target.course, enrolment);
  if (!access.enrolment || access.enrolment.status === 'removed') throw new AppError('LMS_NOT_ENROLLED');
  if (access.course.sequential || target.content.dripDays !== null) {
    const previous =
      target.previousId === null
        ? undefined
        : { id: target.previousId, completed: Boolean(target.previousCompleted) };
    const lock = lockOfOne(access.course, target.content, access.enrolment, previous, now);
    if (lock) {
      throw new AppError('LMS_CONTENT_LOCKED', { details: { ...lock, course_id: target.content.courseId } });
    }
  }
  return {
    content: target.content,
    course: access.course,
    enrolment: access.enrolment,
    progress: target.progress ?? undefined,
  };
}

type Checked = Omit<ReturnType<typeof checkedTarget>, 'progress'> & {
  save: ProgressSave;
  index: number;
  evidence: Evidence;
  done: boolean;
};

/**
 * One statement for the saves of a round (no two of the same learner and content). Each row is written whole
 * as computed from the row read before it: two saves racing from two processes lose one's credit rather
 * than count both. The position is where to resume (the latest save); completion, once reached, stays.
 */
async function upsertRound(db: Database, round: Checked[], now: Date): Promise<Map<string, ProgressRow>> {
  const rows = await db
    .insert(lmsProgress)
    .values(
      round.map((entry) => ({
        enrolmentId: entry.enrolment.id,
        contentId: entry.content.id,
        position: entry.evidence.position,
        percentage: entry.evidence.percentage,
        seen: entry.evidence.seen,
        active: entry.evidence.active,
        activeSeconds: entry.evidence.activeSeconds,
        completedAt: entry.done ? now : null,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [lmsProgress.enrolmentId, lmsProgress.contentId],
      set: {
        position: sql`excluded.position`,
        percentage: sql`excluded.percentage`,
        seen: sql`excluded.seen`,
        active: sql`excluded.active`,
        activeSeconds: sql`excluded.active_seconds`,
        completedAt: sql`coalesce(${lmsProgress.completedAt}, excluded.completed_at)`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning();
  return new Map(rows.map((row) => [`${row.enrolmentId}/${row.contentId}`, row]));
}

async function writeBatch(ctx: AppContext, batch: ProgressSave[], now: Date) {
  const db = ctx.db;
  const outcomes = new Array<Outcome>(batch.length);
  const targets = await readTargets(db, batch);
  const checked: Checked[] = [];
  // The evidence of each (learner, content) so far: a second save of the same pair in this batch builds on
  // the first one's.
  const latest = new Map<string, ProgressRow | undefined>();
  for (const [index, save] of batch.entries()) {
    try {
      const { progress, ...target } = checkedTarget(targets, save, now);
      const key = `${target.enrolment.id}/${target.content.id}`;
      const previous = latest.has(key) ? latest.get(key) : progress;
      const measured = await measure(ctx, target.content);
      const evidence = nextEvidence(measured, previous, save, now);
      const done = meetsThreshold(target.content, measured, evidence);
      latest.set(key, {
        ...(previous ?? { enrolmentId: target.enrolment.id, contentId: target.content.id, score: null }),
        ...evidence,
        completedAt: previous?.completedAt ?? (done ? now : null),
      });
      checked.push({ ...target, save, index, evidence, done });
    } catch (error) {
      outcomes[index] = new ItemFailure(error);
    }
  }
  // The same learner saving the same content twice in one batch: the later save goes in a later statement.
  for (const round of roundsByKey(checked, (entry) => `${entry.enrolment.id}/${entry.content.id}`)) {
    await writeRound(db, round, now, outcomes);
  }
  return outcomes;
}

/** Writes a round; one that fails on a content or enrolment deleted meanwhile is written a save at a time. */
async function writeRound(db: Database, round: Checked[], now: Date, outcomes: Outcome[]) {
  const record = (entry: Checked, saved: ProgressRow | undefined) => {
    outcomes[entry.index] = saved
      ? {
          saved,
          course: entry.course,
          enrolment: entry.enrolment,
          completedNow: saved.completedAt?.getTime() === now.getTime(),
        }
      : new ItemFailure(new AppError('NOT_FOUND'));
  };
  try {
    const saved = await upsertRound(db, round, now);
    for (const entry of round) record(entry, saved.get(`${entry.enrolment.id}/${entry.content.id}`));
  } catch (error) {
    if (!isForeignKeyViolation(error) || round.length === 1) throw error;
    for (const entry of round) {
      try {
        const saved = await upsertRound(db, [entry], now);
        record(entry, saved.get(`${entry.enrolment.id}/${entry.content.id}`));
      } catch (one) {
        outcomes[entry.index] = new ItemFailure(isForeignKeyViolation(one) ? new AppError('NOT_FOUND') : one);
      }
    }
  }
}

const commits = new WeakMap<AppContext, GroupCommit<ProgressSave, SavedProgress>>();

/**
 * Progress saves by group commit: a thousand learners watching video save every ten seconds, and the saves
 * that arrive together are checked and written with two statements for the lot instead of three each.
 * Each save still gets its own answer or its own error, once written.
 */
export function writeProgress(ctx: AppContext, save: ProgressSave): Promise<SavedProgress> {
  let group = commits.get(ctx);
  if (!group) {
    group = new GroupCommit((batch) => writeBatch(ctx, batch, ctx.now()), 200);
    commits.set(ctx, group);
  }
  return group.submit(save);
}

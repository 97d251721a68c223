import type { LmsProgress } from '@pustaka/contract';
import type { ContentRow } from './content-view.ts';
import type { CourseRow } from './courses.ts';
import type { EnrolmentRow } from './enrolment.ts';
import type { lmsProgress } from './tables.ts';

export type ProgressRow = typeof lmsProgress.$inferSelect;
export type Lock = {
  reason: 'sequential' | 'drip';
  opens_at: string | null;
  after_content_id: number | null;
};

const DAY_MS = 86_400_000;

export function toProgress(row: ProgressRow | undefined): LmsProgress {
  return {
    position: row?.position ?? 0,
    percentage: row?.percentage ?? 0,
    score: row?.score ?? null,
    completed: Boolean(row?.completedAt),
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** When a drip content opens for a learner: N days after their enrolment (null: no drip). */
function dripOpensAt(content: ContentRow, enrolment: EnrolmentRow): Date | null {
  return content.dripDays !== null
    ? new Date(enrolment.enrolledAt.getTime() + content.dripDays * DAY_MS)
    : null;
}

/**
 * The lock of one content, given only what the rule needs: the content before it in the course (for a
 * sequential course) and whether the learner completed that one. Agrees with `locksFor` on every content.
 */
export function lockOfOne(
  course: CourseRow,
  content: ContentRow,
  enrolment: EnrolmentRow,
  previous: { id: number; completed: boolean } | undefined,
  now: Date,
): Lock | null {
  const opensAt = dripOpensAt(content, enrolment);
  if (opensAt && opensAt.getTime() > now.getTime()) {
    return { reason: 'drip', opens_at: opensAt.toISOString(), after_content_id: null };
  }
  if (course.sequential && previous && !previous.completed) {
    return { reason: 'sequential', opens_at: null, after_content_id: previous.id };
  }
  return null;
}

/**
 * Which contents are closed to a learner now, judged by the app's clock: drip contents until their day
 * after enrolment, and in a sequential course every content after the first one not yet complete. The
 * trainer previewing (no enrolment) sees everything open.
 */
export function locksFor(
  course: CourseRow,
  contents: ContentRow[],
  enrolment: EnrolmentRow | undefined,
  progress: Map<number, ProgressRow>,
  now: Date,
): Map<number, Lock | null> {
  const locks = new Map<number, Lock | null>();
  let previous: ContentRow | undefined;
  for (const content of contents) {
    const before = previous && {
      id: previous.id,
      completed: Boolean(progress.get(previous.id)?.completedAt),
    };
    locks.set(content.id, enrolment ? lockOfOne(course, content, enrolment, before, now) : null);
    previous = content;
  }
  return locks;
}

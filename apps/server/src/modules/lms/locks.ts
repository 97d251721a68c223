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
    let lock: Lock | null = null;
    if (enrolment) {
      const opensAt =
        content.dripDays !== null
          ? new Date(enrolment.enrolledAt.getTime() + content.dripDays * DAY_MS)
          : null;
      if (opensAt && opensAt.getTime() > now.getTime()) {
        lock = { reason: 'drip', opens_at: opensAt.toISOString(), after_content_id: null };
      } else if (course.sequential && previous && !progress.get(previous.id)?.completedAt) {
        lock = { reason: 'sequential', opens_at: null, after_content_id: previous.id };
      }
    }
    locks.set(content.id, lock);
    previous = content;
  }
  return locks;
}

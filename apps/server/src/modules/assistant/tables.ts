import type { CourseBuildRequest, CourseBuildStep, CourseRights } from '@pustaka/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#modules/users/tables.ts';

/** Where a build reads the book from: the ebook's stored file (copy) or an uploaded PDF's text. */
export type BuildSourceRef =
  | { kind: 'ebook'; productId: number; storageKey: string; title: string }
  | { kind: 'pdf_upload'; uploadId: string; title: string };

/**
 * A course being made from an edited plan (record 057): the request as sent, each step's state as the
 * background job goes, and the draft course it fills. A trainer has at most one build running at a time.
 */
export const assistantCourseBuilds = pgTable(
  'assistant_course_builds',
  {
    id: text('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The LMS course; a plain number: the LMS owns courses, and a deleted course leaves its build's record. */
    courseId: integer('course_id'),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull(),
    rights: text('rights').$type<CourseRights>().notNull(),
    request: jsonb('request').$type<CourseBuildRequest>().notNull(),
    source: jsonb('source').$type<BuildSourceRef>().notNull(),
    steps: jsonb('steps').$type<CourseBuildStep[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('assistant_course_builds_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('assistant_course_builds_one_running').on(t.ownerId).where(sql`${t.status} = 'running'`),
    check('assistant_course_builds_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
    check('assistant_course_builds_rights_check', sql`${t.rights} in ('copy', 'reference')`),
  ],
);

import type { LmsContent, LmsContentType } from '@pustaka/contract';
import type { lmsContents } from './tables.ts';

export type ContentRow = typeof lmsContents.$inferSelect;

/** What completes a content of each type; the learner's page says it, the progress service applies it. */
export const COMPLETION_RULE: Record<LmsContentType, LmsContent['completion_rule']> = {
  video: 'watched_90',
  audio: 'watched_90',
  pdf: 'last_page',
  slides: 'last_page',
  text: 'opened',
  quiz: 'quiz_passed',
};

/** Share of a video or audio that counts as watched. */
export const WATCHED_SHARE = 90;

export function toContent(row: ContentRow): LmsContent {
  return {
    id: row.id,
    course_id: row.courseId,
    position: row.position,
    type: row.type as LmsContentType,
    title: row.title,
    body_html: row.bodyHtml,
    has_file: row.storageKey !== null || row.productFileId !== null,
    content_type: row.contentType,
    size_bytes: row.sizeBytes,
    page_count: row.pageCount,
    duration_seconds: row.durationSeconds,
    product_id: row.productId,
    product_file_id: row.productFileId,
    quiz_id: row.quizId,
    drip_days: row.dripDays,
    min_score: row.minScore,
    completion_rule: COMPLETION_RULE[row.type as LmsContentType],
  };
}

import type { LmsContent, LmsContentType } from '@pustaka/contract';
import { readingSecondsOf } from './progress-evidence.ts';
import type { lmsContents } from './tables.ts';

export type ContentRow = typeof lmsContents.$inferSelect;

/** The evidence that completes a content of each type; the learner's page says it, progress-evidence.ts measures it. */
export const COMPLETION_RULE: Record<LmsContentType, LmsContent['completion_rule']> = {
  video: 'watched',
  audio: 'watched',
  pdf: 'pages_seen',
  slides: 'pages_seen',
  text: 'reading_time',
  quiz: 'quiz_passed',
};

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
    completion_threshold: row.completionThreshold,
    reading_seconds: row.type === 'text' ? readingSecondsOf(row.bodyHtml) : null,
  };
}

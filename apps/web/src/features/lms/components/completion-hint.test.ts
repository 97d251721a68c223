import type { LmsLearnerContent } from '@pustaka/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { whatIsLeft } from './completion-hint';

const t = ((key: string, params?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(params ?? {})}`) as unknown as TFunction;

const content = (
  rule: LmsLearnerContent['completion_rule'],
  percentage: number,
  extra: Partial<LmsLearnerContent> = {},
) =>
  ({
    completion_rule: rule,
    completion_threshold: 90,
    reading_seconds: null,
    progress: { position: 0, percentage, score: null, completed: false, updated_at: null },
    ...extra,
  }) as LmsLearnerContent;

describe('whatIsLeft', () => {
  it('says the share to play, the pages to open and the reading time left, from the measured share', () => {
    expect(whatIsLeft(t, content('watched', 42.7), null)).toBe(
      'lms.evidence.watch {"threshold":90,"percent":42}',
    );
    expect(whatIsLeft(t, content('pages_seen', 40), 5)).toBe(
      'lms.evidence.pages {"needed":5,"pages":5,"seen":2}',
    );
    // 90 % of 120 s is 108 s; a quarter of 120 s (30 s) is done, 78 s are left.
    expect(whatIsLeft(t, content('reading_time', 25, { reading_seconds: 120 }), null)).toBe(
      'lms.evidence.read {"time":"lms.evidence.minutes {\\"count\\":2}","left":"lms.evidence.minutes {\\"count\\":2}"}',
    );
    expect(whatIsLeft(t, content('reading_time', 80, { reading_seconds: 30 }), null)).toBe(
      'lms.evidence.read {"time":"lms.evidence.seconds {\\"count\\":27}","left":"lms.evidence.seconds {\\"count\\":3}"}',
    );
  });

  it('says done once complete, and nothing for a quiz or a document without pages', () => {
    const done = content('watched', 95);
    done.progress.completed = true;
    expect(whatIsLeft(t, done, null)).toBe('lms.evidence.done {"percent":95}');
    expect(whatIsLeft(t, content('quiz_passed', 0), null)).toBeNull();
    expect(whatIsLeft(t, content('pages_seen', 0), null)).toBeNull();
  });
});

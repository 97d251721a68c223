import type { LmsLearnerContent } from '@pustaka/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '@/components/ui/progress-bar';

function duration(t: TFunction, seconds: number) {
  return seconds < 60
    ? t('lms.evidence.seconds', { count: Math.ceil(seconds) })
    : t('lms.evidence.minutes', { count: Math.ceil(seconds / 60) });
}

/** What the learner still has to do for the trainer's rule, as the server measured it so far. */
export function whatIsLeft(t: TFunction, content: LmsLearnerContent, pages: number | null): string | null {
  const { percentage, completed } = content.progress;
  const threshold = content.completion_threshold;
  if (completed) return t('lms.evidence.done', { percent: Math.round(percentage) });
  switch (content.completion_rule) {
    case 'watched':
      return t('lms.evidence.watch', { threshold, percent: Math.floor(percentage) });
    case 'pages_seen': {
      if (!pages) return null;
      return t('lms.evidence.pages', {
        needed: Math.ceil((threshold / 100) * pages),
        pages,
        seen: Math.round((percentage / 100) * pages),
      });
    }
    case 'reading_time': {
      const full = content.reading_seconds ?? 0;
      const needed = (threshold / 100) * full;
      const left = Math.max(0, needed - (percentage / 100) * full);
      return t('lms.evidence.read', { time: duration(t, needed), left: duration(t, left) });
    }
    default:
      return null;
  }
}

/** The content's rule and the learner's way to it: a bar up to the threshold and the words for what is left. */
export function CompletionHint({ content, pages }: { content: LmsLearnerContent; pages: number | null }) {
  const { t } = useTranslation();
  const hint = whatIsLeft(t, content, pages);
  if (!hint) return null;
  const share = Math.min(100, (content.progress.percentage / content.completion_threshold) * 100);
  return (
    <div className="max-w-md" data-testid="completion-hint">
      <ProgressBar percent={content.progress.completed ? 100 : Math.floor(share)} label={hint} />
    </div>
  );
}

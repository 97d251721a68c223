import type { TFunction } from 'i18next';
import { formatDateTime } from '@/lib/format';

type Lock = { reason: 'sequential' | 'drip'; opens_at: string | null; after_content_id: number | null };

/** Why a content is closed and when it opens, in words. */
export function lockText(
  t: TFunction,
  lock: Lock,
  contents: { id: number; title: string }[],
  language: string,
) {
  if (lock.reason === 'drip' && lock.opens_at) {
    return t('lms.lock.drip', { date: formatDateTime(lock.opens_at, language) });
  }
  const before = contents.find((content) => content.id === lock.after_content_id);
  return t('lms.lock.sequential', { title: before?.title ?? '' });
}

import type { Slideshow } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { SlideView } from './slide-view';

/** The server's `failure` for a deck whose month of AI tokens ran out before its last slide. */
const QUOTA_FAILURE = 'quota';

/** The slides written so far, one by one as the server stores them, or why the writing stopped. */
export function GenerationProgress({
  deck,
  onRetry,
  retrying,
}: {
  deck: Slideshow;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  const total = deck.outline.length;
  const done = deck.slides.length;
  if (deck.status === 'outline' && done === 0) return null;
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200" aria-live="polite">
      {deck.status === 'generating' ? (
        <>
          <p className="font-semibold text-slate-900" data-testid="generation-progress">
            {t('aiSlides.progress.writing', { done, total })}
          </p>
          <ProgressBar
            percent={total ? Math.round((done / total) * 100) : 0}
            label={t('aiSlides.progress.label', { done, total })}
          />
        </>
      ) : null}
      {deck.status === 'failed' && deck.failure === QUOTA_FAILURE ? (
        <Alert tone="warning" title={t('aiSlides.progress.quotaStopped')}>
          <p data-testid="generation-quota">{t('aiSlides.progress.quotaKept', { done, total })}</p>
          <p className="mt-1">{t('aiSlides.progress.quotaNext')}</p>
        </Alert>
      ) : null}
      {deck.status === 'failed' && deck.failure !== QUOTA_FAILURE ? (
        <Alert tone="error" title={t('aiSlides.progress.failed')}>
          <p>{deck.failure ?? t('aiSlides.progress.failedUnknown')}</p>
          <p className="mt-1">{t('aiSlides.progress.failedKept', { done, total })}</p>
          <Button size="sm" variant="outline" className="mt-2" loading={retrying} onClick={onRetry}>
            {t('aiSlides.retry')}
          </Button>
        </Alert>
      ) : null}
      {deck.status === 'ready' ? (
        <p className="font-semibold text-emerald-700">{t('aiSlides.progress.ready', { count: done })}</p>
      ) : null}
      <ol className="space-y-2">
        {deck.outline.map((item, index) => {
          const slide = deck.slides.find((s) => s.order_index === index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: outline items are identified by their place
            <li key={index} className="flex items-center gap-3 text-sm">
              <div className="w-24 shrink-0 overflow-hidden rounded ring-1 ring-slate-200">
                {slide ? (
                  <SlideView
                    content={slide.content}
                    theme={deck.theme}
                    assets={deck.assets}
                    label={slide.content.title || item.title}
                  />
                ) : (
                  <div className="aspect-video w-full animate-pulse bg-slate-100" />
                )}
              </div>
              <span className={slide ? 'text-slate-900' : 'text-slate-400'}>
                {slide ? '✓ ' : ''}
                {item.title}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

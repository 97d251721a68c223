import clsx from 'clsx';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfSlides } from '@/components/slides/pdf-slides';
import { deckViewOf } from '@/components/slides/slide-rules';
import { SlidesPreparing } from '@/components/slides/slides-preparing';
import { TextSlides } from '@/components/slides/text-slides';
import { type OpenedContent, useProgressReporter } from '@/features/lms/api/learner';

/** Whether `element` is what the browser shows full screen now. */
function useIsFullscreen(ref: RefObject<HTMLElement | null>): boolean {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => setFull(Boolean(ref.current) && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [ref]);
  return full;
}

const toolButton =
  'rounded-lg px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * A slides content, one slide at a time with the keys presenters use: a PDF as it is, PowerPoint slides from
 * the PDF the server drew of them (a short wait while that is made, their text when it cannot be). Resumes
 * at the saved slide and reports each slide shown; the server counts the distinct ones. Full screen on request, where the keyboard is the deck's.
 */
export function SlidesContent({ opened }: { opened: OpenedContent }) {
  const { t } = useTranslation();
  const report = useProgressReporter(opened.content.id);
  const rootRef = useRef<HTMLDivElement>(null);
  const fullscreen = useIsFullscreen(rootRef);
  const view = deckViewOf({ content_type: opened.content.content_type, rendition: opened.rendition });
  const stream = opened.stream_url ?? '';
  const shared = {
    initialPage: opened.content.progress.position,
    onPageChange: (page: number) => {
      if (!opened.preview) void report({ position: page, active: false });
    },
    fullscreen,
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  if (view === 'preparing') return <SlidesPreparing />;
  return (
    <div className="space-y-2">
      {view === 'text' ? (
        <p className="text-sm text-slate-600" data-testid="deck-text-note">
          {t('lms.learner.deckText')}{' '}
          <a className="font-semibold text-indigo-700 underline" href={stream} download>
            {t('lms.learner.downloadDeck')}
          </a>
        </p>
      ) : null}
      <div ref={rootRef} className={clsx('relative', fullscreen && 'bg-slate-950')} data-testid="lms-slides">
        {view === 'text' ? (
          <TextSlides
            url={stream}
            cacheKey={`lms-${opened.content.id}`}
            slideCount={opened.content.page_count}
            {...shared}
          />
        ) : (
          <PdfSlides
            url={view === 'rendition' ? (opened.rendition?.url as string) : stream}
            slideCount={opened.rendition?.page_count ?? opened.content.page_count}
            {...shared}
          />
        )}
        {fullscreen ? (
          <button
            type="button"
            onClick={toggleFullscreen}
            className={clsx(toolButton, 'absolute top-2 right-2 bg-white/10 text-white hover:bg-white/20')}
          >
            {t('viewer.slides.leaveFullscreen')}
          </button>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{t('viewer.slides.keysHint')}</p>
        <button
          type="button"
          onClick={toggleFullscreen}
          className={clsx(toolButton, 'text-indigo-700 ring-1 ring-indigo-200 hover:bg-indigo-50')}
          data-testid="slides-fullscreen"
        >
          {t('viewer.slides.fullscreen')}
        </button>
      </div>
    </div>
  );
}

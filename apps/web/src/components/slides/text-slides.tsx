import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resumePage } from '@/components/media/media-rules';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { readPptxText } from './pptx-text';
import { useSlideKeys } from './use-slide-keys';

const pptxTextKeys = {
  deck: (cacheKey: string) => ['slides', 'pptx-text', cacheKey] as const,
};

/** The deck's text, read in the browser from its signed address (a stream: it does not count). */
function usePptxText(url: string, cacheKey: string) {
  // The address is read once per deck shown: a fresh one for the same deck does not read it again.
  const address = useRef(url).current;
  return useQuery({
    queryKey: pptxTextKeys.deck(cacheKey),
    queryFn: async ({ signal }) => {
      const response = await fetch(address, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return readPptxText(new Uint8Array(await response.arrayBuffer()));
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export type TextSlidesProps = {
  /** The PowerPoint file's address. */
  url: string;
  /** Names the deck in the query cache (`file-12`, `lms-5`), so two decks never share their text. */
  cacheKey: string;
  initialPage?: number | null;
  /** The deck's slide count as the server read it, for the slide to open at before the text is read. */
  slideCount?: number | null;
  onPageChange?: (page: number, pages: number) => void;
  fullscreen?: boolean;
  onExit?: () => void;
};

/**
 * A PowerPoint deck as text, one slide at a time: title and points, the keys presenters use, and the slide
 * shown reported like any other viewer's place. What viewers show when no PDF of the deck can be made.
 */
export function TextSlides({
  url,
  cacheKey,
  initialPage,
  slideCount,
  onPageChange,
  fullscreen = false,
  onExit,
}: TextSlidesProps) {
  const { t } = useTranslation();
  const text = usePptxText(url, cacheKey);
  const slides = text.data ?? [];
  const [page, setPage] = useState(() => resumePage(initialPage, slideCount ?? Number.POSITIVE_INFINITY));
  const current = slides[Math.min(page, slides.length) - 1];

  const go = (target: number) => {
    if (slides.length === 0) return;
    const next = Math.min(slides.length, Math.max(1, target));
    setPage(next);
    onPageChange?.(next, slides.length);
  };
  const rootRef = useRef<HTMLElement>(null);

  useSlideKeys({ rootRef, fullscreen, onExit, page, pages: slides.length, go });

  if (text.isPending) {
    return fullscreen ? (
      <div className="flex h-dvh items-center justify-center text-white">
        <Spinner className="size-8" label={t('viewer.loading')} />
      </div>
    ) : (
      <Skeleton className="aspect-video w-full rounded-2xl" />
    );
  }
  if (text.isError || !current) {
    return (
      <p className={clsx('p-8 text-center text-sm', fullscreen ? 'text-slate-300' : 'text-slate-600')}>
        {t('viewer.slides.noText')}
      </p>
    );
  }

  const nav = clsx(
    'rounded-lg px-3 py-1.5 font-medium disabled:opacity-40',
    fullscreen ? 'hover:bg-white/10' : 'hover:bg-slate-100',
  );
  return (
    <section
      ref={rootRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the deck takes focus so its keys work in the page
      tabIndex={0}
      aria-label={t('viewer.slides.textView')}
      className={clsx(
        'flex flex-col',
        'outline-none',
        fullscreen
          ? 'h-dvh bg-slate-950 text-white'
          : 'rounded-2xl border border-slate-200 bg-white shadow-xs focus-visible:ring-2 focus-visible:ring-indigo-600',
      )}
      data-testid="deck-text"
    >
      <div className={clsx('flex min-h-0 flex-1 items-center justify-center', fullscreen && 'p-3 sm:p-8')}>
        <div
          className={clsx(
            'flex w-full flex-col overflow-auto',
            fullscreen
              ? 'aspect-video max-h-full max-w-[calc((100dvh-7rem)*16/9)] rounded-xl bg-white p-6 text-slate-900 shadow-2xl sm:p-14'
              : 'aspect-video p-5 sm:p-10',
          )}
        >
          <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
            {t('viewer.slides.slideOf', { page: current.number, total: slides.length })}
          </p>
          <h2 className={clsx('mt-2 font-bold', fullscreen ? 'text-2xl sm:text-4xl' : 'text-lg sm:text-2xl')}>
            {current.title || '—'}
          </h2>
          {current.lines.length > 0 ? (
            <ul
              className={clsx(
                'mt-4 list-disc space-y-2 pl-6 text-slate-700',
                fullscreen ? 'text-base sm:text-2xl' : 'text-sm sm:text-base',
              )}
            >
              {current.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines of a slide are fixed text in a fixed order
                <li key={i}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div
        className={clsx(
          'flex items-center justify-between px-3 py-2 text-sm',
          fullscreen ? 'text-slate-300' : 'border-t border-slate-200 text-slate-700',
        )}
      >
        <button type="button" className={nav} disabled={page <= 1} onClick={() => go(page - 1)}>
          ‹ {t('viewer.slides.previous')}
        </button>
        <span className="tabular-nums" aria-live="polite" data-testid="slide-counter">
          {current.number} / {slides.length}
        </span>
        <button type="button" className={nav} disabled={page >= slides.length} onClick={() => go(page + 1)}>
          {t('viewer.slides.next')} ›
        </button>
      </div>
    </section>
  );
}

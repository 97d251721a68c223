import type { OwnedContent, OwnedFile } from '@pustaka/contract';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useProgressSaver } from '@/features/library/api/progress';
import { readPptxText } from '@/features/library/lib/pptx-text';
import { resumePage } from '@/features/library/lib/viewer-rules';
import { DownloadButton } from './download-button';
import { useSlideKeys } from './use-slide-keys';

/** The deck's text, read in the browser from the signed address (a stream: it does not count). */
function usePptxText(file: OwnedFile) {
  return useQuery({
    queryKey: ['viewer', 'pptx-text', file.id],
    queryFn: async ({ signal }) => {
      const response = await fetch(file.stream_url, { signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return readPptxText(new Uint8Array(await response.arrayBuffer()));
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/**
 * A PowerPoint deck as text, one slide at a time: title and points, the keys presenters use, and the
 * slide shown remembered like any other viewer's place.
 */
export function DeckTextSlides({
  productId,
  file,
  fullscreen = false,
  onExit,
}: {
  productId: number;
  file: OwnedFile;
  fullscreen?: boolean;
  onExit?: () => void;
}) {
  const { t } = useTranslation();
  const text = usePptxText(file);
  const slides = text.data ?? [];
  const [page, setPage] = useState(() =>
    resumePage(file.progress?.position, file.slide_count ?? Number.POSITIVE_INFINITY),
  );
  const current = slides[Math.min(page, slides.length) - 1];
  const { save } = useProgressSaver(productId, 1_000);

  const go = (target: number) => {
    if (slides.length === 0) return;
    const next = Math.min(slides.length, Math.max(1, target));
    setPage(next);
    void save({ file_id: file.id, position: next, completed: next >= slides.length });
  };
  const rootRef = useRef<HTMLElement>(null);

  useSlideKeys({ rootRef, fullscreen, onExit, page, pages: slides.length, go: go });

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

/**
 * A PowerPoint deck, which browsers cannot draw as designed: says so, offers the download when the creator
 * allows it, and shows what each slide says.
 */
export function DeckFallback({ content, deck }: { content: OwnedContent; deck: OwnedFile }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Alert tone="info" title={t('viewer.slides.pptxTitle')}>
        <p>
          {content.product.downloadable ? t('viewer.slides.pptxDownload') : t('viewer.slides.pptxStreamOnly')}
        </p>
        {content.product.downloadable ? (
          <div className="mt-3">
            <DownloadButton
              fileId={deck.id}
              allowance={content.downloads}
              label={t('viewer.download.deck')}
              size="sm"
              align="start"
            />
          </div>
        ) : null}
      </Alert>
      <DeckTextSlides productId={content.product.id} file={deck} />
    </div>
  );
}

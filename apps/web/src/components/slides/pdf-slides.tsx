import clsx from 'clsx';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resumePage } from '@/components/media/media-rules';
import { drawPdfPage, usePdfDocument } from '@/components/media/use-pdf-document';
import { Spinner } from '@/components/ui/spinner';
import { fitInside } from './slide-rules';
import { useSlideKeys } from './use-slide-keys';

const navButton = 'rounded-lg px-3 py-1.5 font-medium disabled:opacity-40';

/** One slide, as large as fits its box, redrawn when the box changes size. */
function SlideCanvas({ doc, page, dark }: { doc: PDFDocumentProxy; page: number; dark: boolean }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [box, setBox] = useState({ width: 0, height: 0 });
  const [drawing, setDrawing] = useState(true);

  useEffect(() => {
    const node = boxRef.current;
    if (!node) return;
    const measure = () => setBox({ width: node.clientWidth, height: node.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!box.width || !box.height) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setDrawing(true);
    (async () => {
      try {
        const pdfPage = await doc.getPage(page);
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const scale = fitInside(natural, box);
        const canvas = canvasRef.current;
        if (!canvas) return;
        task = drawPdfPage(pdfPage, canvas, scale);
        await task.promise;
        if (!cancelled) setDrawing(false);
      } catch (cause) {
        if ((cause as { name?: string })?.name !== 'RenderingCancelledException' && !cancelled) {
          console.warn('Slide could not be drawn', cause);
        }
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, box]);

  return (
    <div ref={boxRef} className="relative flex size-full items-center justify-center overflow-hidden">
      {drawing ? (
        <div
          className={clsx(
            'absolute inset-0 flex items-center justify-center',
            dark ? 'text-white' : 'text-indigo-600',
          )}
        >
          <Spinner className="size-8" />
        </div>
      ) : null}
      <canvas ref={canvasRef} data-testid="slide-canvas" className="block bg-white shadow-lg" />
    </div>
  );
}

export type PdfSlidesProps = {
  /** The PDF's address; read when the viewer opens, so a fresh address for the same deck does not reopen it. */
  url: string;
  /** The slide to open at (a saved place); clamped to the deck. */
  initialPage?: number | null;
  /** How many slides the deck is said to have, shown until the PDF says. */
  slideCount?: number | null;
  /** Called with the slide shown and the number of slides each time the slide changes. */
  onPageChange?: (page: number, pages: number) => void;
  fullscreen?: boolean;
  /** Escape in the fullscreen view. */
  onExit?: () => void;
};

/**
 * A deck drawn by pdf.js one slide at a time: arrow keys, Page Up/Down, space, Home and End, and taps on
 * either half of the slide. Where it stands is reported to the caller, who remembers it.
 */
export function PdfSlides({
  url,
  initialPage,
  slideCount,
  onPageChange,
  fullscreen = false,
  onExit,
}: PdfSlidesProps) {
  const { t } = useTranslation();
  const source = useRef({ url }).current;
  const { doc, error } = usePdfDocument(source);
  const pages = doc?.numPages ?? slideCount ?? 0;
  const [page, setPage] = useState(() => resumePage(initialPage, pages || Number.POSITIVE_INFINITY));
  const rootRef = useRef<HTMLElement>(null);
  const reportRef = useRef(onPageChange);
  reportRef.current = onPageChange;

  const go = useCallback(
    (target: number) => {
      if (!doc) return;
      const next = Math.min(doc.numPages, Math.max(1, target));
      setPage(next);
      reportRef.current?.(next, doc.numPages);
    },
    [doc],
  );

  useEffect(() => {
    if (doc && page > doc.numPages) setPage(doc.numPages);
  }, [doc, page]);

  // The slide it opens at counts as reached: a one-slide deck is finished by opening it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reported once per document, not per slide
  useEffect(() => {
    if (doc) reportRef.current?.(Math.min(page, doc.numPages), doc.numPages);
  }, [doc]);

  useSlideKeys({ rootRef, fullscreen, onExit, page, pages: doc?.numPages ?? 0, go: doc ? go : undefined });

  return (
    <section
      ref={rootRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the deck takes focus so its keys work in the page
      tabIndex={0}
      aria-roledescription={t('viewer.slides.deck')}
      aria-label={t('viewer.slides.slideOf', { page, total: pages || '–' })}
      className={clsx(
        'relative flex flex-col outline-none',
        fullscreen
          ? 'h-dvh bg-slate-950'
          : 'aspect-[4/3] w-full min-h-64 rounded-2xl sm:aspect-auto sm:h-[min(70vh,calc(100dvh-14rem))] border border-slate-200 bg-slate-100 focus-visible:ring-2 focus-visible:ring-indigo-600',
      )}
      data-testid="slide-deck"
    >
      <div className={clsx('relative min-h-0 flex-1', fullscreen ? 'p-2 sm:p-6' : 'p-2 sm:p-4')}>
        {error ? (
          <p
            role="alert"
            className={clsx('p-8 text-center text-sm', fullscreen ? 'text-red-300' : 'text-red-700')}
          >
            {t('reader.failed')}
          </p>
        ) : doc ? (
          <SlideCanvas doc={doc} page={page} dark={fullscreen} />
        ) : (
          <div className="flex size-full items-center justify-center text-indigo-500">
            <Spinner className="size-8" label={t('reader.loading')} />
          </div>
        )}
        {/* Taps on either half of the slide turn it, as on a tablet. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="absolute inset-y-0 left-0 w-1/3 cursor-w-resize"
          onClick={() => go(page - 1)}
        />
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="absolute inset-y-0 right-0 w-1/3 cursor-e-resize"
          onClick={() => go(page + 1)}
        />
      </div>
      <div
        className={clsx(
          'flex items-center justify-between gap-2 px-3 py-2 text-sm',
          fullscreen ? 'text-slate-300' : 'border-t border-slate-200 bg-white text-slate-700',
          fullscreen ? '' : 'rounded-b-2xl',
        )}
      >
        <button
          type="button"
          onClick={() => go(page - 1)}
          disabled={!doc || page <= 1}
          className={clsx(navButton, fullscreen ? 'hover:bg-white/10' : 'hover:bg-slate-100')}
          data-testid="slide-previous"
        >
          ‹ {t('viewer.slides.previous')}
        </button>
        <span className="tabular-nums" aria-live="polite" data-testid="slide-counter">
          {page} / {pages || '–'}
        </span>
        <button
          type="button"
          onClick={() => go(page + 1)}
          disabled={!doc || page >= pages}
          className={clsx(navButton, fullscreen ? 'hover:bg-white/10' : 'hover:bg-slate-100')}
          data-testid="slide-next"
        >
          {t('viewer.slides.next')} ›
        </button>
      </div>
    </section>
  );
}

import clsx from 'clsx';
import type { RenderTask } from 'pdfjs-dist';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/more-icons';
import { Spinner } from '@/components/ui/spinner';
import { clampPage, nextZoom, type ZoomMode } from './media-rules';
import { drawPdfPage, type PdfSource, usePdfDocument } from './use-pdf-document';

export type { PdfSource };

interface PdfReaderProps {
  source: PdfSource;
  title: string;
  onClose?: () => void;
  className?: string;
  /** The page the document opens at (a reader's remembered page); clamped to the document. */
  initialPage?: number;
  /** Called with the page shown and the page count whenever the page changes. */
  onPageChange?: (page: number, pages: number) => void;
  /** Classes for the scrolling frame around the page; the default keeps it within 75% of the screen. */
  frameClassName?: string;
}

const toolButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40';

/** Reads a PDF a page at a time: page navigation, zoom and fit-to-width. pdf.js is loaded on first use. */
export function PdfReader({
  source,
  title,
  onClose,
  className,
  initialPage,
  onPageChange,
  frameClassName,
}: PdfReaderProps) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const [zoom, setZoom] = useState<ZoomMode>('fit');
  const [width, setWidth] = useState(0);
  const [rendering, setRendering] = useState(true);
  const [shownScale, setShownScale] = useState(1);
  // Read when a document opens, not a reason to reopen it.
  const initialPageRef = useRef(initialPage);
  initialPageRef.current = initialPage;
  const onPageChangeRef = useRef(onPageChange);
  onPageChangeRef.current = onPageChange;

  const opened = usePdfDocument(source, (loaded) =>
    setPage(clampPage(initialPageRef.current ?? 1, loaded.numPages, 1)),
  );
  const doc = opened.doc;
  const [drawFailed, setDrawFailed] = useState(false);
  const error = opened.error || drawFailed;
  // A new document starts at its first page until it says how many it has, and may well draw.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a different document resets the page
  useEffect(() => {
    setPage(1);
    setDrawFailed(false);
  }, [source]);

  // Follow the frame's width for fit-to-width.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setWidth(frame.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  // Draw the current page.
  useEffect(() => {
    if (!doc || !width) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setRendering(true);
    (async () => {
      try {
        const pdfPage = await doc.getPage(page);
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const fit = Math.max(0.25, (width - 16) / natural.width);
        const scale = zoom === 'fit' ? fit : zoom;
        const canvas = canvasRef.current;
        if (!canvas) return;
        task = drawPdfPage(pdfPage, canvas, scale);
        await task.promise;
        if (!cancelled) {
          setShownScale(scale);
          setRendering(false);
        }
      } catch (cause) {
        if ((cause as { name?: string })?.name !== 'RenderingCancelledException' && !cancelled) {
          console.warn('PDF page could not be drawn', cause);
          setDrawFailed(true);
        }
      }
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page, zoom, width]);

  useEffect(() => setPageInput(String(page)), [page]);

  useEffect(() => {
    if (doc) onPageChangeRef.current?.(page, doc.numPages);
  }, [doc, page]);

  const pages = doc?.numPages ?? 0;
  const go = useCallback(
    (target: number) => setPage((current) => clampPage(target, pages, current)),
    [pages],
  );

  function submitPage(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(Number(pageInput));
    setPageInput(String(clampPage(Number(pageInput), pages, page)));
  }

  return (
    <section
      aria-label={t('reader.label', { title })}
      className={clsx('overflow-hidden rounded-2xl border border-slate-200 bg-slate-100', className)}
      onKeyDown={(event) => {
        if (event.target instanceof HTMLInputElement) return;
        if (event.key === 'ArrowRight' || event.key === 'PageDown') go(page + 1);
        if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(page - 1);
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 bg-white px-2 py-1.5 sm:px-3">
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={toolButton}
            onClick={() => go(page - 1)}
            disabled={!doc || page <= 1}
            aria-label={t('reader.previous')}
          >
            <ChevronLeftIcon />
          </button>
          <form onSubmit={submitPage} className="flex items-center gap-1 text-sm text-slate-700">
            <input
              aria-label={t('reader.pageNumber')}
              inputMode="numeric"
              value={pageInput}
              onChange={(event) => setPageInput(event.target.value.replace(/\D/g, '').slice(0, 5))}
              onBlur={() => setPageInput(String(page))}
              disabled={!doc}
              className="h-8 w-11 rounded-md border border-slate-300 text-center text-sm"
            />
            <span data-testid="reader-pages">/ {pages || '–'}</span>
          </form>
          <button
            type="button"
            className={toolButton}
            onClick={() => go(page + 1)}
            disabled={!doc || page >= pages}
            aria-label={t('reader.next')}
          >
            <ChevronRightIcon />
          </button>
        </div>
        <div className="flex items-center gap-1">
          <button
            type="button"
            className={toolButton}
            onClick={() => setZoom(nextZoom(zoom, shownScale, -1))}
            disabled={!doc}
            aria-label={t('reader.zoomOut')}
          >
            <span aria-hidden="true" className="text-lg font-semibold">
              −
            </span>
          </button>
          <span className="w-12 text-center text-sm tabular-nums text-slate-700" aria-live="polite">
            {Math.round(shownScale * 100)}%
          </span>
          <button
            type="button"
            className={toolButton}
            onClick={() => setZoom(nextZoom(zoom, shownScale, 1))}
            disabled={!doc}
            aria-label={t('reader.zoomIn')}
          >
            <span aria-hidden="true" className="text-lg font-semibold">
              +
            </span>
          </button>
          <button
            type="button"
            className={clsx(
              toolButton,
              'w-auto px-2 text-xs font-semibold',
              zoom === 'fit' && 'text-indigo-700',
            )}
            onClick={() => setZoom('fit')}
            disabled={!doc}
            aria-pressed={zoom === 'fit'}
          >
            {t('reader.fit')}
          </button>
          {onClose ? (
            <button type="button" className={toolButton} onClick={onClose} aria-label={t('reader.close')}>
              <CloseIcon />
            </button>
          ) : null}
        </div>
      </div>
      <div
        ref={frameRef}
        className={clsx('relative min-h-72 overflow-auto p-2', frameClassName ?? 'max-h-[75vh]')}
      >
        {error ? (
          <p role="alert" className="px-4 py-16 text-center text-sm text-red-700">
            {t('reader.failed')}
          </p>
        ) : (
          <>
            {!doc || rendering ? (
              <div className="pointer-events-none absolute inset-0 flex items-center justify-center text-indigo-600">
                <Spinner className="size-8" label={t('reader.loading')} />
              </div>
            ) : null}
            <canvas
              ref={canvasRef}
              data-testid="pdf-canvas"
              className={clsx('mx-auto block bg-white shadow-md', !doc && 'invisible')}
            />
          </>
        )}
      </div>
    </section>
  );
}

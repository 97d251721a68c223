import type { PDFDocumentProxy, PDFPageProxy, RenderTask } from 'pdfjs-dist';
import { useEffect, useRef, useState } from 'react';

/** A PDF by address (streamed with range requests) or as a downloaded blob (previews that need the token). */
export type PdfSource = { url: string } | { blob: Blob };

/**
 * Opens a PDF with pdf.js (loaded on first use) and closes it when the source changes or the component
 * goes; `doc` is null while it opens. `onOpened` runs with the document just before it is shown.
 */
export function usePdfDocument(source: PdfSource, onOpened?: (doc: PDFDocumentProxy) => void) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState(false);
  // Read when a document opens, not a reason to reopen it.
  const onOpenedRef = useRef(onOpened);
  onOpenedRef.current = onOpened;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setDoc(null);
    setError(false);
    (async () => {
      try {
        const { pdfjs } = await import('./pdfjs');
        // A blob is read afresh each time: pdf.js hands the bytes to its worker and they are gone after.
        const data = 'blob' in source ? new Uint8Array(await source.blob.arrayBuffer()) : undefined;
        if (cancelled) return;
        const task = pdfjs.getDocument(data ? { data } : { url: (source as { url: string }).url });
        destroy = () => void task.destroy();
        const loaded = await task.promise;
        if (cancelled) return;
        onOpenedRef.current?.(loaded);
        setDoc(loaded);
      } catch (cause) {
        if (!cancelled) {
          console.warn('PDF could not be opened', cause);
          setError(true);
        }
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [source]);

  return { doc, error };
}

/**
 * Draws a page sharp on high-density screens: the canvas gets device pixels, its CSS size is the page at
 * `scale`. The returned task is cancelled when the page is left before it is drawn.
 */
export function drawPdfPage(pdfPage: PDFPageProxy, canvas: HTMLCanvasElement, scale: number): RenderTask {
  const ratio = window.devicePixelRatio || 1;
  const viewport = pdfPage.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  return pdfPage.render({ canvas, viewport });
}

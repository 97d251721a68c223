import type { PdfExtractResult, WebExtractResult } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

const CONFIDENCE_TONE = {
  high: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-amber-50 text-amber-800 ring-amber-200',
  low: 'bg-rose-50 text-rose-800 ring-rose-200',
} as const;

/** How sure the extractor was of a page's main text. */
export function ConfidenceBadge({ confidence }: { confidence: WebExtractResult['confidence'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx('rounded-full px-2 py-0.5 text-xs font-medium ring-1', CONFIDENCE_TONE[confidence])}
      data-testid="result-confidence"
    >
      {t(`extraction.result.confidence.${confidence}`)}
    </span>
  );
}

/** The images of a page's main content, with their alt text and captions. */
export function ImageList({ images }: { images: WebExtractResult['images'] }) {
  const { t } = useTranslation();
  if (images.length === 0) return null;
  return (
    <details className="rounded-xl border border-slate-200 p-3" data-testid="result-images">
      <summary className="cursor-pointer text-sm font-medium text-slate-900">
        {t('extraction.result.images', { count: images.length })}
      </summary>
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {images.map((image) => (
          <li key={image.src} className="flex gap-3 text-xs text-slate-700">
            <img
              src={image.src}
              alt={image.alt}
              loading="lazy"
              referrerPolicy="no-referrer"
              className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover"
            />
            <span className="min-w-0 space-y-0.5">
              <span className="block break-all font-mono text-slate-500">{image.src}</span>
              {image.alt ? <span className="block">{image.alt}</span> : null}
              {image.caption ? <span className="block italic">{image.caption}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Which pages of a PDF were read by OCR, when any were. */
export function OcrPages({ pages }: { pages: PdfExtractResult['ocr_pages'] }) {
  const { t } = useTranslation();
  if (pages.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="result-ocr-pages">
      {t('extraction.result.ocrPages', { pages: pages.join(', ') })}
    </p>
  );
}

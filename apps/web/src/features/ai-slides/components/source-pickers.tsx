import type { SlideSourceUpload } from '@pustaka/contract';
import clsx from 'clsx';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSourceEbooks, useUploadSourcePdf } from '@/features/ai-slides/api/sharing';

/** The ebooks the user bought or publishes, to pick one as the deck's source. */
export function EbookPicker({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (productId: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const ebooks = useSourceEbooks(true);
  if (ebooks.isPending) return <Skeleton className="h-24 w-full" />;
  if (ebooks.error) {
    return (
      <RetryAlert
        title={t('aiSlides.new.ebooks.loadFailed')}
        message={ebooks.error.message}
        retryLabel={t('aiSlides.retry')}
        onRetry={() => void ebooks.refetch()}
      />
    );
  }
  if (ebooks.data.length === 0) {
    return (
      <Alert tone="info" title={t('aiSlides.new.ebooks.empty')}>
        {t('aiSlides.new.ebooks.emptyText')}
      </Alert>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('aiSlides.new.ebooks.pick')}</legend>
      <ul className="grid max-h-80 gap-2 overflow-y-auto sm:grid-cols-2" data-testid="ebook-picker">
        {ebooks.data.map((ebook) => (
          <li key={ebook.product_id} className="min-w-0">
            <label
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-xl border p-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                value === ebook.product_id ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 bg-white',
              )}
            >
              <input
                type="radio"
                name="source-ebook"
                className="sr-only"
                checked={value === ebook.product_id}
                onChange={() => onChange(ebook.product_id)}
              />
              {ebook.image_url ? (
                <img
                  src={ebook.image_url}
                  alt=""
                  className="h-14 w-10 shrink-0 rounded object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="h-14 w-10 shrink-0 rounded bg-slate-200" aria-hidden />
              )}
              <span className="min-w-0 space-y-1">
                <span className="line-clamp-2 block text-sm font-semibold text-slate-900">{ebook.name}</span>
                <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
                  <Badge tone={ebook.relation === 'created' ? 'brand' : 'info'}>
                    {t(`aiSlides.new.ebooks.${ebook.relation}`)}
                  </Badge>
                  {ebook.page_count ? t('aiSlides.new.ebooks.pages', { count: ebook.page_count }) : null}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A PDF chosen here is read by the server at once; the deck is made from its text. */
export function PdfSourceUpload({
  value,
  onChange,
  error,
}: {
  value: SlideSourceUpload | null;
  onChange: (upload: SlideSourceUpload | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const upload = useUploadSourcePdf();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onChange(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      { onSuccess: onChange, onSettled: () => setProgress(null) },
    );
  };
  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        onChange={choose}
        data-testid="source-pdf-input"
        aria-label={t('aiSlides.new.pdf.choose')}
      />
      <Button variant="outline" onClick={() => input.current?.click()} loading={upload.isPending}>
        {value ? t('aiSlides.new.pdf.replace') : t('aiSlides.new.pdf.choose')}
      </Button>
      <p className="text-xs text-slate-500">{t('aiSlides.new.pdf.rules')}</p>
      {progress !== null ? (
        <ProgressBar percent={Math.round(progress * 100)} label={t('aiSlides.new.pdf.reading')} />
      ) : null}
      {upload.error ? (
        <Alert tone="error" title={t('aiSlides.new.pdf.failed')}>
          {upload.error.message}
        </Alert>
      ) : null}
      {value ? (
        <div className="rounded-xl bg-slate-50 p-3 text-sm" data-testid="source-pdf-summary">
          <p className="font-semibold text-slate-900">{value.title ?? value.file_name}</p>
          <p className="text-slate-600">
            {t('aiSlides.new.pdf.summary', { pages: value.page_count, words: value.word_count })}
          </p>
          {value.headings.length > 0 ? (
            <p className="mt-1 text-slate-600">
              {t('aiSlides.new.pdf.headings')}: {value.headings.slice(0, 6).join(' · ')}
              {value.headings.length > 6 ? ' …' : ''}
            </p>
          ) : null}
        </div>
      ) : null}
      {error && !upload.error ? (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import type { ExtractFormat } from '@pustaka/contract';
import clsx from 'clsx';
import { type DragEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { InputField, SelectField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import {
  type PlaygroundRequest,
  useExtractionUsage,
  usePdfJob,
  usePlaygroundExtract,
} from '@/features/extraction/api/extraction';
import { ApiError } from '@/lib/api-client';
import { PageSourceFields } from './page-source-fields';
import { ResultView } from './result-view';

type Mode = 'web' | 'pdf';
type Source = 'url' | 'html';

const REASONS = ['link_list', 'app_shell', 'error_page', 'empty'] as const;

/** Why a page had no main text, when the server said (422 NO_MAIN_TEXT with details.reason). */
function noTextReason(error: unknown): (typeof REASONS)[number] | null {
  if (!(error instanceof ApiError) || error.code !== 'NO_MAIN_TEXT') return null;
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  return REASONS.find((known) => known === reason) ?? null;
}

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex rounded-lg bg-slate-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="tab"
          aria-selected={value === option.value}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
            value === option.value
              ? 'bg-white text-slate-900 shadow-xs'
              : 'text-slate-600 hover:text-slate-900',
          )}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

function PdfDrop({ file, onFile }: { file: File | null; onFile: (file: File | null) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFile(event.dataTransfer.files[0] ?? null);
  };
  return (
    <label
      className={clsx(
        'flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-4 py-6 text-center text-sm',
        over ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300 bg-slate-50',
      )}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <span className="font-medium text-slate-900">{file ? file.name : t('extraction.playground.drop')}</span>
      <span className="mt-1 text-slate-600">{t('extraction.playground.dropHint')}</span>
      <input
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        data-testid="pdf-file-input"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    </label>
  );
}

/** Try both endpoints with the session: a page by address, or a PDF by address or file. */
export function Playground() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('web');
  const [source, setSource] = useState<Source>('url');
  const [html, setHtml] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [fallback, setFallback] = useState(false);
  const [url, setUrl] = useState('');
  const [format, setFormat] = useState<ExtractFormat>('markdown');
  const [file, setFile] = useState<File | null>(null);
  const extract = usePlaygroundExtract();
  const usage = useExtractionUsage();
  const outcome = extract.data;
  const job = usePdfJob(outcome?.kind === 'job' ? outcome.job.id : null);

  const request = (): PlaygroundRequest | null => {
    if (mode === 'web' && source === 'html') {
      return html.trim() ? { kind: 'web', html, url: baseUrl.trim() || undefined, format, fallback } : null;
    }
    if (mode === 'web') return url.trim() ? { kind: 'web', url: url.trim(), format, fallback } : null;
    if (file) return { kind: 'pdf-file', file };
    return url.trim() ? { kind: 'pdf-url', url: url.trim() } : null;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = request();
    if (next) extract.mutate(next);
  };
  const switchTo = (next: Mode) => {
    setMode(next);
    extract.reset();
  };
  const reason = noTextReason(extract.error);
  const result =
    outcome?.kind === 'job'
      ? job.data?.status === 'done'
        ? job.data.result
        : null
      : (outcome?.result ?? null);

  return (
    <Card>
      <CardHeader
        title={t('extraction.playground.title')}
        description={t('extraction.playground.description')}
      />
      <CardBody className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Segmented
            label={t('extraction.playground.mode')}
            value={mode}
            options={(['web', 'pdf'] as const).map((name) => ({
              value: name,
              label: t(`extraction.playground.${name}`),
            }))}
            onChange={switchTo}
          />
          {mode === 'web' ? (
            <Segmented
              label={t('extraction.playground.source')}
              value={source}
              options={[
                { value: 'url', label: t('extraction.playground.byUrl') },
                { value: 'html', label: t('extraction.playground.byHtml') },
              ]}
              onChange={(next) => {
                setSource(next);
                extract.reset();
              }}
            />
          ) : null}
        </div>
        <form className="space-y-3" onSubmit={submit}>
          {mode === 'web' && source === 'html' ? (
            <PageSourceFields html={html} baseUrl={baseUrl} onHtml={setHtml} onBaseUrl={setBaseUrl} />
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            {mode === 'web' && source === 'html' ? null : (
              <InputField
                label={
                  mode === 'web' ? t('extraction.playground.pageUrl') : t('extraction.playground.pdfUrl')
                }
                type="url"
                inputMode="url"
                placeholder="https://"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                containerClassName="flex-1"
                data-testid="playground-url"
              />
            )}
            {mode === 'web' ? (
              <SelectField
                label={t('extraction.playground.format')}
                value={format}
                onChange={(event) => setFormat(event.target.value as ExtractFormat)}
              >
                <option value="markdown">Markdown</option>
                <option value="text">{t('extraction.result.tab.text')}</option>
                <option value="html">HTML</option>
              </SelectField>
            ) : null}
          </div>
          {mode === 'pdf' ? <PdfDrop file={file} onFile={setFile} /> : null}
          {mode === 'web' ? (
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 text-indigo-600"
                checked={fallback}
                onChange={(event) => setFallback(event.target.checked)}
                data-testid="playground-fallback"
              />
              {t('extraction.playground.fallback')}
            </label>
          ) : null}
          <Button
            type="submit"
            loading={extract.isPending}
            disabled={!request()}
            data-testid="playground-submit"
          >
            {t('extraction.playground.run')}
          </Button>
        </form>
        {extract.error ? (
          <Alert tone="error" title={t('extraction.playground.failed')}>
            {extract.error.message}
            {reason ? (
              <span className="mt-1 block" data-testid="playground-reason">
                {t(`extraction.playground.reason.${reason}`)}{' '}
                {fallback ? null : t('extraction.playground.reason.tryFallback')}
              </span>
            ) : null}
          </Alert>
        ) : null}
        {outcome?.kind === 'job' && job.data?.status !== 'done' ? (
          job.data?.status === 'failed' ? (
            <Alert tone="error">{job.data.error?.message}</Alert>
          ) : (
            <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="playground-job">
              <Spinner />
              {t('extraction.playground.job', { pages: outcome.job.page_count })}
            </p>
          )
        ) : null}
        {result ? <ResultView result={result} /> : null}
        {result && usage.data ? (
          <p className="text-sm text-slate-600" data-testid="playground-quota">
            {t('extraction.playground.quotaLeft', {
              left: Math.max(0, usage.data.monthly_quota - usage.data.used_this_month),
              quota: usage.data.monthly_quota,
            })}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}

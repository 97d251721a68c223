import { type ChangeEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PdfReader, type PdfSource } from '@/components/media/pdf-reader';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { samplePdf } from './sample-pdf';

const SAMPLE_PAGES = 6;
/** The sample's landscape page, to try fit-to-width on. */
const LANDSCAPE_PAGE = 4;
/** The log keeps the latest events only; the counters keep everything. */
const LOG_SIZE = 50;

type ViewerEvent = { id: number; at: Date; page: number; pages: number };

/** "1–3, 5": the pages seen, as runs. */
export function pageRanges(pages: Iterable<number>): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const start = sorted[i] as number;
    let end = start;
    while (sorted[i + 1] === end + 1) end = sorted[++i] as number;
    runs.push(end === start ? String(start) : `${start}–${end}`);
  }
  return runs.join(', ');
}

/**
 * /pdf-test (development only): the library's PDF reader on a sample written in the browser, or on a file
 * from the tester's device, with what the reader reports (the page shown, each page change) beside it.
 */
export function PdfTestPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('debug.pdfTitle'));
  const [ownFile, setOwnFile] = useState<File | null>(null);
  const [events, setEvents] = useState<ViewerEvent[]>([]);
  const [seen, setSeen] = useState<Set<number>>(() => new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: the sample is written again in the new language
  const sample = useMemo(
    () =>
      samplePdf(
        Array.from({ length: SAMPLE_PAGES }, (_, index) => ({
          heading: t('debug.pdfSampleHeading', { page: index + 1, pages: SAMPLE_PAGES }),
          lines:
            index + 1 === LANDSCAPE_PAGE
              ? [t('debug.pdfSampleLandscape'), t('debug.pdfSampleLine')]
              : [t('debug.pdfSampleLine')],
          landscape: index + 1 === LANDSCAPE_PAGE,
        })),
      ),
    [i18n.language],
  );
  const source: PdfSource = useMemo(() => ({ blob: ownFile ?? sample }), [ownFile, sample]);
  const title = ownFile?.name ?? t('debug.pdfSampleTitle');

  function startOver() {
    setEvents([]);
    setSeen(new Set());
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setOwnFile(file);
    startOver();
  }

  const onPageChange = useCallback((page: number, pages: number) => {
    setEvents((current) =>
      [{ id: (current[0]?.id ?? 0) + 1, at: new Date(), page, pages }, ...current].slice(0, LOG_SIZE),
    );
    setSeen((current) => (current.has(page) ? current : new Set(current).add(page)));
  }, []);

  const latest = events[0];
  const time = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'id-ID', { timeStyle: 'medium' });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900">{t('debug.pdfTitle')}</h1>
          <Badge tone="warning">{t('debug.devOnly')}</Badge>
        </div>
        <p className="max-w-3xl text-slate-600">{t('debug.pdfText')}</p>
      </header>

      <fieldset className="flex flex-wrap items-center gap-3">
        <legend className="sr-only">{t('debug.pdfSourceLabel')}</legend>
        <Button
          variant={ownFile ? 'outline' : 'primary'}
          size="sm"
          aria-pressed={!ownFile}
          onClick={() => {
            setOwnFile(null);
            startOver();
          }}
        >
          {t('debug.pdfSample', { pages: SAMPLE_PAGES })}
        </Button>
        <label className="inline-flex max-w-full cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-indigo-600">
          <span className="shrink-0">{t('debug.pdfOwnFile')}</span>
          <input type="file" accept="application/pdf,.pdf" className="sr-only" onChange={chooseFile} />
          {ownFile ? <span className="truncate text-slate-500">{ownFile.name}</span> : null}
        </label>
      </fieldset>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PdfReader
          key={ownFile ? `file-${ownFile.name}-${ownFile.size}` : 'sample'}
          source={source}
          title={title}
          onPageChange={onPageChange}
          frameClassName="h-[65vh] min-h-80"
        />
        <Card>
          <CardHeader title={t('debug.pdfEvents')} description={t('debug.pdfEventsText')} />
          <CardBody className="space-y-4">
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-500">{t('debug.pdfPageShown')}</dt>
                <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid="pdf-test-page-shown">
                  {latest ? `${latest.page} / ${latest.pages}` : '–'}
                </dd>
              </div>
              <div className="rounded-lg bg-slate-50 p-3">
                <dt className="text-slate-500">{t('debug.pdfPagesSeen')}</dt>
                <dd className="mt-1 font-semibold text-slate-900" data-testid="pdf-test-pages-seen">
                  {latest ? t('debug.pdfSeenCount', { count: seen.size, pages: latest.pages }) : '–'}
                  {seen.size ? (
                    <span className="block text-xs font-normal text-slate-600">{pageRanges(seen)}</span>
                  ) : null}
                </dd>
              </div>
            </dl>
            {events.length ? (
              <ol className="max-h-72 space-y-1 overflow-y-auto text-sm" data-testid="pdf-test-events">
                {events.map((event) => (
                  <li key={event.id} className="flex gap-2">
                    <time className="shrink-0 tabular-nums text-slate-500">{time.format(event.at)}</time>
                    <span className="text-slate-800">
                      {t('debug.pdfEvent', { page: event.page, pages: event.pages })}
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-slate-500">{t('debug.pdfNoEvents')}</p>
            )}
            <Button variant="outline" size="sm" onClick={startOver} disabled={!events.length}>
              {t('debug.pdfClear')}
            </Button>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

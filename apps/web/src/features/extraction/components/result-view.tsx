import type { PdfExtractResult, WebExtractResult } from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button';
import { ConfidenceBadge, ImageList, OcrPages } from './result-extras';

type Tab = 'text' | 'markdown' | 'html' | 'json';

/** Plain text, the formatted content (Markdown, or HTML when asked for) and the whole answer as JSON. */
function viewsOf(result: WebExtractResult | PdfExtractResult): Partial<Record<Tab, string>> {
  const json = JSON.stringify(result, null, 2);
  if ('pages' in result) return { text: result.text, markdown: result.markdown, json };
  if (result.format === 'html') return { text: result.text, html: result.content, json };
  return { text: result.text, markdown: result.format === 'markdown' ? result.content : result.text, json };
}

export function ResultView({ result }: { result: WebExtractResult | PdfExtractResult }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('text');
  const views = viewsOf(result);
  const tabs = Object.keys(views) as Tab[];
  const shown = views[tab] ?? '';
  const facts =
    'pages' in result
      ? [
          result.metadata.title,
          t('extraction.result.pages', { count: result.metadata.page_count }),
          t('extraction.result.words', { count: result.word_count }),
        ]
      : [
          result.title,
          result.site_name,
          t('extraction.result.words', { count: result.word_count }),
          t('extraction.result.reading', { count: Math.round(result.reading_time_minutes) }),
        ];
  return (
    <section className="space-y-3" data-testid="playground-result">
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        {'pages' in result ? null : <ConfidenceBadge confidence={result.confidence} />}
        {facts.filter(Boolean).map((fact) => (
          <span key={fact} className="font-medium">
            {fact}
          </span>
        ))}
      </p>
      {'pages' in result ? <OcrPages pages={result.ocr_pages} /> : <ImageList images={result.images} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="tablist"
          aria-label={t('extraction.result.views')}
          className="inline-flex rounded-lg bg-slate-100 p-1"
        >
          {tabs.map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={tab === name}
              className={clsx(
                'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
                tab === name ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
              )}
              onClick={() => setTab(name)}
            >
              {t(`extraction.result.tab.${name}`)}
            </button>
          ))}
        </div>
        {shown ? <CopyButton value={shown} label={t(`extraction.result.tab.${tab}`)} /> : null}
      </div>
      <pre
        role="tabpanel"
        className="max-h-96 overflow-auto whitespace-pre-wrap break-words rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100"
        data-testid={`result-${tab}`}
      >
        {shown}
      </pre>
    </section>
  );
}

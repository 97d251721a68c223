import { useCallback, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useShortLinks } from '@/features/short-links/api/short-links';
import { ShortLinkForm } from '@/features/short-links/components/short-link-form';
import { ShortLinkList } from '@/features/short-links/components/short-link-list';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /manage-shorturl: shorten addresses, follow their clicks, download their QR codes. Page and search live in the address. */
export function ShortLinksPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('shortLinks.title'));
  const [params, setParams] = useSearchParams();
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;
  const q = params.get('q') ?? '';
  const deferredQ = useDeferredValue(q.trim());
  const list = useShortLinks(page, deferredQ);
  const setFilters = useCallback(
    (next: { page: number; q: string }) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  const usage = list.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('shortLinks.title')}</h1>
          <p className="mt-1 text-slate-600">{t('shortLinks.subtitle')}</p>
        </div>
        {usage ? (
          <div className="w-full sm:w-56" data-testid="short-link-usage">
            <ProgressBar
              percent={Math.min(100, Math.round((usage.used / Math.max(1, usage.limit)) * 100))}
              tone={usage.used >= usage.limit ? 'danger' : 'brand'}
              label={t('shortLinks.usage', {
                used: formatNumber(usage.used, i18n.language),
                limit: formatNumber(usage.limit, i18n.language),
              })}
            />
          </div>
        ) : null}
      </div>
      <ShortLinkForm full={usage ? usage.used >= usage.limit : false} />
      <ShortLinkList
        query={list}
        page={page}
        q={q}
        onPage={(next) => setFilters({ page: next, q })}
        onSearch={(next) => setFilters({ page: 1, q: next })}
      />
      <p className="text-sm text-slate-500">
        {t('shortLinks.reportPrompt')}{' '}
        <Link to="/report-link" className="font-medium text-indigo-700 hover:underline">
          {t('shortLinks.report.title')}
        </Link>
      </p>
    </div>
  );
}

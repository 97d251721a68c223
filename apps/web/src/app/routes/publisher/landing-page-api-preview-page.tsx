import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLandingPreview } from '@/features/landing-pages/api/landing-pages';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /publisher/landing-page-api-preview?id=: the JSON the public page is made from (also its data island). */
export function LandingPageApiPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = /^[1-9][0-9]*$/.test(params.get('id') ?? '') ? Number(params.get('id')) : undefined;
  const preview = useLandingPreview(id);
  useDocumentTitle(t('landing.apiPreview'));
  const back = id ? `/publisher/landing-page-design?id=${id}` : '/publisher/landing-page-design';
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
        <Link to={back} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeftIcon className="size-4" />
          {t('landing.backToBuilder')}
        </Link>
        <h1 className="text-sm font-semibold text-slate-800">{t('landing.apiPreview')}</h1>
      </div>
      <div className="mx-auto max-w-4xl space-y-3 p-4">
        <p className="text-sm text-slate-600">{t('landing.apiPreviewText')}</p>
        {id === undefined ? (
          <EmptyState
            title={t('landing.noPageChosen')}
            action={
              <Link to={back} className={buttonClasses()}>
                {t('landing.title')}
              </Link>
            }
          />
        ) : preview.isPending ? (
          <Skeleton className="h-96 w-full rounded-xl" />
        ) : preview.isError ? (
          <RetryAlert
            title={t('landing.loadFailed')}
            message={preview.error.message}
            retryLabel={t('landing.retry')}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <>
            <p className="font-mono text-xs text-slate-500">
              GET /api/v2/public/landing-pages{preview.data.page.path}
            </p>
            <pre
              className="max-h-[75vh] overflow-auto rounded-xl bg-slate-900 p-4 text-xs leading-relaxed text-slate-100"
              data-testid="landing-json"
            >
              {JSON.stringify(preview.data.page, null, 2)}
            </pre>
          </>
        )}
      </div>
    </div>
  );
}

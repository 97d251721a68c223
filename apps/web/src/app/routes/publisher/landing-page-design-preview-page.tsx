import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLandingPreview } from '@/features/landing-pages/api/landing-pages';
import {
  LandingPreview,
  type PreviewWidth,
  WidthToggle,
} from '@/features/landing-pages/components/landing-preview';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /publisher/landing-page-design-preview?id=: the saved page without the app's top bar and footer. */
export function LandingPageDesignPreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = /^[1-9][0-9]*$/.test(params.get('id') ?? '') ? Number(params.get('id')) : undefined;
  const preview = useLandingPreview(id);
  const [width, setWidth] = useState<PreviewWidth>('phone');
  useDocumentTitle(t('landing.previewTitle'));
  const back = id ? `/publisher/landing-page-design?id=${id}` : '/publisher/landing-page-design';
  return (
    <div className="min-h-screen bg-slate-100">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-white px-4 py-2">
        <Link to={back} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeftIcon className="size-4" />
          {t('landing.backToBuilder')}
        </Link>
        <span className="hidden text-sm text-slate-500 sm:inline">{t('landing.previewNote')}</span>
        <div className="ml-auto">
          <WidthToggle value={width} onChange={setWidth} />
        </div>
      </div>
      <div className="mx-auto max-w-6xl p-4">
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
          <Skeleton className="mx-auto h-[600px] w-full max-w-sm rounded-xl" />
        ) : preview.isError ? (
          <RetryAlert
            title={t('landing.loadFailed')}
            message={preview.error.message}
            retryLabel={t('landing.retry')}
            onRetry={() => void preview.refetch()}
          />
        ) : (
          <LandingPreview html={preview.data.html} width={width} height={width === 'phone' ? 760 : 900} />
        )}
      </div>
    </div>
  );
}

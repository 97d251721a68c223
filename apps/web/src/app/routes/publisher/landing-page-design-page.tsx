import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLandingPage } from '@/features/landing-pages/api/landing-pages';
import { PageEditor } from '@/features/landing-pages/components/page-editor';
import { PagesList } from '@/features/landing-pages/components/pages-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

/** /publisher/landing-page-design: the creator's landing pages, and with `?id=` the builder of one. */
export function LandingPageDesignPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = /^[1-9][0-9]*$/.test(params.get('id') ?? '') ? Number(params.get('id')) : undefined;
  const page = useLandingPage(id);
  useDocumentTitle(page.data?.title ?? t('landing.title'));
  const parent = id ? { to: '/publisher/landing-page-design', label: t('landing.title') } : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={id ? (page.data?.title ?? t('landing.editing')) : t('landing.title')}
        description={id ? undefined : t('landing.subtitle')}
        parent={parent}
      />
      {id === undefined ? (
        <PagesList />
      ) : page.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-72 w-full rounded-2xl" />
          <Skeleton className="h-48 w-full rounded-2xl" />
        </div>
      ) : page.isError ? (
        <RetryAlert
          title={t('landing.loadFailed')}
          message={page.error.message}
          retryLabel={t('landing.retry')}
          onRetry={() => void page.refetch()}
        />
      ) : (
        <PageEditor key={page.data.id} page={page.data} />
      )}
    </div>
  );
}

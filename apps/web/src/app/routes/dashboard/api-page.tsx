import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useExtractionUsage } from '@/features/extraction/api/extraction';
import { ApiKeysPanel } from '@/features/extraction/components/api-keys-panel';
import { CurlExample } from '@/features/extraction/components/curl-example';
import { Playground } from '@/features/extraction/components/playground';
import { UsagePanel } from '@/features/extraction/components/usage-panel';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The text extraction API: keys, usage against the plan's quota, a playground and a ready curl command. */
export function ApiPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('extraction.title'));
  const usage = useExtractionUsage();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('extraction.title')}</h1>
        <p className="text-slate-600">{t('extraction.intro')}</p>
      </header>
      {usage.isError ? (
        <RetryAlert
          title={t('extraction.loadFailed')}
          message={usage.error.message}
          retryLabel={t('extraction.retry')}
          onRetry={() => void usage.refetch()}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <ApiKeysPanel keys={usage.data?.keys} loading={usage.isPending} />
        <UsagePanel usage={usage.data} loading={usage.isPending} />
      </div>
      <Playground />
      <CurlExample />
    </div>
  );
}

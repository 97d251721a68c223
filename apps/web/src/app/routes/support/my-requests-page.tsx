import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons';
import { PlusIcon } from '@/components/ui/more-icons';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyRequests } from '@/features/support/api/my-requests';
import { MyRequestsList } from '@/features/support/components/my-requests-list';
import { SupportHeader } from '@/features/support/components/support-header';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchAndPage } from '@/lib/use-search-and-page';

export function MyRequestsPage() {
  const { t, i18n } = useTranslation();
  const [{ page }, setPage] = useSearchAndPage();
  const list = useMyRequests({ page });
  useDocumentTitle(t('support.mine.title'));
  const newRequest = (
    <ButtonLink to="/dashboard/support/new" icon={<PlusIcon className="size-4" />}>
      {t('support.mine.new')}
    </ButtonLink>
  );

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <SupportHeader
        crumbs={[{ to: '/dashboard', label: t('nav.dashboard') }]}
        title={t('support.mine.title')}
        description={t('support.mine.subtitle')}
        action={list.data?.items.length === 0 ? undefined : newRequest}
      />
      {list.error ? (
        <RetryAlert
          title={t('support.mine.failed')}
          message={list.error.message}
          retryLabel={t('support.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-24 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<InboxIcon className="size-6" />}
          title={t('support.mine.empty')}
          description={t('support.mine.emptyText')}
          action={newRequest}
        />
      ) : (
        <>
          <MyRequestsList requests={list.data.items} />
          {list.data.total > list.data.pageSize ? (
            <Pagination
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(next) => setPage({ page: next })}
              labels={{
                previous: t('common.previous'),
                next: t('common.next'),
                summary: t('support.inbox.summary', {
                  from: formatNumber((list.data.page - 1) * list.data.pageSize + 1, i18n.language),
                  to: formatNumber(
                    Math.min(list.data.page * list.data.pageSize, list.data.total),
                    i18n.language,
                  ),
                  total: formatNumber(list.data.total, i18n.language),
                }),
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

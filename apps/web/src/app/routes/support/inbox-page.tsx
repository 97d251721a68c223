import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/lib/session-store';
import { hasRole } from '@/features/auth/lib/user-rules';
import { useInbox } from '@/features/support/api/inbox';
import { InboxFilters } from '@/features/support/components/inbox-filters';
import { InboxList } from '@/features/support/components/inbox-list';
import { SupportHeader } from '@/features/support/components/support-header';
import { InboxOverview } from '@/features/support/components/support-overview';
import { useInboxFilters } from '@/features/support/lib/use-inbox-filters';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

export function InboxPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [filters, setFilters] = useInboxFilters();
  const list = useInbox(filters);
  useDocumentTitle(t('support.inbox.title'));
  const { page: _page, ...chosen } = filters;
  const filtered = Object.keys(chosen).length > 0;
  const crumbs = hasRole(session.user, 'admin') ? [{ to: '/admin', label: t('admin.title') }] : [];

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <SupportHeader
        crumbs={crumbs}
        title={t('support.inbox.title')}
        description={t('support.inbox.subtitle')}
      />
      <InboxOverview />
      <InboxFilters filters={filters} onChange={setFilters} />
      {list.error ? (
        <RetryAlert
          title={t('support.inbox.failed')}
          message={list.error.message}
          retryLabel={t('support.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<InboxIcon className="size-6" />}
          title={filtered ? t('support.inbox.noMatch') : t('support.inbox.empty')}
          description={filtered ? t('support.inbox.noMatchText') : t('support.inbox.emptyText')}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setFilters({})}>
                {t('support.filters.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <InboxList requests={list.data.items} />
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={(page) => setFilters({ ...filters, page })}
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
        </>
      )}
    </div>
  );
}

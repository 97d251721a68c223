import { AdminUserListQuerySchema } from '@pustaka/contract';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon, UsersIcon } from '@/components/ui/more-icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { type UserListFilters, useUserList } from '@/features/admin/api/users';
import { CreateUserDialog } from '@/features/admin/components/create-user-dialog';
import { ExportUsersButton } from '@/features/admin/components/export-users-button';
import { UserFilters } from '@/features/admin/components/user-filters';
import { UsersTable } from '@/features/admin/components/users-table';
import { useSession } from '@/features/auth/lib/session-store';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

const PAGE_SIZE = 20;

/** Filters live in the address so back/forward and shared links keep them. */
function useFilters(): [UserListFilters, (next: UserListFilters) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const parsed = AdminUserListQuerySchema.safeParse(Object.fromEntries(params));
    const value = parsed.success ? parsed.data : { page: 1, pageSize: PAGE_SIZE };
    return { ...value, pageSize: PAGE_SIZE };
  }, [params]);
  const setFilters = useCallback(
    (next: UserListFilters) => {
      const search = new URLSearchParams();
      if (next.q) search.set('q', next.q);
      if (next.role) search.set('role', next.role);
      if (next.status) search.set('status', next.status);
      if (next.page && next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return [filters, setFilters];
}

export function UsersPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [filters, setFilters] = useFilters();
  const list = useUserList(filters);
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('admin.users.title'));
  const filtered = Boolean(filters.q || filters.role || filters.status);

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader
        title={t('admin.users.title')}
        description={t('admin.users.subtitle')}
        action={
          <div className="flex flex-wrap gap-2">
            <Button icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
              {t('admin.users.create.open')}
            </Button>
            <ExportUsersButton />
          </div>
        }
      />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      <UserFilters filters={filters} onChange={setFilters} />
      {list.error ? (
        <Alert tone="error" title={t('admin.users.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : !list.data ? (
        <div className="space-y-2" aria-busy="true">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<UsersIcon className="size-6" />}
          title={filtered ? t('admin.users.noMatch') : t('admin.users.empty')}
          description={filtered ? t('admin.users.noMatchText') : undefined}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setFilters({ page: 1 })}>
                {t('admin.users.clearFilters')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className={list.isPlaceholderData ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'}>
          <UsersTable users={list.data.items} currentUserId={session.user?.id ?? null} />
          <Pagination
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPageChange={(page) => setFilters({ ...filters, page })}
            labels={{
              previous: t('common.previous'),
              next: t('common.next'),
              summary: t('admin.users.summary', {
                from: formatNumber((list.data.page - 1) * list.data.pageSize + 1, i18n.language),
                to: formatNumber(
                  Math.min(list.data.page * list.data.pageSize, list.data.total),
                  i18n.language,
                ),
                total: formatNumber(list.data.total, i18n.language),
              }),
            }}
          />
        </div>
      )}
    </div>
  );
}

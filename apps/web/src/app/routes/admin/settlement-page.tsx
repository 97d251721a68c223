import { type SettlementStatus, SettlementStatusSchema } from '@pustaka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField, SelectField } from '@/components/ui/field';
import { RefreshIcon, WalletIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_SETTLEMENTS_PAGE_SIZE, useAdminSettlements } from '@/features/earnings/api/earnings';
import { Figure } from '@/features/earnings/components/figure';
import { ListPagination } from '@/features/earnings/components/list-pagination';
import { SettlementQueue } from '@/features/earnings/components/settlement-queue';
import { formatNumber, formatRupiah } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** /admin/settlement: the payout queue (pending first by default), to pay, cancel or write to creators. */
export function AdminSettlementPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  // Pending is what an admin comes here for; "all" is asked for explicitly.
  const parsed = SettlementStatusSchema.safeParse(statusParam ?? 'pending');
  const status: SettlementStatus | undefined = parsed.success ? parsed.data : undefined;
  const q = params.get('q') ?? '';
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const [typed, setTyped] = useState(q);
  const queue = useAdminSettlements({ status, q, page });
  const data = queue.data;
  useDocumentTitle(t('earnings.admin.title'));

  const update = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === null) copy.delete(key);
          else copy.set(key, value);
        }
        return copy;
      },
      { replace: true },
    );

  useEffect(() => {
    const value = typed.trim();
    if (value === q) return;
    const timer = setTimeout(() => update({ q: value || null, page: null }), 300);
    return () => clearTimeout(timer);
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('earnings.admin.title')} description={t('earnings.admin.subtitle')} />
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Figure
          label={t('earnings.admin.waiting')}
          value={data ? formatNumber(data.pending_count, i18n.language) : '—'}
          testId="queue-pending-count"
        />
        <Figure
          label={t('earnings.admin.waitingAmount')}
          value={data ? formatRupiah(data.pending_amount) : '—'}
          tone="brand"
        />
      </div>
      <form
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('earnings.admin.search')}
      >
        <SelectField
          label={t('earnings.admin.filter')}
          value={status ?? 'all'}
          onChange={(event) => update({ status: event.target.value, page: null })}
          data-testid="queue-status"
        >
          {SettlementStatusSchema.options.map((option) => (
            <option key={option} value={option}>
              {t(`earnings.status.${option}`)}
            </option>
          ))}
          <option value="all">{t('earnings.admin.all')}</option>
        </SelectField>
        <InputField
          label={t('earnings.admin.search')}
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t('earnings.admin.searchPlaceholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>

      {queue.isError && !data ? (
        <Alert tone="error" title={t('earnings.admin.loadFailed')}>
          <p>{queue.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void queue.refetch()}
          >
            {t('earnings.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className="grid gap-3 lg:grid-cols-2" aria-busy="true" data-testid="queue-loading">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-48 rounded-2xl" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<WalletIcon className="size-6" />}
          title={t('earnings.admin.empty')}
          description={status === 'pending' && !q ? t('earnings.admin.emptyPending') : undefined}
        />
      ) : (
        <div className="space-y-4" aria-busy={queue.isFetching}>
          <SettlementQueue items={data.items} />
          <ListPagination
            page={data.page}
            pageSize={ADMIN_SETTLEMENTS_PAGE_SIZE}
            total={data.total}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
          />
        </div>
      )}
    </div>
  );
}

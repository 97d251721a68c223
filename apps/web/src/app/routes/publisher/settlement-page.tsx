import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon, WalletIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { SETTLEMENTS_PAGE_SIZE, useSettlements } from '@/features/earnings/api/earnings';
import { Figure } from '@/features/earnings/components/figure';
import { ListPagination } from '@/features/earnings/components/list-pagination';
import { SettlementForm } from '@/features/earnings/components/settlement-form';
import { SettlementHistory } from '@/features/earnings/components/settlement-history';
import { formatRupiah } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

/** /publisher/settlement: what the creator may withdraw, the request form, and their requests. */
export function PublisherSettlementPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const settlements = useSettlements(page);
  const data = settlements.data;
  useDocumentTitle(t('earnings.settlement.title'));

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={t('earnings.settlement.title')}
        description={t('earnings.settlement.subtitle')}
      />
      {settlements.isError && !data ? (
        <Alert tone="error" title={t('earnings.settlement.loadFailed')}>
          <p>{settlements.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void settlements.refetch()}
          >
            {t('earnings.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-4" aria-busy="true" data-testid="settlement-loading">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-20 rounded-2xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-2xl" />
        </div>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure
              label={t('earnings.settlement.available')}
              value={formatRupiah(data.balance.available)}
              tone="brand"
              testId="balance-available"
            />
            <Figure
              label={t('earnings.settlement.onHold')}
              value={formatRupiah(data.balance.on_hold)}
              hint={t('earnings.settlement.onHoldHint', { days: data.balance.holding_days })}
              testId="balance-on-hold"
            />
            <Figure
              label={t('earnings.settlement.pending')}
              value={formatRupiah(data.balance.pending_settlements)}
              testId="balance-pending"
            />
            <Figure
              label={t('earnings.settlement.paidOut')}
              value={formatRupiah(data.balance.paid_out)}
              testId="balance-paid"
            />
          </div>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            {t('earnings.settlement.share', { percent: data.balance.creator_share_percent })}
            {data.balance.creator_share_percent < 90 ? (
              <Link
                to="/dashboard/support/new?type=premium_creator"
                className="font-semibold text-indigo-700 hover:underline"
              >
                {t('earnings.settlement.premiumLink')}
              </Link>
            ) : null}
          </p>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
            <SettlementForm balance={data.balance} />
            <section aria-labelledby="history-title" className="min-w-0 space-y-3">
              <h2 id="history-title" className="text-lg font-semibold text-slate-900">
                {t('earnings.settlement.history')}
              </h2>
              {data.items.length === 0 ? (
                <EmptyState
                  icon={<WalletIcon className="size-6" />}
                  title={t('earnings.settlement.historyEmpty')}
                  description={t('earnings.settlement.historyEmptyText')}
                />
              ) : (
                <>
                  <SettlementHistory items={data.items} />
                  <ListPagination
                    page={data.page}
                    pageSize={SETTLEMENTS_PAGE_SIZE}
                    total={data.total}
                    onPageChange={setPage}
                  />
                </>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}

import type { Campaign, CampaignStatus } from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SparklesIcon } from '@/components/ui/icons';
import { EditIcon, PlusIcon, TrashIcon } from '@/components/ui/more-icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  CAMPAIGN_PAGE_SIZE,
  type CampaignListFilters,
  useCampaignList,
  useDeleteCampaign,
} from '@/features/campaigns/api/campaigns';
import { formatJakarta, usesLabel } from '@/features/campaigns/lib/campaign-rules';
import { formatNumber } from '@/lib/format';
import { CampaignStatusBadge, discountLabel } from './campaign-labels';

const FILTERS: (CampaignStatus | undefined)[] = [undefined, 'running', 'scheduled', 'paused', 'ended'];

function ScopeText({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  if (campaign.scope === 'all') return <span>{t('campaigns.scope.all')}</span>;
  if (campaign.scope === 'category') {
    return campaign.category ? (
      <span>{t('campaigns.scope.category', { name: campaign.category.name })}</span>
    ) : (
      <span className="text-amber-700">{t('campaigns.scope.categoryGone')}</span>
    );
  }
  return <span>{t('campaigns.scope.products', { count: campaign.products.length })}</span>;
}

function CampaignRow({ campaign, onDelete }: { campaign: Campaign; onDelete: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li
      className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
      data-testid="campaign-row"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/admin/campaigns/${campaign.id}`}
            className="font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
          >
            {campaign.name}
          </Link>
          <CampaignStatusBadge status={campaign.status} />
          <span className="rounded-md bg-rose-50 px-1.5 py-0.5 text-xs font-bold text-rose-700 ring-1 ring-rose-200 ring-inset">
            −{discountLabel(campaign)}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          <ScopeText campaign={campaign} />
        </p>
        {campaign.code ? (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
            <span className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs font-semibold text-slate-800 ring-1 ring-slate-200 ring-inset">
              {campaign.code}
            </span>
            <span
              className={clsx(
                campaign.usage_limit !== null &&
                  campaign.uses_count >= campaign.usage_limit &&
                  'text-amber-700',
              )}
              data-testid="campaign-uses"
            >
              {t('campaigns.list.uses', { uses: usesLabel(campaign) })}
            </span>
          </p>
        ) : null}
        <p className="text-xs text-slate-500">
          {formatJakarta(campaign.starts_at, i18n.language)} –{' '}
          {formatJakarta(campaign.ends_at, i18n.language)}
        </p>
        {campaign.description ? (
          <p className="line-clamp-2 text-sm text-slate-500">{campaign.description}</p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <ButtonLink
          to={`/admin/campaigns/${campaign.id}`}
          size="sm"
          variant="outline"
          icon={<EditIcon className="size-4" />}
        >
          {t('common.edit')}
        </ButtonLink>
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          icon={<TrashIcon className="size-4" />}
          onClick={onDelete}
          aria-label={`${t('common.delete')} ${campaign.name}`}
          data-testid="campaign-delete"
        >
          <span className="md:sr-only">{t('common.delete')}</span>
        </Button>
      </div>
    </li>
  );
}

/** Every campaign, newest first, filtered by where it stands now; edit and delete from each row. */
export function CampaignList({
  filters,
  onChange,
}: {
  filters: CampaignListFilters;
  onChange: (filters: CampaignListFilters) => void;
}) {
  const { t, i18n } = useTranslation();
  const { status, page } = filters;
  const setPage = (next: number) => onChange({ status, page: next });
  const [deleting, setDeleting] = useState<Campaign | null>(null);
  const list = useCampaignList(filters);
  const remove = useDeleteCampaign();

  let body: React.ReactNode;
  if (list.error) {
    body = (
      <Alert tone="error" title={t('campaigns.list.loadFailed')}>
        <p>{list.error.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void list.refetch()}>
          {t('catalogue.retry')}
        </Button>
      </Alert>
    );
  } else if (!list.data) {
    body = (
      <div className="space-y-2" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
    );
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<SparklesIcon className="size-6" />}
        title={status ? t('campaigns.list.emptyFiltered') : t('campaigns.list.empty')}
        description={status ? undefined : t('campaigns.list.emptyText')}
        action={
          status ? undefined : (
            <ButtonLink to="/admin/campaigns/create" icon={<PlusIcon className="size-4" />}>
              {t('campaigns.create')}
            </ButtonLink>
          )
        }
      />
    );
  } else {
    const { items, total } = list.data;
    body = (
      <div className="space-y-4">
        <ul
          className={clsx(
            'divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-xs',
            list.isPlaceholderData && 'opacity-60',
          )}
        >
          {items.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} onDelete={() => setDeleting(campaign)} />
          ))}
        </ul>
        {total > CAMPAIGN_PAGE_SIZE ? (
          <Pagination
            page={page}
            pageSize={CAMPAIGN_PAGE_SIZE}
            total={total}
            onPageChange={setPage}
            labels={{
              previous: t('common.previous'),
              next: t('common.next'),
              summary: t('campaigns.list.summary', { total: formatNumber(total, i18n.language) }),
            }}
          />
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <div
          role="tablist"
          aria-label={t('campaigns.list.filter')}
          className="flex w-max gap-1 rounded-xl bg-slate-100 p-1"
        >
          {FILTERS.map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              role="tab"
              aria-selected={status === value}
              onClick={() => onChange({ status: value, page: 1 })}
              className={clsx(
                'rounded-lg px-3 py-1.5 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-indigo-600',
                status === value
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {value ? t(`campaigns.status.${value}`) : t('campaigns.list.all')}
            </button>
          ))}
        </div>
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('campaigns.delete.title')}
        confirmLabel={t('common.delete')}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('campaigns.delete.done'), deleting.name);
              setDeleting(null);
            },
            onError: (error) => toast.error(t('campaigns.delete.failed'), error),
          })
        }
        pending={remove.isPending}
        confirmTestId="campaign-delete-confirm"
      >
        <p className="text-sm text-slate-700">{t('campaigns.delete.text', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

import { CAMPAIGN_STATUSES, type CampaignStatus } from '@pustaka/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/more-icons';
import type { CampaignListFilters } from '@/features/campaigns/api/campaigns';
import { CampaignList } from '@/features/campaigns/components/campaign-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** /admin/campaigns: every campaign with where it stands now; create, edit and delete from here. The status and page live in the address. */
export function CampaignsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('campaigns.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo<CampaignListFilters>(() => {
    const status = params.get('status');
    const page = Number(params.get('page'));
    return {
      status: CAMPAIGN_STATUSES.includes(status as CampaignStatus) ? (status as CampaignStatus) : undefined,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params]);
  const setFilters = useCallback(
    (next: CampaignListFilters) => {
      const search = new URLSearchParams();
      if (next.status) search.set('status', next.status);
      if (next.page > 1) search.set('page', String(next.page));
      setParams(search, { replace: true });
    },
    [setParams],
  );
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader
        title={t('campaigns.title')}
        description={t('campaigns.subtitle')}
        action={
          <ButtonLink
            to="/admin/campaigns/create"
            icon={<PlusIcon className="size-4" />}
            data-testid="campaign-new"
          >
            {t('campaigns.create')}
          </ButtonLink>
        }
      />
      <CampaignList filters={filters} onChange={setFilters} />
    </div>
  );
}

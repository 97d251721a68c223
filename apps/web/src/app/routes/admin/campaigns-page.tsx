import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PlusIcon } from '../../../components/ui/more-icons';
import { CampaignList } from '../../../features/campaigns/components/campaign-list';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminHeader } from './admin-header';

/** /admin/campaigns: every campaign with where it stands now; create, edit and delete from here. */
export function CampaignsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('campaigns.title'));
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
      <CampaignList />
    </div>
  );
}

import type { CampaignInput } from '@pustaka/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon, SearchIcon } from '@/components/ui/icons';
import { ChevronRightIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useCampaign, useSaveCampaign } from '@/features/campaigns/api/campaigns';
import { CampaignForm } from '@/features/campaigns/components/campaign-form';
import { CampaignStatusBadge } from '@/features/campaigns/components/campaign-labels';
import { draftOf, emptyDraft, formatJakarta } from '@/features/campaigns/lib/campaign-rules';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** The server names a missing category or product in `details`; the admin sees which. */
function serverMessage(error: Error | null): string | undefined {
  if (!error) return undefined;
  if (isApiError(error) && Array.isArray(error.details)) {
    const detail = (error.details as { message?: unknown }[]).find((d) => typeof d.message === 'string');
    if (detail) return `${error.message} ${String(detail.message)}`;
  }
  return error.message;
}

function FormSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-40 w-full rounded-2xl" />
      ))}
    </div>
  );
}

/** /admin/campaigns/create and /admin/campaigns/{id}: one form for a new campaign and an existing one. */
export function CampaignEditorPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const campaignId = id === undefined ? undefined : Number(id);
  const editing = campaignId !== undefined;
  const valid = !editing || (Number.isInteger(campaignId) && (campaignId ?? 0) > 0);
  const existing = useCampaign(editing && valid ? (campaignId ?? 0) : 0);
  const save = useSaveCampaign(editing ? campaignId : undefined);
  const title = editing ? t('campaigns.edit') : t('campaigns.create');
  useDocumentTitle(title);
  const fresh = useMemo(() => emptyDraft(), []);

  function submit(input: CampaignInput) {
    save.mutate(input, {
      onSuccess: (campaign) => {
        toast.success(editing ? t('campaigns.saved') : t('campaigns.created'), campaign.name);
        navigate('/admin/campaigns');
      },
    });
  }

  const missing = !valid || (isApiError(existing.error) && existing.error.status === 404);
  let body: React.ReactNode;
  if (missing) {
    body = (
      <EmptyState
        icon={<SearchIcon className="size-6" />}
        title={t('campaigns.notFound')}
        action={<ButtonLink to="/admin/campaigns">{t('campaigns.backToList')}</ButtonLink>}
      />
    );
  } else if (editing && existing.error) {
    body = (
      <Alert tone="error" title={t('campaigns.list.loadFailed')}>
        <p>{existing.error.message}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => void existing.refetch()}
        >
          {t('catalogue.retry')}
        </Button>
      </Alert>
    );
  } else if (editing && !existing.data) {
    body = <FormSkeleton />;
  } else {
    const campaign = existing.data;
    body = (
      <>
        {campaign ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <CampaignStatusBadge status={campaign.status} />
            {campaign.created_by
              ? t('campaigns.createdBy', {
                  name: campaign.created_by.name,
                  date: formatJakarta(campaign.created_at, i18n.language),
                })
              : null}
          </div>
        ) : null}
        <CampaignForm
          key={campaign?.updated_at ?? 'new'}
          initial={campaign ? draftOf(campaign) : fresh}
          submitLabel={editing ? t('common.save') : t('campaigns.create')}
          saving={save.isPending}
          serverError={serverMessage(save.error)}
          onSubmit={submit}
          onCancel={() => navigate('/admin/campaigns')}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link
        to="/admin/campaigns"
        className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-indigo-700 hover:underline"
      >
        <ChevronRightIcon className="size-4 rotate-180" />
        {t('campaigns.backToList')}
      </Link>
      <AdminHeader title={title} description={editing ? undefined : t('campaigns.createText')} />
      {body}
    </div>
  );
}

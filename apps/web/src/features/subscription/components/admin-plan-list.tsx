import { FREE_PLAN_ID, type Plan } from '@pustaka/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon, StarIcon } from '@/components/ui/icons';
import { EditIcon, PlusIcon, TrashIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useAdminPlans, useArchivePlan } from '@/features/subscription/api/admin-plans';
import { enabledFeatureCodes } from '@/features/subscription/lib/plan-display';
import { formatRupiah } from '@/lib/format';
import { PlanDurationText } from './plan-card';
import { PlanEditorDialog } from './plan-editor';
import { featureName } from './plan-text';

function ArchiveDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const archive = useArchivePlan();
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      title={t('adminPlans.archiveTitle')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={archive.isPending}
            onClick={() =>
              plan &&
              archive.mutate(plan.id, {
                onSuccess: () => {
                  toast.success(t('adminPlans.archived'));
                  onClose();
                },
              })
            }
          >
            {t('adminPlans.archive')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>{t('adminPlans.archiveText', { name: plan?.name ?? '' })}</p>
        {archive.error ? <Alert tone="error">{archive.error.message}</Alert> : null}
      </div>
    </Dialog>
  );
}

function PlanRow({ plan, onEdit, onArchive }: { plan: Plan; onEdit: () => void; onArchive: () => void }) {
  const { t } = useTranslation();
  const features = enabledFeatureCodes(plan);
  return (
    <li
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:flex-row sm:items-start sm:justify-between"
      data-testid={`admin-plan-${plan.id}`}
    >
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-slate-900">{plan.name}</h2>
          <Badge tone={plan.status === 'active' ? 'success' : 'neutral'}>
            {t(`adminPlans.status.${plan.status}`)}
          </Badge>
          {plan.is_popular ? (
            <Badge tone="brand">
              <StarIcon className="size-3.5" />
              {t('plans.popular')}
            </Badge>
          ) : null}
          {plan.highlight ? <Badge tone="info">{plan.highlight}</Badge> : null}
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-semibold">
            {plan.price === 0 ? t('plans.free') : formatRupiah(plan.price)}
          </span>
          {' · '}
          {t('adminPlans.days', { count: plan.duration_days })}
          {' · '}
          <PlanDurationText plan={plan} />
          {' · '}
          {t('adminPlans.shareShort', { percent: plan.creator_share_percent })}
        </p>
        {plan.description ? <p className="text-sm text-slate-600">{plan.description}</p> : null}
        <p className="text-xs text-slate-500">
          {features.length
            ? features.map((code) => featureName(code, t)).join(' · ')
            : t('adminPlans.noFeatures')}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" icon={<EditIcon className="size-4" />} onClick={onEdit}>
          {t('adminPlans.edit')}
        </Button>
        {plan.status === 'active' && plan.id !== FREE_PLAN_ID ? (
          <Button size="sm" variant="ghost" icon={<TrashIcon className="size-4" />} onClick={onArchive}>
            {t('adminPlans.archive')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Every plan with its form; archiving takes a plan off sale. */
export function AdminPlanList() {
  const { t } = useTranslation();
  const plans = useAdminPlans();
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [archiving, setArchiving] = useState<Plan | null>(null);

  let body: ReactNode;
  if (plans.error && !plans.data) {
    body = (
      <Alert tone="error" title={t('adminPlans.loadFailed')}>
        <p>{plans.error.message}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => void plans.refetch()}
        >
          {t('plans.retry')}
        </Button>
      </Alert>
    );
  } else if (!plans.data) {
    body = (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (plans.data.length === 0) {
    body = <EmptyState title={t('adminPlans.empty')} />;
  } else {
    body = (
      <ul className="space-y-3">
        {plans.data.map((plan) => (
          <PlanRow
            key={plan.id}
            plan={plan}
            onEdit={() => setEditing(plan)}
            onArchive={() => setArchiving(plan)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Alert tone="info" className="sm:flex-1">
          {t('adminPlans.priceChangeNote')}
        </Alert>
        <Button
          icon={<PlusIcon className="size-4" />}
          onClick={() => setEditing('new')}
          data-testid="new-plan"
        >
          {t('adminPlans.new')}
        </Button>
      </div>
      {body}
      <PlanEditorDialog editing={editing} onClose={() => setEditing(null)} />
      <ArchiveDialog plan={archiving} onClose={() => setArchiving(null)} />
    </div>
  );
}

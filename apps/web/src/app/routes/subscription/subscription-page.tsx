import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon } from '@/components/ui/icons';
import { useSession } from '@/features/auth/lib/session-store';
import { isEmailVerified } from '@/features/auth/lib/user-rules';
import { livePlansQueryOptions, plansQueryOptions } from '@/features/subscription/api/plans';
import { useSubscriptionState } from '@/features/subscription/api/subscriptions';
import { MySubscriptionPanel } from '@/features/subscription/components/my-subscription-panel';
import { PlanCard, PlanCardSkeleton, PlanGrid } from '@/features/subscription/components/plan-card';
import { featureName } from '@/features/subscription/components/plan-text';
import { PurchaseDialog } from '@/features/subscription/components/purchase-dialog';
import { currentPlanId, orderPlans } from '@/features/subscription/lib/plan-display';
import type { Plan } from '@/features/subscription/lib/plan-rules';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The feature a guard or a gated API call sent the user here for, if any. */
function useWantedFeature(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { feature?: unknown } | null;
  if (typeof state?.feature === 'string') return state.feature;
  return params.get('feature');
}

function PlanAction({
  plan,
  isCurrent,
  onBuy,
}: {
  plan: Plan;
  isCurrent: boolean;
  onBuy: (plan: Plan) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  if (isCurrent) {
    return (
      <Button variant="outline" className="w-full" disabled>
        {t('plans.yourPlan')}
      </Button>
    );
  }
  if (!session.isAuthenticated) {
    return plan.price === 0 ? (
      <ButtonLink to="/register" variant="outline" className="w-full">
        {t('plans.startFree')}
      </ButtonLink>
    ) : (
      <ButtonLink
        to={`/login?next=${encodeURIComponent('/subscription')}`}
        className="w-full"
        data-testid={`buy-plan-${plan.id}`}
      >
        {t('plans.loginToBuy')}
      </ButtonLink>
    );
  }
  if (plan.price === 0) {
    return (
      <Button variant="outline" className="w-full" disabled>
        {t('plans.included')}
      </Button>
    );
  }
  if (!isEmailVerified(session.user)) {
    return (
      <ButtonLink
        to={`/verify-email?next=${encodeURIComponent('/subscription')}`}
        variant="outline"
        className="w-full"
      >
        {t('plans.verifyToBuy')}
      </ButtonLink>
    );
  }
  return (
    <Button
      className="w-full"
      variant={plan.is_popular ? 'primary' : 'secondary'}
      onClick={() => onBuy(plan)}
      data-testid={`buy-plan-${plan.id}`}
    >
      {t('plans.choose')}
    </Button>
  );
}

function PlanList({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session.user?.id ?? null;
  const withDefaults = useQuery({ ...plansQueryOptions(), enabled: !live });
  const liveOnly = useQuery({ ...livePlansQueryOptions(), enabled: live });
  const plans = live ? liveOnly : withDefaults;
  const { state } = useSubscriptionState(userId);
  const [buying, setBuying] = useState<Plan | null>(null);
  const current = userId === null ? null : currentPlanId(state.subscriptions);

  if (plans.error && !plans.data) {
    return (
      <Alert tone="error" title={t('plans.loadFailed')}>
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
  }
  if (!plans.data) {
    return (
      <PlanGrid label={t('plans.listLabel')}>
        {[0, 1, 2].map((key) => (
          <PlanCardSkeleton key={key} />
        ))}
      </PlanGrid>
    );
  }
  const shown = orderPlans(plans.data);
  if (shown.length === 0) {
    return <EmptyState title={t('plans.empty')} description={t('plans.emptyText')} />;
  }
  return (
    <>
      <PlanGrid label={t('plans.listLabel')}>
        {shown.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            isCurrent={plan.id === current}
            action={<PlanAction plan={plan} isCurrent={plan.id === current} onBuy={setBuying} />}
          />
        ))}
      </PlanGrid>
      <PurchaseDialog plan={buying} onClose={() => setBuying(null)} />
    </>
  );
}

function SubscriptionScreen({ live }: { live: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const wanted = useWantedFeature();
  useDocumentTitle(t('plans.title'));
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <header className="mx-auto max-w-2xl space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('plans.title')}</h1>
        <p className="text-slate-600">{live ? t('plans.liveSubtitle') : t('plans.subtitle')}</p>
      </header>
      {wanted ? (
        <Alert
          tone="info"
          title={t('plans.featureNeeded', { feature: featureName(wanted, t) })}
          className="mx-auto max-w-2xl"
        >
          {t('plans.featureNeededText')}
        </Alert>
      ) : null}
      {/* The payments and changes in it need a verified address; before that the plans say to verify. */}
      {session.user && isEmailVerified(session.user) && !live ? (
        <MySubscriptionPanel userId={session.user.id} />
      ) : null}
      <PlanList live={live} />
      <p className="text-center text-xs text-slate-500">{t('plans.footnote')}</p>
    </div>
  );
}

/** /subscription: the plans (the default ones when the list cannot be fetched) and the user's own subscription. */
export function SubscriptionPage() {
  return <SubscriptionScreen live={false} />;
}

/** /subscription-live: the server's plan list as it is, with no stand-ins. */
export function SubscriptionLivePage() {
  return <SubscriptionScreen live />;
}

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { CheckIcon, StarIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { enabledFeatureCodes, planDuration } from '@/features/subscription/lib/plan-display';
import type { Plan } from '@/features/subscription/lib/plan-rules';
import { formatRupiah } from '@/lib/format';
import { featureName, usePlanText } from './plan-text';

/** "Rp 99.000 / bulan", "Gratis", "Rp 990.000 / tahun" */
function PlanPrice({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const duration = planDuration(plan);
  if (plan.price === 0) {
    return (
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold text-slate-900">{t('plans.free')}</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      <span className="text-3xl font-bold tracking-tight text-slate-900" data-testid="plan-price">
        {formatRupiah(plan.price)}
      </span>
      <span className="text-sm text-slate-500" data-testid="plan-period">
        {`/ ${duration.count === 1 ? t(`plans.per.${duration.unit}`) : t(`plans.perMany.${duration.unit}`, { count: duration.count })}`}
      </span>
    </p>
  );
}

export function PlanDurationText({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const duration = planDuration(plan);
  return <>{t(`plans.duration.${duration.unit}`, { count: duration.count })}</>;
}

interface PlanCardProps {
  plan: Plan;
  /** The user's active plan: marked, and its button says so. */
  isCurrent?: boolean;
  action?: ReactNode;
}

/** One plan: price, duration, creator share, features, and what the user can do with it. */
export function PlanCard({ plan, isCurrent = false, action }: PlanCardProps) {
  const { t } = useTranslation();
  const text = usePlanText(plan);
  const features = enabledFeatureCodes(plan);
  const popular = plan.is_popular === true;
  return (
    <article
      aria-labelledby={`plan-${plan.id}-name`}
      data-testid={`plan-card-${plan.id}`}
      data-current={isCurrent || undefined}
      data-popular={popular || undefined}
      className={clsx(
        'relative flex h-full flex-col rounded-2xl border bg-white p-5 shadow-xs sm:p-6',
        isCurrent
          ? 'border-emerald-400 ring-2 ring-emerald-400'
          : popular
            ? 'border-indigo-400 ring-2 ring-indigo-500'
            : 'border-slate-200',
      )}
    >
      <div className="flex min-h-6 flex-wrap items-center gap-2">
        {popular ? (
          <Badge tone="brand" data-testid="plan-popular">
            <StarIcon className="size-3.5" />
            {t('plans.popular')}
          </Badge>
        ) : null}
        {text.highlight ? (
          <Badge tone="success" data-testid="plan-highlight">
            {text.highlight}
          </Badge>
        ) : null}
        {isCurrent ? (
          <Badge tone="warning" data-testid="plan-current">
            <CheckIcon className="size-3.5" />
            {t('plans.current')}
          </Badge>
        ) : null}
      </div>
      <h3 id={`plan-${plan.id}-name`} className="mt-3 text-lg font-semibold text-slate-900">
        {text.name}
      </h3>
      <div className="mt-2">
        <PlanPrice plan={plan} />
      </div>
      <dl className="mt-3 space-y-1 text-sm text-slate-600">
        <div className="flex gap-1">
          <dt className="sr-only">{t('plans.durationLabel')}</dt>
          <dd data-testid="plan-duration">
            <PlanDurationText plan={plan} />
          </dd>
        </div>
        {plan.creator_share_percent !== undefined ? (
          <div className="flex gap-1">
            <dt className="sr-only">{t('plans.shareLabel')}</dt>
            <dd data-testid="plan-share">{t('plans.share', { percent: plan.creator_share_percent })}</dd>
          </div>
        ) : null}
      </dl>
      {text.description ? <p className="mt-3 text-sm text-slate-600">{text.description}</p> : null}
      <ul
        className="mt-4 flex-1 space-y-2 border-t border-slate-100 pt-4 text-sm"
        aria-label={t('plans.featuresLabel')}
      >
        <li className="flex gap-2 text-slate-700">
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          {t('plans.baseFeature')}
        </li>
        {features.map((code) => (
          <li key={code} className="flex gap-2 text-slate-700" data-feature={code}>
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            {featureName(code, t)}
          </li>
        ))}
      </ul>
      {action ? <div className="mt-5">{action}</div> : null}
    </article>
  );
}

export function PlanCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6">
      <Skeleton className="h-5 w-24 rounded-full" />
      <Skeleton className="mt-4 h-6 w-1/2" />
      <Skeleton className="mt-3 h-9 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <div className="mt-5 space-y-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-4/6" />
      </div>
      <Skeleton className="mt-6 h-10 w-full rounded-lg" />
    </div>
  );
}

/** Three columns on desktops, two on tablets, one on phones. */
export function PlanGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6">
      {children}
    </section>
  );
}

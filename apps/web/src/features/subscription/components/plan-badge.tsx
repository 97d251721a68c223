import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useSubscriptionState } from '@/features/subscription/api/subscriptions';

/** The nav indicator: "VIP Aktif" for an active paid plan, "Free Plan" otherwise, or that the check failed. */
export function PlanBadge({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const { state, failure } = useSubscriptionState(userId);
  // A failed check is said, not shown as a Free Plan the user may not be on.
  if (failure)
    return (
      <Badge tone="danger" data-testid="plan-badge" title={failure} role="status" className="max-w-48">
        <span className="truncate">{t('subscription.verifyFailed')}</span>
      </Badge>
    );
  return state.isVip ? (
    <Badge tone="warning" data-testid="plan-badge">
      {t('subscription.vipActive')}
    </Badge>
  ) : (
    <Badge tone="neutral" data-testid="plan-badge">
      {t('subscription.freePlan')}
    </Badge>
  );
}

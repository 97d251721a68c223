import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useSubscriptionState } from '@/features/subscription/api/subscriptions';

/** The nav indicator: "VIP Aktif" for an active paid plan, otherwise "Free Plan". */
export function PlanBadge({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const { state } = useSubscriptionState(userId);
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

import { toast } from '@/components/ui/toast';
import { subscriptionKeys } from '@/features/subscription/api/subscriptions';
import { clearSubscriptionCache } from '@/features/subscription/lib/subscription-cache';
import { i18n } from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { navigateTo } from './navigation';

/** Several gated calls of one page fail together; they lead to one notice and one navigation. */
const REPEAT_MS = 3_000;
let last: { feature: string; at: number } | null = null;

function featureLabel(feature: string | undefined): string | null {
  if (!feature) return null;
  const key = `subscription.features.${feature}`;
  return i18n.exists(key) ? i18n.t(key as 'subscription.features.publish_blog') : feature;
}

/**
 * A 403 FEATURE_REQUIRED from the API: the user's plan lacks the feature. Say which feature, then show the
 * plans, with the feature in the address so the page can say it again.
 */
export function handleFeatureRequired(feature: string | undefined, now = Date.now()): void {
  const key = feature ?? '';
  if (last && last.feature === key && now - last.at < REPEAT_MS) return;
  last = { feature: key, at: now };
  // The server knows better than the browser's 30-second copy of the plan (it may just have ended): fetch
  // the subscriptions again, so the badge and the plans page agree with the refusal.
  clearSubscriptionCache();
  void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
  const label = featureLabel(feature);
  toast.warning(
    label ? i18n.t('subscription.featureRequired', { feature: label }) : i18n.t('subscription.planRequired'),
    i18n.t('subscription.featureRequiredText'),
  );
  const target = feature ? `/subscription?feature=${encodeURIComponent(feature)}` : '/subscription';
  if (window.location.pathname !== '/subscription') void navigateTo(target);
}

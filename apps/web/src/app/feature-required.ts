import { toast } from '@/components/ui/toast';
import { i18n } from '@/i18n';
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
  const label = featureLabel(feature);
  toast.warning(
    label ? i18n.t('subscription.featureRequired', { feature: label }) : i18n.t('subscription.planRequired'),
    i18n.t('subscription.featureRequiredText'),
  );
  const target = feature ? `/subscription?feature=${encodeURIComponent(feature)}` : '/subscription';
  if (window.location.pathname !== '/subscription') void navigateTo(target);
}

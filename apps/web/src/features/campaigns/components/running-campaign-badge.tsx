import { campaignDiscount } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { SparklesIcon } from '@/components/ui/icons';
import { useRunningCampaigns } from '@/features/campaigns/api/campaigns';
import { formatJakarta, timeLeft } from '@/features/campaigns/lib/campaign-rules';
import { formatRupiah } from '@/lib/format';

/**
 * The best running campaign for a product, as a note next to its price. The price itself stays the product's
 * own: the campaign is taken off at checkout, where the buyer sees it line by line.
 */
export function RunningCampaignBadge({ productId, price }: { productId: number; price: number }) {
  const { t, i18n } = useTranslation();
  const running = useRunningCampaigns(productId);
  const best = running.data?.[0];
  if (!best || price <= 0) return null;
  const amount = campaignDiscount(best, price);
  if (amount <= 0) return null;
  const left = timeLeft(best.ends_at);
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900"
      data-testid="running-campaign"
    >
      <SparklesIcon className="mt-0.5 size-5 shrink-0 text-rose-600" />
      <div className="min-w-0">
        <p className="font-semibold">
          {best.name}
          <span className="ml-2 rounded-md bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white">
            −{best.discount_type === 'percent' ? `${best.discount_value}%` : formatRupiah(amount)}
          </span>
        </p>
        <p className="text-rose-800">
          {t('campaigns.badge.save', { amount: formatRupiah(amount), price: formatRupiah(price - amount) })}
        </p>
        <p className="text-xs text-rose-700">
          <span>{t(`campaigns.badge.left.${left.unit}`, { count: left.count })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('campaigns.badge.until', { date: formatJakarta(best.ends_at, i18n.language) })}</span>
        </p>
      </div>
    </div>
  );
}

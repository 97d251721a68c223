import type { CampaignStatus } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatRupiah } from '@/lib/format';

const STATUS_TONE = {
  running: 'success',
  scheduled: 'info',
  paused: 'warning',
  ended: 'neutral',
} as const satisfies Record<CampaignStatus, string>;

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONE[status]} data-testid="campaign-status">
      {t(`campaigns.status.${status}`)}
    </Badge>
  );
}

/** "20%" or "Rp15.000". */
export function discountLabel(campaign: {
  discount_type: 'percent' | 'fixed';
  discount_value: number;
}): string {
  return campaign.discount_type === 'percent'
    ? `${campaign.discount_value}%`
    : formatRupiah(campaign.discount_value);
}

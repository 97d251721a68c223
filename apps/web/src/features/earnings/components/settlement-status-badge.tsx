import type { SettlementStatus } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const TONES = { pending: 'warning', paid: 'success', cancelled: 'neutral' } as const;

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} data-testid="settlement-status">
      {t(`earnings.status.${status}`)}
    </Badge>
  );
}

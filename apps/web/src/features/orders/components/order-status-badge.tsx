import type { OrderStatus } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { STATUS_TONES } from '@/features/orders/lib/order-rules';

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={STATUS_TONES[status]} data-testid="order-status" data-status={status}>
      {t(`orders.status.${status}`)}
    </Badge>
  );
}

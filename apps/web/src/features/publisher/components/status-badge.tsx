import type { ProductStatus } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const tone = { draft: 'neutral', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function StatusBadge({ status }: { status: ProductStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tone[status]} data-testid="status-badge">
      {t(`productStatus.${status}`)}
    </Badge>
  );
}

import type { BlogPostStatus } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const tone = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;

export function PostStatusBadge({ status }: { status: BlogPostStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={tone[status]} data-testid="post-status">
      {t(`blog.status.${status}`)}
    </Badge>
  );
}

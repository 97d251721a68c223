import type { ManagedProduct } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { statusView } from '@/features/publisher/lib/editor-rules';

const tones = {
  draft: 'info',
  pending: 'warning',
  pendingUpdate: 'warning',
  approved: 'success',
  approvedStaged: 'info',
  rejected: 'error',
} as const;

/** Where the product stands in review, and what the creator can do next. */
export function StatusBanner({ product }: { product: ManagedProduct }) {
  const { t } = useTranslation();
  const view = statusView(product);
  return (
    <Alert tone={tones[view]} title={t(`editor.banner.${view}.title`)} className="items-start">
      <p data-testid="status-banner">{t(`editor.banner.${view}.text`)}</p>
      {view === 'rejected' && product.rejection_reason ? (
        <p className="mt-2 rounded-lg bg-white/70 px-3 py-2 font-medium" data-testid="rejection-reason">
          {t('editor.banner.reason')}: {product.rejection_reason}
        </p>
      ) : null}
      {product.is_published ? (
        <Link to={`/products/${product.id}`} className="mt-2 inline-block font-semibold underline">
          {t('editor.viewPublic')}
        </Link>
      ) : null}
    </Alert>
  );
}

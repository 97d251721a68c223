import { useTranslation } from 'react-i18next';
import { RecommendationRules } from '@/features/recommendations/components/recommendation-rules';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** /admin/recommendations: products pinned to the front of recommendation lists or kept out of them. */
export function RecommendationRulesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('recommendations.rules.title'));
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('recommendations.rules.title')} description={t('recommendations.rules.text')} />
      <RecommendationRules />
    </div>
  );
}

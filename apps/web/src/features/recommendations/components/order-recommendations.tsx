import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { SparklesIcon } from '@/components/ui/icons';
import {
  useAfterCertificateRecommendations,
  useOrderRecommendations,
} from '@/features/recommendations/api/recommendations';
import { RecommendationList } from './recommendation-list';

const LIMIT = 4;

/** After a paid order: a short list of what goes with it, each with its reason and a buy button. */
export function OrderRecommendations({ orderId, paid }: { orderId: number | null; paid: boolean }) {
  const { t } = useTranslation();
  // Asked only once the order is paid: before that the server has nothing to base the list on.
  const query = useOrderRecommendations(orderId, LIMIT, paid);
  if (!paid) return null;
  return (
    <RecommendationList
      title={t('recommendations.afterCheckout.title')}
      description={t('recommendations.afterCheckout.text')}
      icon={<SparklesIcon className="size-5 text-indigo-600" />}
      list={query.data}
      loading={query.isPending}
      failed={query.isError}
      rowSize={4}
      signedIn
      buyable
      empty="hide"
      testId="rec-after-checkout"
    />
  );
}

/** After a course certificate: what to learn next. Says so when there is nothing, with a way to look. */
export function CertificateRecommendations({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const query = useAfterCertificateRecommendations(courseId, LIMIT, true);
  return (
    <RecommendationList
      title={t('recommendations.afterCertificate.title')}
      description={t('recommendations.afterCertificate.text')}
      icon={<SparklesIcon className="size-5 text-indigo-600" />}
      list={query.data}
      loading={query.isPending}
      failed={query.isError}
      rowSize={4}
      signedIn
      buyable
      empty={{
        title: t('recommendations.afterCertificate.empty'),
        text: t('recommendations.afterCertificate.emptyText'),
        action: (
          <ButtonLink to="/products" variant="outline" size="sm">
            {t('recommendations.library.browse')}
          </ButtonLink>
        ),
      }}
      testId="rec-after-certificate"
    />
  );
}

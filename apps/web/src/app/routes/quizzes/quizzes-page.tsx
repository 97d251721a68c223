import { useTranslation } from 'react-i18next';
import { PublisherHeader } from '@/app/routes/publisher/publisher-header';
import { ButtonLink } from '@/components/ui/button';
import { QuizList } from '@/features/quizzes/components/quiz-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchAndPage } from '@/lib/use-search-and-page';

export const QUIZZES_PATH = '/lms/dashboard/quizzes';

/** /lms/dashboard/quizzes: the trainer's quizzes. */
export function QuizzesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quizzes.list.title'));
  const [filters, setFilters] = useSearchAndPage();
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={t('quizzes.list.title')}
        description={t('quizzes.list.subtitle')}
        action={<ButtonLink to={`${QUIZZES_PATH}/new`}>{t('quizzes.list.create')}</ButtonLink>}
      />
      <QuizList page={filters.page} onPage={(page) => setFilters({ page })} basePath={QUIZZES_PATH} />
    </div>
  );
}

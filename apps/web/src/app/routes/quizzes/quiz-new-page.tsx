import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublisherHeader } from '@/app/routes/publisher/publisher-header';
import { Card, CardBody } from '@/components/ui/card';
import { useCreateQuiz } from '@/features/quizzes/api/quizzes';
import { QuizSettingsForm } from '@/features/quizzes/components/quiz-settings-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { QUIZZES_PATH } from './quizzes-page';

/** /lms/dashboard/quizzes/new: a new quiz's settings; its questions come next, in its workshop. */
export function QuizNewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('quizzes.new.title'));
  const navigate = useNavigate();
  const create = useCreateQuiz();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={t('quizzes.new.title')}
        description={t('quizzes.new.subtitle')}
        parent={{ to: QUIZZES_PATH, label: t('quizzes.list.title') }}
      />
      <Card>
        <CardBody>
          <QuizSettingsForm
            submitLabel={t('quizzes.new.create')}
            pending={create.isPending}
            error={create.error?.message}
            onSubmit={(input) =>
              create.mutate(input, {
                onSuccess: (quiz) => navigate(`${QUIZZES_PATH}/${quiz.id}`, { replace: true }),
              })
            }
          />
        </CardBody>
      </Card>
    </div>
  );
}

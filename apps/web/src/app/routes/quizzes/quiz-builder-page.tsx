import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PublisherHeader } from '@/app/routes/publisher/publisher-header';
import { ButtonLink } from '@/components/ui/button';
import { LiveGameList } from '@/features/live-quiz/components/live-game-list';
import { useManagedQuiz } from '@/features/quizzes/api/quizzes';
import { QuizBuilder } from '@/features/quizzes/components/quiz-builder';
import { useDocumentTitle } from '@/lib/use-document-title';
import { QUIZZES_PATH } from './quizzes-page';

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : -1);

/** /lms/dashboard/quizzes/{id}: one quiz's workshop (questions, settings, CSV, statistics). */
export function QuizBuilderPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const quiz = useManagedQuiz(id).data;
  useDocumentTitle(quiz?.title ?? t('quizzes.list.title'));
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader
        title={quiz?.title ?? t('quizzes.builder.title')}
        parent={{ to: QUIZZES_PATH, label: t('quizzes.list.title') }}
        action={
          quiz && quiz.question_count > 0 ? (
            <ButtonLink to={`${QUIZZES_PATH}/${id}/live`} data-testid="host-live">
              {t('liveQuiz.builder.host')}
            </ButtonLink>
          ) : undefined
        }
      />
      <QuizBuilder quizId={id} listPath={QUIZZES_PATH} />
      {quiz ? <LiveGameList quizId={id} /> : null}
    </div>
  );
}

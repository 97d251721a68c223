import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '@/app/routes/lms/trainer-header';
import { PublisherHeader } from '@/app/routes/publisher/publisher-header';
import { QUIZZES_PATH } from '@/app/routes/quizzes/quizzes-page';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { LiveGameLauncher } from '@/features/live-quiz/components/live-game-launcher';
import { useManagedQuiz } from '@/features/quizzes/api/quizzes';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : -1);

/** /lms/dashboard/quizzes/{id}/live: host a live game of a trainer's quiz. */
export function QuizLivePage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const quiz = useManagedQuiz(id);
  const title = quiz.data ? t('liveQuiz.page.title', { title: quiz.data.title }) : t('liveQuiz.page.heading');
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PublisherHeader
        title={title}
        parent={{
          to: quiz.data ? `${QUIZZES_PATH}/${id}` : QUIZZES_PATH,
          label: quiz.data?.title ?? t('quizzes.list.title'),
        }}
      />
      {id < 0 || (quiz.error && isApiError(quiz.error) && quiz.error.status === 404) ? (
        <Alert tone="warning" title={t('quizzes.builder.notFound')} />
      ) : quiz.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : quiz.isError ? (
        <LoadFailed onRetry={() => void quiz.refetch()} />
      ) : quiz.data.question_count === 0 ? (
        <Alert tone="warning" title={t('liveQuiz.page.noQuestions')} />
      ) : (
        <LiveGameLauncher source={{ kind: 'quiz', id }} quizId={id} />
      )}
    </div>
  );
}

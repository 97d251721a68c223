import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed, TrainerHeader } from '@/app/routes/lms/trainer-header';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { LiveGameLauncher } from '@/features/live-quiz/components/live-game-launcher';
import { useTrainerContent } from '@/features/lms/api/trainer';
import { useDocumentTitle } from '@/lib/use-document-title';

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : -1);

/** /lms/dashboard/contents/{id}/quiz/live: host a live game of a course content's quiz. */
export function ContentLivePage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const content = useTrainerContent(id);
  const title = content.data
    ? t('liveQuiz.page.title', { title: content.data.title })
    : t('liveQuiz.page.heading');
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <TrainerHeader title={title} courseId={content.data?.course_id} />
      {id < 0 ? (
        <Alert tone="warning" title={t('liveQuiz.page.contentNotFound')} />
      ) : content.isPending ? (
        <Skeleton className="h-80 w-full" />
      ) : content.isError ? (
        <LoadFailed onRetry={() => void content.refetch()} />
      ) : content.data.quiz_id === null ? (
        <Alert tone="warning" title={t('liveQuiz.page.noQuiz')} />
      ) : (
        <LiveGameLauncher source={{ kind: 'content', id }} quizId={content.data.quiz_id} />
      )}
    </div>
  );
}

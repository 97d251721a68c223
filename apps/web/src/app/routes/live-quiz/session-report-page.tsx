import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadFailed } from '@/app/routes/lms/trainer-header';
import { PublisherHeader } from '@/app/routes/publisher/publisher-header';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useLiveSessionDetails } from '@/features/live-quiz/api/live-games';
import { SessionReport } from '@/features/live-quiz/components/session-report';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : -1);

/** /lms/dashboard/quiz-sessions/{id}: the report of one live game. */
export function SessionReportPage() {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const details = useLiveSessionDetails(id);
  const game = details.data?.game;
  const title = game ? t('liveQuiz.report.title', { title: game.title }) : t('liveQuiz.report.heading');
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PublisherHeader
        title={title}
        parent={
          game
            ? { to: `/lms/dashboard/quizzes/${game.quiz_id}/live`, label: t('liveQuiz.page.heading') }
            : undefined
        }
      />
      {id < 0 || (details.error && isApiError(details.error) && details.error.status === 404) ? (
        <Alert tone="warning" title={t('liveQuiz.report.notFound')} />
      ) : details.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : details.isError ? (
        <LoadFailed onRetry={() => void details.refetch()} />
      ) : (
        <SessionReport details={details.data} />
      )}
    </div>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { contentQuizApi } from '@/features/lms/api/content-quiz';
import { useLearnerChanged, useOpenedContent } from '@/features/lms/api/learner';
import { QuizPlayer } from '@/features/quizzes/components/quiz-player';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed } from './trainer-header';

/** /lms/contents/{content_id}/quiz: the learner takes a course's quiz; a pass at the minimum completes it. */
export function ContentQuizPage() {
  const { t } = useTranslation();
  const id = Number(useParams().content_id);
  const opened = useOpenedContent(id);
  const changed = useLearnerChanged();
  const api = useMemo(() => contentQuizApi(id), [id]);
  useDocumentTitle(opened.data?.content.title ?? t('lms.quiz.title'));
  const error = opened.error;
  const back = `/lms/contents/${id}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      {opened.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {error ? (
        isApiError(error) && error.status < 500 ? (
          <Alert tone={error.code === 'LMS_CONTENT_LOCKED' ? 'warning' : 'error'}>
            {error.message}{' '}
            <Link to={back} className="font-semibold underline">
              {t('lms.learner.finish')}
            </Link>
          </Alert>
        ) : (
          <LoadFailed onRetry={() => void opened.refetch()} />
        )
      ) : null}
      {opened.data && opened.data.content.type !== 'quiz' ? (
        <Alert tone="warning">
          {t('lms.quiz.notQuiz')}{' '}
          <Link to={back} className="font-semibold underline">
            {t('lms.learner.finish')}
          </Link>
        </Alert>
      ) : null}
      {opened.data?.content.type === 'quiz' ? (
        <div className="space-y-4">
          <div>
            <Link to={back} className="text-sm font-semibold text-indigo-700 hover:underline">
              ← {opened.data.course.title}
            </Link>
            <h1 className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{opened.data.content.title}</h1>
            {opened.data.content.min_score !== null ? (
              <p className="text-sm text-slate-600">
                {t('lms.quiz.minScore', { score: opened.data.content.min_score })}
              </p>
            ) : null}
          </div>
          <QuizPlayer
            api={api}
            onCompleted={changed}
            resultActions={
              <ButtonLink to={back} data-testid="quiz-back-to-content">
                {t('lms.learner.finish')}
              </ButtonLink>
            }
          />
        </div>
      ) : null}
    </div>
  );
}

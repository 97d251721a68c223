import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLearnerContents, useOpenedContent } from '@/features/lms/api/learner';
import { CompletionHint } from '@/features/lms/components/completion-hint';
import { ContentOutline } from '@/features/lms/components/content-outline';
import { ContentView } from '@/features/lms/components/content-view';
import { lockText } from '@/features/lms/lib/locks';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed } from './trainer-header';

type LockDetails = {
  reason: 'sequential' | 'drip';
  opens_at: string | null;
  after_content_id: number | null;
  course_id: number;
};

/** /lms/contents/{content_id}: one content in its viewer, the course outline beside it. */
export function ContentPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().content_id);
  const opened = useOpenedContent(id);
  const error = opened.error;
  const locked =
    isApiError(error) && error.code === 'LMS_CONTENT_LOCKED' ? (error.details as LockDetails) : null;
  const courseId = opened.data?.course.id ?? locked?.course_id ?? 0;
  const contents = useLearnerContents(courseId, courseId > 0);
  useDocumentTitle(opened.data?.content.title ?? t('lms.learner.content'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      {opened.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {locked ? (
        <Alert tone="warning" title={t('lms.lock.title')}>
          {lockText(t, locked, contents.data ?? [], i18n.language)}{' '}
          <Link to={`/lms/courses/${locked.course_id}`} className="font-semibold underline">
            {t('lms.learner.finish')}
          </Link>
        </Alert>
      ) : null}
      {error && !locked ? (
        isApiError(error) && error.status < 500 ? (
          <Alert tone="error">
            {error.message}{' '}
            <Link to="/lms" className="font-semibold underline">
              {t('lms.learner.home')}
            </Link>
          </Alert>
        ) : (
          <LoadFailed onRetry={() => void opened.refetch()} />
        )
      ) : null}
      {opened.data ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
          <div className="min-w-0 space-y-4">
            <div>
              <Link
                to={`/lms/courses/${opened.data.course.id}`}
                className="text-sm font-semibold text-indigo-700 hover:underline"
              >
                ← {opened.data.course.title}
              </Link>
              <h1 className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">
                {opened.data.content.title}
              </h1>
              {opened.data.preview || opened.data.content.completion_rule === 'quiz_passed' ? (
                <p className="text-sm text-slate-600">
                  {t(`lms.rule.${opened.data.content.completion_rule}`, {
                    threshold: opened.data.content.completion_threshold,
                  })}
                </p>
              ) : (
                // The learner sees the rule as what is left of it, measured by the server.
                <div className="mt-2">
                  <CompletionHint
                    content={opened.data.content}
                    pages={opened.data.rendition?.page_count ?? opened.data.content.page_count}
                  />
                </div>
              )}
            </div>
            <ContentView opened={opened.data} />
            <div className="flex justify-between gap-2">
              {opened.data.previous_id ? (
                <ButtonLink variant="outline" to={`/lms/contents/${opened.data.previous_id}`}>
                  {t('common.previous')}
                </ButtonLink>
              ) : (
                <span />
              )}
              {opened.data.next_id ? (
                <ButtonLink to={`/lms/contents/${opened.data.next_id}`} data-testid="next-content">
                  {t('common.next')}
                </ButtonLink>
              ) : (
                <ButtonLink to={`/lms/courses/${opened.data.course.id}`} data-testid="back-to-course">
                  {t('lms.learner.finish')}
                </ButtonLink>
              )}
            </div>
          </div>
          <Card className="h-fit">
            <CardBody>
              {contents.data ? (
                <ContentOutline contents={contents.data} currentId={id} />
              ) : (
                <Skeleton className="h-40 w-full" />
              )}
            </CardBody>
          </Card>
        </div>
      ) : null}
    </div>
  );
}

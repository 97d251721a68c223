import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { CardSkeleton } from '@/components/ui/skeleton';
import { QUIZ_PAGE_SIZE, useQuizList } from '@/features/quizzes/api/quizzes';

/** The trainer's quizzes, newest change first, each with its figures and a link to its workshop. */
export function QuizList({
  page,
  onPage,
  basePath,
}: {
  page: number;
  onPage: (page: number) => void;
  basePath: string;
}) {
  const { t } = useTranslation();
  const list = useQuizList(page);
  if (list.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
        <CardSkeleton />
        <CardSkeleton />
      </div>
    );
  }
  if (list.isError) {
    return (
      <RetryAlert
        title={t('quizzes.list.failed')}
        message={list.error.message}
        retryLabel={t('quizzes.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const { items, total } = list.data;
  if (total === 0) {
    return (
      <EmptyState
        title={t('quizzes.list.empty')}
        description={t('quizzes.list.emptyHint')}
        action={<ButtonLink to={`${basePath}/new`}>{t('quizzes.list.create')}</ButtonLink>}
      />
    );
  }
  return (
    <div className="space-y-4">
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((quiz) => (
          <li key={quiz.id}>
            <Card className="h-full">
              <CardBody className="space-y-2">
                <Link
                  to={`${basePath}/${quiz.id}`}
                  className="block break-words font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
                >
                  {quiz.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {t('quizzes.list.figures', {
                    questions: quiz.question_count,
                    sessions: quiz.session_count,
                  })}
                </p>
                <p className="text-xs text-slate-500">
                  {quiz.public_play ? t('quizzes.builder.public') : t('quizzes.builder.private')}
                  {quiz.time_limit_seconds ? ` · ${Math.round(quiz.time_limit_seconds / 60)} min` : ''}
                  {` · ${t('quizzes.play.passMark', { mark: quiz.pass_mark_percent })}`}
                </p>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      {total > QUIZ_PAGE_SIZE ? (
        <Pagination
          page={page}
          pageSize={QUIZ_PAGE_SIZE}
          total={total}
          onPageChange={onPage}
          labels={{
            previous: t('common.previous'),
            next: t('common.next'),
            summary: t('quizzes.list.summary', { total }),
          }}
        />
      ) : null}
    </div>
  );
}

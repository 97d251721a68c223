import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useManagedQuiz, useQuizMutations } from '@/features/quizzes/api/quizzes';
import { isApiError } from '@/lib/api-client';
import { AssistantPanel } from './assistant-panel';
import { QuestionList } from './question-list';
import { QuizCsvPanel } from './quiz-csv-panel';
import { QuizSettingsForm } from './quiz-settings-form';
import { QuizStatsPanel } from './quiz-stats';

const TABS = ['questions', 'assistant', 'settings', 'csv', 'stats'] as const;
type Tab = (typeof TABS)[number];

/** A quiz's workshop: its questions, the assistant that proposes more, its settings, CSV in and out, and its statistics. */
export function QuizBuilder({ quizId, listPath }: { quizId: number; listPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quiz = useManagedQuiz(quizId);
  const mutations = useQuizMutations(quizId);
  const [tab, setTab] = useState<Tab>('questions');
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (quiz.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (quiz.isError) {
    if (isApiError(quiz.error) && quiz.error.status === 404) {
      return <Alert tone="warning" title={t('quizzes.builder.notFound')} />;
    }
    return (
      <RetryAlert
        title={t('quizzes.builder.failed')}
        message={quiz.error.message}
        retryLabel={t('quizzes.retry')}
        onRetry={() => void quiz.refetch()}
      />
    );
  }
  const data = quiz.data;
  const playPath = `/lms/quizzes/${data.id}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={clsx(
            'rounded-full px-3 py-1 text-xs font-semibold',
            data.public_play ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {data.public_play ? t('quizzes.builder.public') : t('quizzes.builder.private')}
        </span>
        {data.public_play ? (
          <ButtonLink to={playPath} size="sm" variant="outline" data-testid="play-link">
            {t('quizzes.builder.openPlayer')}
          </ButtonLink>
        ) : null}
      </div>
      <div
        role="tablist"
        aria-label={t('quizzes.builder.sections')}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={clsx(
              '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium',
              tab === name
                ? 'border-indigo-600 text-indigo-700'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
            onClick={() => setTab(name)}
          >
            {t(`quizzes.builder.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'questions' ? <QuestionList quiz={data} /> : null}
        {tab === 'assistant' ? <AssistantPanel quizId={data.id} /> : null}
        {tab === 'settings' ? (
          <div className="space-y-4">
            <Card>
              <CardHeader title={t('quizzes.builder.tabs.settings')} />
              <CardBody>
                <QuizSettingsForm
                  key={data.updated_at}
                  quiz={data}
                  submitLabel={t('quizzes.settings.save')}
                  pending={mutations.update.isPending}
                  error={mutations.update.error?.message}
                  onSubmit={(input) => mutations.update.mutate(input)}
                />
                {mutations.update.isSuccess ? (
                  <p className="mt-2 text-sm text-emerald-700" role="status">
                    {t('quizzes.settings.saved')}
                  </p>
                ) : null}
              </CardBody>
            </Card>
            <Card>
              <CardHeader
                title={t('quizzes.builder.deleteQuiz')}
                description={t('quizzes.builder.deleteQuizHint')}
                action={
                  <Button variant="danger" size="sm" onClick={() => setConfirmDelete(true)}>
                    {t('quizzes.builder.delete')}
                  </Button>
                }
              />
            </Card>
          </div>
        ) : null}
        {tab === 'csv' ? <QuizCsvPanel quizId={data.id} /> : null}
        {tab === 'stats' ? <QuizStatsPanel quizId={data.id} /> : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('quizzes.builder.deleteQuizTitle', { title: data.title })}
        confirmLabel={t('quizzes.builder.delete')}
        pending={mutations.remove.isPending}
        onConfirm={() => mutations.remove.mutate(undefined, { onSuccess: () => navigate(listPath) })}
      >
        <p className="text-sm text-slate-700">{t('quizzes.builder.deleteQuizHint')}</p>
      </ConfirmDialog>
    </div>
  );
}

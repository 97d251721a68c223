import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useQuizStats } from '@/features/quizzes/api/quizzes';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The quiz's figures: sessions, pass rate, and for each question the share right and the spread of answers. */
export function QuizStatsPanel({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const stats = useQuizStats(quizId, true);
  if (stats.isPending) return <Skeleton className="h-48 w-full" />;
  if (stats.isError) {
    return (
      <RetryAlert
        title={t('quizzes.stats.failed')}
        message={stats.error.message}
        retryLabel={t('quizzes.retry')}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  const data = stats.data;
  const labels = {
    true: t('quizzes.stats.labels.true'),
    false: t('quizzes.stats.labels.false'),
    no_answer: t('quizzes.stats.labels.no_answer'),
    correct_order: t('quizzes.stats.labels.correct_order'),
    other_order: t('quizzes.stats.labels.other_order'),
  } as Record<string, string>;
  const label = (text: string) => labels[text] ?? text;
  return (
    <div className="space-y-4" data-testid="quiz-stats">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            [t('quizzes.stats.sessions'), data.sessions],
            [t('quizzes.stats.completed'), data.completed],
            [t('quizzes.stats.average'), `${data.average_percent}%`],
            [t('quizzes.stats.passRate'), percent(data.pass_rate)],
          ] as [string, string | number][]
        ).map(([name, value]) => (
          <Card key={String(name)}>
            <CardBody>
              <p className="text-xs text-slate-600">{name}</p>
              <p className="text-xl font-bold text-slate-900">{value}</p>
            </CardBody>
          </Card>
        ))}
      </div>
      {data.sessions === 0 ? (
        <EmptyState title={t('quizzes.stats.empty')} description={t('quizzes.stats.emptyHint')} />
      ) : (
        <ol className="space-y-3">
          {data.questions.map((question, index) => {
            const most = Math.max(1, ...question.distribution.map((d) => d.count));
            return (
              <li key={question.question_id}>
                <Card>
                  <CardHeader
                    title={`${index + 1}. ${question.text}`}
                    description={t('quizzes.stats.shareRight', {
                      share: percent(question.share_correct),
                      count: question.answers,
                    })}
                  />
                  <CardBody className="space-y-2">
                    {question.distribution.map((item) => (
                      <div
                        key={item.label}
                        className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm"
                      >
                        <span className="truncate text-slate-800">
                          {label(item.label)}
                          {item.correct ? ` ✓` : ''}
                        </span>
                        <span className="tabular-nums text-slate-600">{item.count}</span>
                        <div
                          className="col-span-2 h-2 overflow-hidden rounded-full bg-slate-100"
                          aria-hidden="true"
                        >
                          <div
                            className={item.correct ? 'h-full bg-emerald-500' : 'h-full bg-slate-400'}
                            style={{ width: `${(item.count / most) * 100}%` }}
                          />
                        </div>
                      </div>
                    ))}
                  </CardBody>
                </Card>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

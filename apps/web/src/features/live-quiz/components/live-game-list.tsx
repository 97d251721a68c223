import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardHeader } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { LIVE_GAME_PAGE_SIZE, useQuizLiveGames } from '@/features/live-quiz/api/live-games';

/** A quiz's live games, newest first, each leading to its report. */
export function LiveGameList({ quizId }: { quizId: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const games = useQuizLiveGames(quizId, page);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <CardHeader title={t('liveQuiz.history.title')} description={t('liveQuiz.history.description')} />
      <div className="px-5 py-4">
        {games.isPending ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : games.isError ? (
          <RetryAlert
            title={t('liveQuiz.history.failed')}
            message={games.error.message}
            retryLabel={t('liveQuiz.retry')}
            onRetry={() => void games.refetch()}
          />
        ) : games.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">{t('liveQuiz.history.empty')}</p>
        ) : (
          <div className="space-y-3">
            <ul className="divide-y divide-slate-100" data-testid="live-history">
              {games.data.items.map((game) => (
                <li key={game.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {date.format(new Date(game.started_at ?? game.created_at))} · PIN {game.pin}
                    </p>
                    <p className="text-sm text-slate-600">
                      {t(`liveQuiz.mode.${game.mode}`)} ·{' '}
                      {t('liveQuiz.host.players', {
                        count: game.player_count,
                        formatted: String(game.player_count),
                      })}{' '}
                      · {t(`liveQuiz.state.${game.state}`)}
                    </p>
                  </div>
                  <Link
                    to={`/lms/dashboard/quiz-sessions/${game.id}`}
                    className="text-sm font-semibold text-indigo-700 hover:underline"
                  >
                    {t('liveQuiz.history.report')}
                  </Link>
                </li>
              ))}
            </ul>
            {games.data.total > LIVE_GAME_PAGE_SIZE ? (
              <Pagination
                page={page}
                pageSize={LIVE_GAME_PAGE_SIZE}
                total={games.data.total}
                onPageChange={setPage}
                labels={{
                  previous: t('liveQuiz.history.previous'),
                  next: t('liveQuiz.history.next'),
                  summary: t('liveQuiz.history.summary', { page, total: games.data.total }),
                }}
              />
            ) : null}
          </div>
        )}
      </div>
    </Card>
  );
}

import type { LiveReportPlayer, LiveSessionDetails } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DownloadIcon } from '@/components/ui/more-icons';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { useDownloadLiveReport } from '@/features/live-quiz/api/live-games';

function useFormats() {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  const seconds = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  return {
    number: (value: number) => number.format(value),
    seconds: (ms: number | null) => (ms === null ? '–' : `${seconds.format(ms / 1000)} s`),
    date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}

function PlayerAnswers({ player, details }: { player: LiveReportPlayer; details: LiveSessionDetails }) {
  const { t } = useTranslation();
  const format = useFormats();
  return (
    <details className="group">
      <summary className="cursor-pointer text-sm font-semibold text-indigo-700">
        {t('liveQuiz.report.answers', { count: player.answers.length })}
      </summary>
      <ol className="mt-2 space-y-1 text-sm">
        {details.questions.map((question) => {
          const answer = player.answers.find((item) => item.question_index === question.index);
          return (
            <li
              key={question.index}
              className="flex flex-wrap gap-x-3 gap-y-0.5 rounded-lg bg-slate-50 px-3 py-2"
            >
              <span className="font-semibold">{question.index + 1}.</span>
              <span
                className={clsx('min-w-0 flex-1 break-words', !answer?.answer && 'text-slate-500 italic')}
              >
                {answer?.answer ?? t('liveQuiz.report.noAnswer')}
              </span>
              <span className={answer?.correct ? 'text-emerald-700' : 'text-rose-700'}>
                {answer?.correct ? t('liveQuiz.report.right') : t('liveQuiz.report.wrong')}
              </span>
              <span className="tabular-nums">
                {t('liveQuiz.points', {
                  count: answer?.points ?? 0,
                  formatted: format.number(answer?.points ?? 0),
                })}
              </span>
              <span className="tabular-nums text-slate-600">
                {format.seconds(answer ? answer.time_ms : null)}
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

/** A game's report: every player and answer, the questions from hardest, and the CSV. */
export function SessionReport({ details }: { details: LiveSessionDetails }) {
  const { t } = useTranslation();
  const format = useFormats();
  const download = useDownloadLiveReport(details.game.id);
  const { game } = details;
  const running = game.state !== 'ended' && game.state !== 'podium';
  const hardest = details.hardest
    .map((index) => details.questions.find((question) => question.index === index))
    .filter((question) => question !== undefined);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          {format.date.format(new Date(game.started_at ?? game.created_at))} · PIN {game.pin} ·{' '}
          {t(`liveQuiz.mode.${game.mode}`)} · {t(`liveQuiz.state.${game.state}`)}
        </p>
        <Button
          variant="outline"
          icon={<DownloadIcon className="size-4" />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid="report-csv"
        >
          {t('liveQuiz.report.csv')}
        </Button>
      </div>
      {download.error ? <Alert tone="error" title={download.error.message} /> : null}
      {running ? <Alert tone="info" title={t('liveQuiz.report.running')} /> : null}

      <div className="grid gap-4 sm:grid-cols-3">
        {[
          [t('liveQuiz.report.playerCount'), format.number(details.players.length)],
          [t('liveQuiz.report.questionCount'), format.number(details.questions.length)],
          [
            t('liveQuiz.report.averageCorrect'),
            details.questions.length
              ? `${Math.round(details.questions.reduce((sum, q) => sum + q.percent_correct, 0) / details.questions.length)}%`
              : '–',
          ],
        ].map(([label, value]) => (
          <Card key={label}>
            <CardBody>
              <p className="text-sm text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
            </CardBody>
          </Card>
        ))}
      </div>

      <Card>
        <CardHeader title={t('liveQuiz.report.hardest')} description={t('liveQuiz.report.hardestHint')} />
        <CardBody>
          {hardest.length === 0 ? (
            <p className="text-sm text-slate-600">{t('liveQuiz.report.noQuestions')}</p>
          ) : (
            <ol className="space-y-2" data-testid="hardest">
              {hardest.map((question) => (
                <li key={question.index} className="flex items-center gap-3">
                  <span className="w-14 shrink-0 rounded-lg bg-rose-50 py-1 text-center font-bold text-rose-700 tabular-nums">
                    {question.percent_correct}%
                  </span>
                  <span className="min-w-0 break-words">
                    {question.index + 1}. {question.text}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </CardBody>
      </Card>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('liveQuiz.report.players')}</h2>
        {details.players.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center text-slate-600">
            {t('liveQuiz.report.noPlayers')}
          </p>
        ) : (
          <ResponsiveTable
            rows={details.players}
            rowKey={(player) => player.id}
            tableTestId="report-players"
            cardsTestId="report-player-cards"
            columns={[
              {
                header: t('liveQuiz.report.rank'),
                cell: (player) => player.rank,
                className: 'w-16 font-bold',
              },
              {
                header: t('liveQuiz.report.nickname'),
                cell: (player) => (
                  <div className="space-y-1">
                    <p className="font-semibold">
                      {player.nickname}
                      {player.user_id ? (
                        <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-700">
                          {t('liveQuiz.report.learner')}
                        </span>
                      ) : null}
                      {player.kicked ? (
                        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                          {t('liveQuiz.report.kicked')}
                        </span>
                      ) : null}
                    </p>
                    <PlayerAnswers player={player} details={details} />
                  </div>
                ),
              },
              {
                header: t('liveQuiz.report.correct'),
                align: 'right',
                cell: (player) => `${player.correct_count}/${details.questions.length}`,
              },
              {
                header: t('liveQuiz.report.score'),
                align: 'right',
                className: 'font-bold tabular-nums',
                cell: (player) => <span data-testid="report-score">{format.number(player.score)}</span>,
              },
            ]}
            card={(player) => (
              <div className="space-y-2">
                <div className="flex items-center justify-between gap-3">
                  <p className="min-w-0 truncate font-semibold">
                    {player.rank}. {player.nickname}
                  </p>
                  <p className="shrink-0 font-bold tabular-nums">{format.number(player.score)}</p>
                </div>
                <p className="text-sm text-slate-600">
                  {t('liveQuiz.report.correctOf', {
                    count: player.correct_count,
                    total: details.questions.length,
                  })}
                </p>
                <PlayerAnswers player={player} details={details} />
              </div>
            )}
          />
        )}
      </section>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('liveQuiz.report.questions')}</h2>
        <ResponsiveTable
          rows={details.questions}
          rowKey={(question) => question.index}
          columns={[
            { header: '#', cell: (question) => question.index + 1, className: 'w-12' },
            { header: t('liveQuiz.report.question'), cell: (question) => question.text },
            {
              header: t('liveQuiz.report.correctShare'),
              align: 'right',
              cell: (question) => `${question.percent_correct}%`,
            },
            {
              header: t('liveQuiz.report.averageTime'),
              align: 'right',
              cell: (question) => format.seconds(question.average_time_ms),
            },
          ]}
          card={(question) => (
            <div className="space-y-1">
              <p className="font-semibold break-words">
                {question.index + 1}. {question.text}
              </p>
              <p className="text-sm text-slate-600">
                {question.percent_correct}% · {format.seconds(question.average_time_ms)}
              </p>
            </div>
          )}
        />
      </section>
    </div>
  );
}

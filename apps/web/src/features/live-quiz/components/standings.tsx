import type { LiveQuestionEvent, LiveServerEventOf } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons';
import { ArrowUpIcon } from '@/components/ui/more-icons';
import { useOptionLabel } from './answer-pad';
import { answerStyle, ShapeIcon } from './answer-shapes';

const formatNumber = (value: number, language: string) => new Intl.NumberFormat(language).format(value);

/** How many chose each option, the right ones marked (the host's big screen after a question). */
export function Distribution({
  question,
  reveal,
}: {
  question: LiveQuestionEvent;
  reveal: LiveServerEventOf<'reveal'>;
}) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const choice = question.question_type !== 'short_answer' && question.question_type !== 'ordering';
  const rows = choice
    ? question.options.map((_, index) => ({
        key: index,
        text: label(question, index),
        count: reveal.distribution[index] ?? 0,
        correct: reveal.correct.includes(index),
        index,
      }))
    : [
        {
          key: 0,
          text: t('liveQuiz.reveal.right'),
          count: reveal.distribution[0] ?? 0,
          correct: true,
          index: 3,
        },
        {
          key: 1,
          text: t('liveQuiz.reveal.wrong'),
          count: reveal.distribution[1] ?? 0,
          correct: false,
          index: 0,
        },
      ];
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul className="space-y-2" aria-label={t('liveQuiz.reveal.distribution')} data-testid="distribution">
      {rows.map((row) => (
        <li key={row.key} className="flex items-center gap-3">
          <span
            className={clsx(
              'flex size-10 shrink-0 items-center justify-center rounded-lg',
              answerStyle(row.index).bar,
              !row.correct && 'opacity-60',
            )}
          >
            <ShapeIcon index={row.index} className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-baseline justify-between gap-3">
              <span
                className={clsx(
                  'truncate text-base sm:text-lg',
                  row.correct ? 'font-bold' : 'text-slate-600',
                )}
              >
                {row.correct ? (
                  <CheckIcon
                    className="mr-1 inline size-5 text-emerald-600"
                    aria-label={t('liveQuiz.reveal.correct')}
                  />
                ) : null}
                {row.text}
              </span>
              <span className="shrink-0 font-semibold tabular-nums">
                {formatNumber(row.count, i18n.language)}
              </span>
            </div>
            <div className="mt-1 h-3 rounded-full bg-slate-100">
              <div
                className={clsx('h-3 rounded-full', answerStyle(row.index).bar, !row.correct && 'opacity-60')}
                style={{ width: `${(row.count / most) * 100}%` }}
              />
            </div>
          </div>
        </li>
      ))}
      {reveal.accepted.length > 0 ? (
        <li className="text-sm text-slate-700">
          {t('liveQuiz.reveal.accepted', { answers: reveal.accepted.join(', ') })}
        </li>
      ) : null}
    </ul>
  );
}

/** The top five after a question, and who climbed. */
export function Leaderboard({
  board,
  highlight,
}: {
  board: LiveServerEventOf<'leaderboard'>;
  highlight?: number;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="space-y-5">
      {board.top.length === 0 ? (
        <p className="text-center text-slate-600">{t('liveQuiz.leaderboard.empty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('liveQuiz.leaderboard.title')} data-testid="leaderboard">
          {board.top.map((entry) => (
            <li
              key={entry.player_id}
              className={clsx(
                'flex items-center gap-3 rounded-xl px-4 py-3 text-lg shadow-xs sm:text-xl',
                entry.player_id === highlight ? 'bg-indigo-600 text-white' : 'bg-white text-slate-900',
              )}
            >
              <span className="w-8 shrink-0 text-center font-bold tabular-nums">{entry.rank}</span>
              <span className="min-w-0 flex-1 truncate font-semibold">{entry.nickname}</span>
              {entry.streak >= 2 ? (
                <span
                  className="shrink-0 text-sm"
                  title={t('liveQuiz.leaderboard.streak', { count: entry.streak })}
                >
                  ×{entry.streak}
                </span>
              ) : null}
              <span className="shrink-0 font-bold tabular-nums">
                {formatNumber(entry.score, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      )}
      {board.movers.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {t('liveQuiz.leaderboard.movers')}
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {board.movers.map((mover) => (
              <li
                key={mover.id}
                className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900 ring-1 ring-emerald-200"
              >
                <ArrowUpIcon className="size-4" aria-hidden="true" />
                <span className="font-semibold">{mover.nickname}</span>
                <span>{t('liveQuiz.leaderboard.moved', { from: mover.from, to: mover.to })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const PLACES = [
  { order: 'order-2', height: 'h-40 sm:h-56', colour: 'bg-amber-400' },
  { order: 'order-1', height: 'h-28 sm:h-40', colour: 'bg-slate-300' },
  { order: 'order-3', height: 'h-20 sm:h-28', colour: 'bg-orange-300' },
];

/** The three best at the end, second and third either side of the winner. */
export function Podium({ podium }: { podium: LiveServerEventOf<'podium'> }) {
  const { t, i18n } = useTranslation();
  if (podium.top.length === 0)
    return <p className="text-center text-slate-600">{t('liveQuiz.podium.nobody')}</p>;
  return (
    <ol
      className="flex items-end justify-center gap-2 sm:gap-4"
      aria-label={t('liveQuiz.podium.title')}
      data-testid="podium"
    >
      {podium.top.slice(0, 3).map((entry, place) => (
        <li
          key={entry.player_id}
          className={clsx('flex w-28 flex-col items-center sm:w-44', PLACES[place]!.order)}
        >
          <span className="mt-1 w-full truncate text-center text-base font-bold sm:text-xl">
            {entry.nickname}
          </span>
          <span className="text-sm tabular-nums text-slate-700 sm:text-base">
            {t('liveQuiz.points', {
              count: entry.score,
              formatted: formatNumber(entry.score, i18n.language),
            })}
          </span>
          <div
            className={clsx(
              'mt-2 flex w-full items-start justify-center rounded-t-xl pt-2 text-2xl font-black text-slate-900 sm:text-4xl',
              PLACES[place]!.height,
              PLACES[place]!.colour,
            )}
          >
            <span className="sr-only">{t('liveQuiz.podium.place', { rank: entry.rank })}</span>
            <span aria-hidden="true">{entry.rank}</span>
          </div>
        </li>
      ))}
    </ol>
  );
}

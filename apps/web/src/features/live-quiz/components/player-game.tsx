import clsx from 'clsx';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePlayerGame } from '@/features/live-quiz/hooks/use-live-game';
import { loadSeat } from '@/features/live-quiz/lib/resume-store';
import { AnswerPad } from './answer-pad';
import { ConnectionBanner } from './connection-banner';
import { Countdown } from './countdown';
import { JoinForm } from './join-form';
import { Leaderboard, Podium } from './standings';

function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={clsx('rounded-3xl bg-white p-5 text-center text-slate-900 shadow-lg sm:p-8', className)}>
      {children}
    </div>
  );
}

/**
 * A player's phone in a game: join, wait in the lobby, answer, see the outcome and rank, the podium. A
 * reload or a dropped connection comes back to the same seat (score and streak) with the stored token.
 */
export function PlayerGame({
  initialPin,
  defaultNickname,
  authToken,
}: {
  initialPin: string;
  defaultNickname: string;
  authToken: string | null;
}) {
  const { t, i18n } = useTranslation();
  const game = usePlayerGame();
  const { state, join, resume, answer } = game;
  const resumed = useRef(false);
  // A refused nickname brings back the form on the nickname step of the same game.
  const [lastJoin, setLastJoin] = useState<{ pin: string; nickname: string } | null>(null);
  const leave = () => {
    setLastJoin(null);
    game.leave();
  };
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  // Back after a reload: the stored seat of this PIN (or of any game when the address has none).
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const seat = loadSeat(initialPin || null);
    if (seat) resume(seat.pin, seat.nickname, seat.token);
  }, [initialPin, resume]);

  const { phase, question, reveal } = state;
  const total = state.game?.question_count ?? 0;
  let body: ReactNode;

  if (phase === 'idle') {
    body = (
      <JoinForm
        initialPin={lastJoin?.pin ?? initialPin}
        initialNickname={lastJoin?.nickname ?? defaultNickname}
        error={state.error?.message ?? null}
        onJoin={(pin, nickname) => {
          setLastJoin({ pin, nickname });
          join(pin, nickname, authToken);
        }}
      />
    );
  } else if (phase === 'joining') {
    body = (
      <Panel>
        <Spinner className="size-8 text-indigo-600" label={t('liveQuiz.player.joining')} />
        <p className="mt-3 font-semibold">{t('liveQuiz.player.joining')}</p>
      </Panel>
    );
  } else if (phase === 'lobby') {
    body = (
      <Panel>
        <p className="text-3xl font-black sm:text-4xl">{t('liveQuiz.player.youreIn')}</p>
        <p className="mt-3 text-lg text-slate-700">{t('liveQuiz.player.seeName')}</p>
        <p className="mt-4 text-sm text-slate-600">
          {t('liveQuiz.host.players', { count: state.playerCount, formatted: number(state.playerCount) })}
        </p>
      </Panel>
    );
  } else if (phase === 'question' && question) {
    const given = state.answer?.question_index === question.index ? state.answer : null;
    body = (
      <div className="space-y-4">
        <div className="flex items-center gap-3 rounded-2xl bg-white/95 p-4 shadow">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-slate-600">
              {t('liveQuiz.question.number', { index: question.index + 1, count: question.count || total })}
            </p>
            <h1
              className="text-lg font-bold break-words text-slate-900 sm:text-2xl"
              data-testid="player-question"
            >
              {question.text}
            </h1>
          </div>
          <Countdown clock={state.clock} totalMs={question.time_limit_ms} />
        </div>
        {given ? (
          <Panel>
            {given.status === 'stored' ? (
              <>
                <p className="text-2xl font-black" data-testid="answer-stored">
                  {t('liveQuiz.player.answerStored')}
                </p>
                <p className="mt-2 text-slate-700">{t('liveQuiz.player.waitReveal')}</p>
              </>
            ) : (
              <p className="flex items-center justify-center gap-2 text-lg font-semibold">
                <Spinner className="size-5 text-indigo-600" />
                {t('liveQuiz.player.sending')}
              </p>
            )}
          </Panel>
        ) : state.clock?.paused ? (
          <Panel>
            <p className="text-xl font-bold">{t('liveQuiz.clock.paused')}</p>
          </Panel>
        ) : (
          <AnswerPad key={question.index} question={question} disabled={false} onAnswer={answer} />
        )}
        {state.error ? (
          <p className="rounded-xl bg-white/90 p-3 text-center text-sm text-red-700">{state.error.message}</p>
        ) : null}
      </div>
    );
  } else if (phase === 'reveal' && reveal) {
    const you = reveal.you;
    const tone = reveal.skipped || !you?.answered ? 'none' : you.correct ? 'right' : 'wrong';
    body = (
      <Panel
        className={clsx(
          tone === 'right' && 'bg-emerald-600 text-white',
          tone === 'wrong' && 'bg-rose-600 text-white',
        )}
      >
        <p className="text-4xl font-black" data-testid="reveal-outcome">
          {reveal.skipped
            ? t('liveQuiz.reveal.skipped')
            : tone === 'right'
              ? t('liveQuiz.player.right')
              : tone === 'wrong'
                ? t('liveQuiz.player.wrong')
                : t('liveQuiz.player.noAnswer')}
        </p>
        {you && !reveal.skipped ? (
          <>
            <p className="mt-3 text-2xl font-bold tabular-nums" data-testid="reveal-points">
              +{number(you.points)}
            </p>
            {you.streak >= 2 ? (
              <p className="mt-1 text-lg">{t('liveQuiz.player.streak', { count: you.streak })}</p>
            ) : null}
            <p className="mt-3 text-lg">{t('liveQuiz.player.rank', { rank: you.rank })}</p>
          </>
        ) : null}
      </Panel>
    );
  } else if (phase === 'leaderboard' && state.leaderboard) {
    body = (
      <div className="space-y-4">
        <Panel>
          <p className="text-sm font-semibold text-slate-600">{t('liveQuiz.player.yourRank')}</p>
          <p className="text-5xl font-black tabular-nums" data-testid="player-rank">
            {state.rank ? `#${state.rank}` : '–'}
          </p>
        </Panel>
        <Leaderboard board={state.leaderboard} highlight={state.me?.id} />
      </div>
    );
  } else if (phase === 'podium' && state.podium) {
    body = (
      <div className="space-y-5">
        <Panel>
          <h1 className="text-2xl font-black sm:text-3xl">{t('liveQuiz.podium.title')}</h1>
          <div className="mt-6">
            <Podium podium={state.podium} />
          </div>
        </Panel>
        {state.podium.you ? (
          <Panel>
            <p className="text-lg font-bold" data-testid="final-place">
              {t('liveQuiz.player.finalPlace', {
                rank: state.podium.you.rank,
                total: state.podium.total_players,
              })}
            </p>
            <p className="mt-1 text-slate-700">
              {t('liveQuiz.player.finalCorrect', {
                count: state.podium.you.correct_count,
                total,
              })}
            </p>
          </Panel>
        ) : null}
        <Button variant="outline" className="w-full bg-white" onClick={leave}>
          {t('liveQuiz.player.playAgain')}
        </Button>
      </div>
    );
  } else if (phase === 'kicked' || phase === 'ended') {
    body = (
      <div className="space-y-4">
        <Panel>
          <p className="text-xl font-bold">
            {phase === 'kicked' ? t('liveQuiz.player.kicked') : t('liveQuiz.player.ended')}
          </p>
        </Panel>
        <Button variant="outline" className="w-full bg-white" onClick={leave}>
          {t('liveQuiz.player.playAgain')}
        </Button>
      </div>
    );
  } else {
    body = (
      <Panel>
        <Spinner className="size-8 text-indigo-600" label={t('liveQuiz.player.joining')} />
      </Panel>
    );
  }

  const seated = state.me && phase !== 'idle' && phase !== 'joining';
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-br from-indigo-700 via-violet-700 to-fuchsia-700">
      <ConnectionBanner connection={state.connection} />
      <header className="flex items-center justify-between gap-3 px-4 py-3 text-white">
        <span className="text-lg font-black tracking-tight">Pustaka Live</span>
        {seated ? (
          <span className="flex min-w-0 items-center gap-2 text-sm">
            <span className="truncate font-semibold" data-testid="player-nickname">
              {state.me?.nickname}
            </span>
            <span
              className="shrink-0 rounded-full bg-white/20 px-3 py-1 font-bold tabular-nums"
              data-testid="player-score"
            >
              {t('liveQuiz.points', { count: state.score, formatted: number(state.score) })}
            </span>
          </span>
        ) : null}
      </header>
      <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 pb-8">{body}</div>
    </div>
  );
}

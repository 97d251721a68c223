import { type LiveGame, type LiveHostCommand, liveQuizJoinUrl } from '@pustaka/contract';
import clsx from 'clsx';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CloseIcon } from '@/components/ui/icons';
import { UsersIcon } from '@/components/ui/more-icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { useHostGame } from '@/features/live-quiz/hooks/use-live-game';
import { useOptionLabel } from './answer-pad';
import { answerStyle, ShapeIcon } from './answer-shapes';
import { ConnectionBanner } from './connection-banner';
import { Countdown } from './countdown';
import { JoinPanel } from './join-panel';
import { Distribution, Leaderboard, Podium } from './standings';

/** The host's big screen of one game, from the lobby to the podium. */
export function HostGame({ game, reportPath }: { game: LiveGame; reportPath: string }) {
  const { t, i18n } = useTranslation();
  const { state, command, dismissError } = useHostGame(game.id, game.host_token);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const stage = useRef<HTMLDivElement>(null);
  const label = useOptionLabel();
  const joinUrl = liveQuizJoinUrl(window.location.origin, game.pin);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const send = (message: LiveHostCommand) => {
    dismissError();
    command(message);
  };
  const questionCount = state.game?.question_count ?? game.question_count;
  const { question } = state;
  const last = question ? question.index + 1 >= questionCount : false;

  const fullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen?.().catch(() => undefined);
  };

  let body: ReactNode;
  if (state.phase === 'idle' && state.error) {
    body = <Alert tone="error" title={state.error.message} />;
  } else if (state.phase === 'idle' || state.phase === 'joining') {
    body = <LoadingBlock label={t('liveQuiz.host.connecting')} />;
  } else if (state.phase === 'lobby') {
    body = (
      <div className="space-y-6">
        <JoinPanel pin={game.pin} url={joinUrl} title={game.title} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className="flex items-center gap-2 text-xl font-bold text-slate-900 sm:text-2xl"
            data-testid="player-count"
          >
            <UsersIcon className="size-6 text-indigo-600" aria-hidden="true" />
            {t('liveQuiz.host.players', { count: state.playerCount, formatted: number(state.playerCount) })}
          </p>
          <Button size="lg" onClick={() => send({ type: 'start' })} disabled={state.playerCount === 0}>
            {t('liveQuiz.host.start')}
          </Button>
        </div>
        {state.locked ? (
          <div data-testid="lobby-locked">
            <Alert tone="warning" title={t('liveQuiz.host.lockedNote')} />
          </div>
        ) : null}
        {state.players.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
            {t('liveQuiz.host.waiting')}
          </p>
        ) : (
          <>
            <ul
              className="flex flex-wrap gap-2"
              aria-label={t('liveQuiz.host.playerList')}
              data-testid="lobby-players"
            >
              {state.players.map((player) => (
                <li
                  key={player.id}
                  className="inline-flex items-center gap-1 rounded-full bg-white py-1 pr-1 pl-4 text-base font-semibold shadow-xs ring-1 ring-slate-200 sm:text-lg"
                >
                  <span className="max-w-48 truncate">{player.nickname}</span>
                  <button
                    type="button"
                    onClick={() => send({ type: 'kick', player_id: player.id })}
                    className="flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-red-50 hover:text-red-700"
                    aria-label={t('liveQuiz.host.kick', { name: player.nickname })}
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            <p className="text-sm text-slate-600">{t('liveQuiz.host.kickHint')}</p>
          </>
        )}
      </div>
    );
  } else if ((state.phase === 'question' || state.phase === 'reveal') && question) {
    const revealed = state.phase === 'reveal' ? state.reveal : null;
    body = (
      <div className="space-y-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm font-semibold text-slate-600 sm:text-base">
            {t('liveQuiz.question.number', { index: question.index + 1, count: questionCount })}
            {state.clock?.paused && !revealed ? (
              <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                {t('liveQuiz.clock.paused')}
              </span>
            ) : null}
          </p>
          <p
            className="text-right text-sm font-semibold text-slate-700 sm:text-lg"
            data-testid="answer-count"
          >
            {t('liveQuiz.host.answered', {
              answered: number(state.answeredCount),
              total: number(state.playerCount),
            })}
          </p>
        </div>
        <div className="flex items-center gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2
            className="min-w-0 flex-1 text-2xl font-bold break-words text-slate-900 sm:text-4xl"
            data-testid="question-text"
          >
            {question.text}
          </h2>
          {revealed ? null : <Countdown clock={state.clock} totalMs={question.time_limit_ms} size="lg" />}
        </div>
        {question.image_url ? (
          <img src={question.image_url} alt="" className="mx-auto max-h-72 rounded-2xl object-contain" />
        ) : null}
        {revealed ? (
          revealed.skipped ? (
            <Alert tone="info" title={t('liveQuiz.reveal.skipped')} />
          ) : (
            <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <Distribution question={question} reveal={revealed} />
            </div>
          )
        ) : question.question_type === 'short_answer' ? (
          <p className="text-center text-lg text-slate-700">{t('liveQuiz.host.typeOnPhones')}</p>
        ) : (
          <ul className={clsx('grid gap-3', question.options.length > 1 && 'sm:grid-cols-2')}>
            {question.options.map((_, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place on screen
                key={index}
                className={clsx(
                  'flex min-h-16 items-center gap-3 rounded-2xl px-4 py-3 text-lg font-bold text-white sm:min-h-24 sm:text-2xl',
                  answerStyle(index).button,
                )}
              >
                <ShapeIcon index={index} className="size-8" />
                <span className="min-w-0 break-words">{label(question, index)}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {revealed ? (
            <Button size="lg" onClick={() => send({ type: 'next' })}>
              {t('liveQuiz.host.showLeaderboard')}
            </Button>
          ) : (
            <>
              {state.clock?.paused ? (
                <Button variant="outline" onClick={() => send({ type: 'resume' })}>
                  {t('liveQuiz.host.resume')}
                </Button>
              ) : (
                <Button variant="outline" onClick={() => send({ type: 'pause' })}>
                  {t('liveQuiz.host.pause')}
                </Button>
              )}
              <Button variant="outline" onClick={() => send({ type: 'skip' })}>
                {t('liveQuiz.host.skip')}
              </Button>
              <Button onClick={() => send({ type: 'next' })}>{t('liveQuiz.host.closeQuestion')}</Button>
            </>
          )}
        </div>
      </div>
    );
  } else if (state.phase === 'leaderboard' && state.leaderboard) {
    body = (
      <div className="space-y-5">
        <h2 className="text-center text-3xl font-black text-slate-900 sm:text-5xl">
          {t('liveQuiz.leaderboard.title')}
        </h2>
        <div className="mx-auto max-w-3xl">
          <Leaderboard board={state.leaderboard} />
        </div>
        <div className="flex justify-end">
          <Button size="lg" onClick={() => send({ type: 'next' })}>
            {last ? t('liveQuiz.host.showPodium') : t('liveQuiz.host.nextQuestion')}
          </Button>
        </div>
      </div>
    );
  } else if (state.phase === 'podium' && state.podium) {
    body = (
      <div className="space-y-8">
        <h2 className="text-center text-3xl font-black text-slate-900 sm:text-5xl">
          {t('liveQuiz.podium.title')}
        </h2>
        <Podium podium={state.podium} />
        <p className="text-center text-slate-700">
          {t('liveQuiz.podium.total', { count: state.podium.total_players })}
        </p>
        <div className="flex justify-center">
          <ButtonLink to={reportPath} size="lg">
            {t('liveQuiz.host.openReport')}
          </ButtonLink>
        </div>
      </div>
    );
  } else if (state.phase === 'ended') {
    body = (
      <div className="space-y-4 text-center">
        <Alert tone="info" title={t('liveQuiz.host.ended')} />
        <ButtonLink to={reportPath}>{t('liveQuiz.host.openReport')}</ButtonLink>
      </div>
    );
  } else {
    body = <LoadingBlock label={t('liveQuiz.host.connecting')} />;
  }

  const running = state.phase === 'question' || state.phase === 'reveal' || state.phase === 'leaderboard';
  return (
    <div ref={stage} className="space-y-4 bg-slate-50 [&:fullscreen]:overflow-auto [&:fullscreen]:p-8">
      <ConnectionBanner connection={state.connection} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm text-slate-600">
          {t('liveQuiz.host.pinShort', { pin: game.pin })} ·{' '}
          {t(`liveQuiz.mode.${state.game?.mode ?? game.mode}`)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" onClick={fullscreen}>
            {t('liveQuiz.host.fullscreen')}
          </Button>
          {running || state.phase === 'lobby' ? (
            <Button
              size="sm"
              variant={state.locked ? 'primary' : 'outline'}
              aria-pressed={state.locked}
              onClick={() => send({ type: state.locked ? 'unlock' : 'lock' })}
              data-testid="lock-toggle"
            >
              {state.locked ? t('liveQuiz.host.unlock') : t('liveQuiz.host.lock')}
            </Button>
          ) : null}
          {running || state.phase === 'lobby' || state.phase === 'podium' ? (
            <Button size="sm" variant="outline" onClick={() => setConfirmEnd(true)}>
              {t('liveQuiz.host.end')}
            </Button>
          ) : null}
        </div>
      </div>
      {state.error && state.phase !== 'idle' ? <Alert tone="warning" title={state.error.message} /> : null}
      {body}
      <ConfirmDialog
        open={confirmEnd}
        onClose={() => setConfirmEnd(false)}
        title={t('liveQuiz.host.endTitle')}
        confirmLabel={t('liveQuiz.host.end')}
        onConfirm={() => {
          setConfirmEnd(false);
          send({ type: 'end' });
        }}
      >
        <p className="text-sm text-slate-700">{t('liveQuiz.host.endHint')}</p>
      </ConfirmDialog>
    </div>
  );
}

import { LIVE_QUIZ_LIMITS, type LiveGameMode } from '@pustaka/contract';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { type LiveGameSource, useCreateLiveGame, useHostedGame } from '@/features/live-quiz/api/live-games';
import { HostGame } from './host-game';
import { LiveGameList } from './live-game-list';

export const liveReportPath = (gameId: number) => `/lms/dashboard/quiz-sessions/${gameId}`;

/**
 * The host's page of a quiz: start a game (mode, seconds per question), run it, and the quiz's past games.
 * The running game's id is in the address (`?game=`), so a reload attaches to it again.
 */
export function LiveGameLauncher({ source, quizId }: { source: LiveGameSource; quizId: number | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const raw = params.get('game') ?? '';
  const gameId = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : 0;
  const hosted = useHostedGame(gameId);
  const create = useCreateLiveGame(source);
  const [mode, setMode] = useState<LiveGameMode>('classic');
  const [seconds, setSeconds] = useState(String(LIVE_QUIZ_LIMITS.defaultQuestionSeconds));

  if (gameId > 0) {
    if (hosted.data) {
      return <HostGame key={hosted.data.id} game={hosted.data} reportPath={liveReportPath(hosted.data.id)} />;
    }
    if (hosted.isPending) return <Skeleton className="h-96 w-full" />;
    return (
      <div className="space-y-4">
        <Alert tone="error" title={hosted.error?.message ?? t('liveQuiz.start.notFound')} />
        <Button variant="outline" onClick={() => setParams({})}>
          {t('liveQuiz.start.again')}
        </Button>
      </div>
    );
  }

  const secondsValue = Number(seconds);
  const secondsError =
    Number.isInteger(secondsValue) &&
    secondsValue >= LIVE_QUIZ_LIMITS.minQuestionSeconds &&
    secondsValue <= LIVE_QUIZ_LIMITS.maxQuestionSeconds
      ? undefined
      : t('liveQuiz.start.secondsRange', {
          min: LIVE_QUIZ_LIMITS.minQuestionSeconds,
          max: LIVE_QUIZ_LIMITS.maxQuestionSeconds,
        });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (secondsError) return;
    create.mutate(
      { mode, question_seconds: secondsValue },
      {
        onSuccess: (game) => setParams({ game: String(game.id) }),
      },
    );
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('liveQuiz.start.title')} description={t('liveQuiz.start.description')} />
        <CardBody>
          <form onSubmit={submit} className="space-y-5">
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{t('liveQuiz.start.mode')}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {(['classic', 'accuracy'] as const).map((value) => (
                  <label
                    key={value}
                    className={clsx(
                      'flex cursor-pointer gap-3 rounded-xl border p-4',
                      mode === value
                        ? 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600'
                        : 'border-slate-300 bg-white',
                    )}
                  >
                    <input
                      type="radio"
                      name="mode"
                      value={value}
                      checked={mode === value}
                      onChange={() => setMode(value)}
                      className="mt-1 size-4 accent-indigo-600"
                    />
                    <span>
                      <span className="block font-semibold text-slate-900">
                        {t(`liveQuiz.mode.${value}`)}
                      </span>
                      <span className="block text-sm text-slate-600">{t(`liveQuiz.mode.${value}Hint`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <InputField
              label={t('liveQuiz.start.seconds')}
              hint={t('liveQuiz.start.secondsHint')}
              type="number"
              inputMode="numeric"
              min={LIVE_QUIZ_LIMITS.minQuestionSeconds}
              max={LIVE_QUIZ_LIMITS.maxQuestionSeconds}
              value={seconds}
              onChange={(event) => setSeconds(event.target.value)}
              error={seconds === '' ? undefined : secondsError}
              containerClassName="max-w-xs"
            />
            {create.error ? <Alert tone="error" title={create.error.message} /> : null}
            <Button type="submit" size="lg" loading={create.isPending} disabled={Boolean(secondsError)}>
              {t('liveQuiz.start.submit')}
            </Button>
          </form>
        </CardBody>
      </Card>
      {quizId ? <LiveGameList quizId={quizId} /> : null}
    </div>
  );
}

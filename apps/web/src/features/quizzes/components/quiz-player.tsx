import type { PlayerSession, QuizPlayerAnswer } from '@pustaka/contract';
import clsx from 'clsx';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { QuizPlayerApi } from '@/features/quizzes/api/player';
import { answerOf, clock, type Draft, emptyDraft } from '@/features/quizzes/lib/answers';
import { isApiError } from '@/lib/api-client';
import { QuestionInput } from './question-input';
import { QuizResult } from './quiz-result';

/** Answers the server refuses because the moment passed: the screen catches up with the server instead. */
const CATCH_UP = new Set(['QUIZ_TIME_UP', 'QUIZ_ALREADY_ANSWERED', 'QUIZ_SESSION_COMPLETED']);

function useTicker(active: boolean, everyMs = 250): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(performance.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs]);
  return now;
}

/**
 * Plays a quiz session, one question at a time. The server keeps the clock: the countdowns show the time
 * it reported, a question whose time runs out is passed, and the quiz completes when its own time is up.
 * A reload resumes where the player was. `api` says whose session it is (a guest's, a learner's).
 */
export function QuizPlayer({
  api,
  resultActions,
  onCompleted,
}: {
  api: QuizPlayerApi;
  resultActions?: ReactNode;
  onCompleted?: (session: PlayerSession) => void;
}) {
  const { t } = useTranslation();
  const [session, setSession] = useState<PlayerSession | null>(null);
  const [fetchedAt, setFetchedAt] = useState(0);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const started = useRef<QuizPlayerApi | null>(null);
  const expired = useRef<string | null>(null);

  const accept = useCallback(
    async (next: PlayerSession) => {
      let shown = next;
      // Every question answered: the quiz is done, whether or not its time is up.
      if (!shown.completed_at && !shown.current) shown = await api.complete(shown.id);
      setSession(shown);
      setFetchedAt(performance.now());
      const current = shown.current ? shown.questions[shown.current.index] : undefined;
      setDraft(current ? emptyDraft(current) : null);
      if (shown.completed_at) onCompleted?.(shown);
    },
    [api, onCompleted],
  );

  const fail = useCallback(
    (cause: unknown) => setError(isApiError(cause) ? cause.message : t('quizzes.play.failed')),
    [t],
  );

  useEffect(() => {
    if (started.current === api) return;
    started.current = api;
    api.start().then(accept).catch(fail);
  }, [api, accept, fail]);

  const playing = session !== null && !session.completed_at;
  const now = useTicker(playing);
  const elapsed = now - fetchedAt;
  const quizLeft = session?.remaining_ms == null ? null : session.remaining_ms - elapsed;
  const questionLeft = session?.current?.remaining_ms == null ? null : session.current.remaining_ms - elapsed;

  const send = useCallback(
    async (answer: QuizPlayerAnswer | null) => {
      if (!session?.current) return;
      setBusy(true);
      setError(null);
      try {
        try {
          await api.answer(session.id, session.current.index, answer);
        } catch (cause) {
          if (!(isApiError(cause) && CATCH_UP.has(cause.code))) throw cause;
        }
        await accept(await api.reload(session.id));
      } catch (cause) {
        fail(cause);
      } finally {
        setBusy(false);
      }
    },
    [api, session, accept, fail],
  );

  const finish = useCallback(async () => {
    if (!session) return;
    setBusy(true);
    try {
      await accept(await api.complete(session.id));
    } catch (cause) {
      fail(cause);
    } finally {
      setBusy(false);
    }
  }, [api, session, accept, fail]);

  // Time's up: the whole quiz completes; a question alone is passed, and the next one opens.
  useEffect(() => {
    if (!session || !playing || busy) return;
    const key = `${session.id}:${session.current?.index}`;
    if (expired.current === key) return;
    if (quizLeft !== null && quizLeft <= 0) {
      expired.current = key;
      void finish();
    } else if (questionLeft !== null && questionLeft <= 0) {
      expired.current = key;
      void send(null);
    }
  }, [session, playing, busy, quizLeft, questionLeft, finish, send]);

  if (!session) {
    return error ? (
      <Alert tone="error" title={t('quizzes.play.cannotStart')}>
        {error}
      </Alert>
    ) : (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (session.completed_at) return <QuizResult session={session} actions={resultActions} />;

  const current = session.current ? session.questions[session.current.index] : undefined;
  if (!current || !draft) return <Skeleton className="h-40 w-full" />;
  const answered = session.questions.filter((q) => q.answered).length;
  const answer = answerOf(current, draft);
  const urgent = (left: number | null) => left !== null && left < 10_000;

  return (
    <div className="space-y-4" data-testid="quiz-player">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-medium text-slate-700">
          {t('quizzes.play.progress', { number: answered + 1, total: session.questions.length })}
        </p>
        <div className="flex gap-2">
          {/* A question without its own limit runs on the quiz's clock alone. */}
          {questionLeft !== null && current.time_limit_seconds !== null ? (
            <span
              role="timer"
              data-testid="question-timer"
              className={clsx(
                'rounded-full px-3 py-1 font-mono font-semibold',
                urgent(questionLeft) ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-800',
              )}
            >
              {t('quizzes.play.questionTime', { time: clock(questionLeft) })}
            </span>
          ) : null}
          {quizLeft !== null ? (
            <span
              role="timer"
              data-testid="quiz-timer"
              className={clsx(
                'rounded-full px-3 py-1 font-mono font-semibold',
                urgent(quizLeft) ? 'bg-red-100 text-red-800' : 'bg-indigo-50 text-indigo-800',
              )}
            >
              {t('quizzes.play.quizTime', { time: clock(quizLeft) })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <div
          className="h-full bg-indigo-600 transition-all"
          style={{ width: `${(answered / session.questions.length) * 100}%` }}
        />
      </div>
      <Card>
        <CardBody className="space-y-4">
          <div className="flex items-start justify-between gap-3">
            <h2
              className="min-w-0 break-words text-lg font-semibold text-slate-900"
              data-testid="question-text"
            >
              {current.text}
            </h2>
            <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {t('quizzes.play.points', { count: current.points })}
            </span>
          </div>
          {current.image_url ? (
            <img
              src={current.image_url}
              alt=""
              className="max-h-72 w-auto max-w-full rounded-lg object-contain"
            />
          ) : null}
          <QuestionInput question={current} draft={draft} onChange={setDraft} disabled={busy} />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => void send(null)} disabled={busy}>
              {t('quizzes.play.pass')}
            </Button>
            <Button onClick={() => void send(answer)} disabled={answer === null} loading={busy}>
              {answered + 1 === session.questions.length
                ? t('quizzes.play.answerAndFinish')
                : t('quizzes.play.answer')}
            </Button>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}

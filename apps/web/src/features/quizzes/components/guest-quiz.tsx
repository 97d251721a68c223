import { QuizGuestStartSchema } from '@pustaka/contract';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import {
  forgetGuestSession,
  guestQuizApi,
  storedGuestSession,
  usePublicQuiz,
} from '@/features/quizzes/api/player';
import { clock } from '@/features/quizzes/lib/answers';
import { isApiError } from '@/lib/api-client';
import { issueMessage } from '@/lib/form';
import { QuizPlayer } from './quiz-player';

/** An independent quiz for anyone with the link: a nickname, then the player; a reload resumes. */
export function GuestQuiz({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const quiz = usePublicQuiz(quizId);
  const [nickname, setNickname] = useState(() => storedGuestSession(quizId)?.nickname ?? '');
  const [playing, setPlaying] = useState(() => storedGuestSession(quizId) !== null);
  const [round, setRound] = useState(0);
  const [error, setError] = useState<string | undefined>();
  // One player api per round: "play again" forgets the session and starts a new one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round makes a new session
  const api = useMemo(() => guestQuizApi(quizId, nickname.trim()), [quizId, playing, round]);

  if (quiz.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-1/2" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (quiz.isError) {
    const missing = isApiError(quiz.error) && quiz.error.status === 404;
    return (
      <Alert
        tone={missing ? 'warning' : 'error'}
        title={missing ? t('quizzes.play.notFound') : t('quizzes.play.failed')}
      >
        {missing ? t('quizzes.play.notFoundHint') : quiz.error.message}
      </Alert>
    );
  }

  const info = quiz.data;
  if (playing) {
    return (
      <QuizPlayer
        key={round}
        api={api}
        resultActions={
          <Button
            variant="outline"
            onClick={() => {
              forgetGuestSession(quizId);
              setRound((n) => n + 1);
            }}
          >
            {t('quizzes.play.again')}
          </Button>
        }
      />
    );
  }

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = QuizGuestStartSchema.safeParse({ nickname });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(
        issue ? issueMessage(issue, t, t('quizzes.play.nicknameInvalid')) : t('quizzes.play.nicknameInvalid'),
      );
      return;
    }
    setError(undefined);
    setPlaying(true);
  };

  return (
    <Card>
      <CardBody className="space-y-4">
        {info.description ? <p className="whitespace-pre-line text-slate-700">{info.description}</p> : null}
        <ul className="flex flex-wrap gap-2 text-sm text-slate-700">
          <li className="rounded-full bg-slate-100 px-3 py-1">
            {t('quizzes.play.questions', { count: info.question_count })}
          </li>
          {info.time_limit_seconds ? (
            <li className="rounded-full bg-slate-100 px-3 py-1">
              {t('quizzes.play.timeLimit', { time: clock(info.time_limit_seconds * 1000) })}
            </li>
          ) : null}
          <li className="rounded-full bg-slate-100 px-3 py-1">
            {t('quizzes.play.passMark', { mark: info.pass_mark_percent })}
          </li>
        </ul>
        {info.question_count === 0 ? (
          <Alert tone="info">{t('quizzes.play.empty')}</Alert>
        ) : (
          <form onSubmit={start} noValidate className="space-y-3">
            <InputField
              id="quiz-nickname"
              label={t('quizzes.play.nickname')}
              hint={t('quizzes.play.nicknameHint')}
              value={nickname}
              maxLength={40}
              autoComplete="nickname"
              error={error}
              onChange={(event) => setNickname(event.target.value)}
            />
            <Button type="submit" className="w-full sm:w-auto">
              {t('quizzes.play.start')}
            </Button>
          </form>
        )}
      </CardBody>
    </Card>
  );
}

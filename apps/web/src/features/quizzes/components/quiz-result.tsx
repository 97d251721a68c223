import type { PlayerSession } from '@pustaka/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@/components/ui/card';
import { describeAnswer } from '@/features/quizzes/lib/answers';

/**
 * A finished session: the score, pass or not, and each question with the answer given; whether it was
 * right and the right answer only once the server reveals them (a pass or the last attempt, on a quiz that
 * shows answers).
 */
export function QuizResult({ session, actions }: { session: PlayerSession; actions?: ReactNode }) {
  const { t } = useTranslation();
  const result = session.result;
  if (!result) return null;
  return (
    <div className="space-y-4" data-testid="quiz-result">
      <Card>
        <CardBody className="space-y-2 text-center">
          <p className="text-sm font-medium text-slate-600">{session.quiz.title}</p>
          <p className="text-4xl font-bold text-slate-900" data-testid="quiz-score">
            {result.score}/{result.max_score}
          </p>
          <p className="text-slate-700">{t('quizzes.result.percent', { percent: result.percent })}</p>
          <p
            className={clsx(
              'inline-block rounded-full px-3 py-1 text-sm font-semibold',
              result.passed ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
            )}
          >
            {result.passed
              ? t('quizzes.result.passed')
              : t('quizzes.result.notPassed', { mark: session.quiz.pass_mark_percent })}
          </p>
          {result.answers_revealed ? null : (
            <p className="text-sm text-slate-600" data-testid="answers-hidden">
              {session.quiz.show_answers
                ? t('quizzes.result.answersLater')
                : t('quizzes.result.answersNever')}
            </p>
          )}
          {actions ? <div className="flex flex-wrap justify-center gap-2 pt-2">{actions}</div> : null}
        </CardBody>
      </Card>
      <ol className="space-y-3">
        {result.questions.map((item) => {
          const question = session.questions[item.index];
          if (!question) return null;
          return (
            <li key={item.index} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="min-w-0 break-words font-medium text-slate-900">
                  {item.index + 1}. {question.text}
                </p>
                {item.correct === null ? null : (
                  <span
                    className={clsx(
                      'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                      item.correct ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
                    )}
                  >
                    {item.correct ? t('quizzes.result.right') : t('quizzes.result.wrong')} · {item.points}
                  </span>
                )}
              </div>
              <p className="mt-2 text-sm text-slate-700">
                {t('quizzes.result.yourAnswer')}: {describeAnswer(question, item.answer, t)}
              </p>
              {item.correct_answer !== null && item.correct === false ? (
                <p className="mt-1 text-sm text-emerald-800">
                  {t('quizzes.result.rightAnswer')}: {describeAnswer(question, item.correct_answer, t)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePublicQuiz } from '@/features/quizzes/api/player';
import { GuestQuiz } from '@/features/quizzes/components/guest-quiz';
import { useDocumentTitle } from '@/lib/use-document-title';

const idOf = (raw: string | undefined) => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : -1);

/** /lms/quizzes/{quiz_id}: an independent quiz anyone with the link plays, without an account. */
export function QuizPlayPage() {
  const { t } = useTranslation();
  const quizId = idOf(useParams().quiz_id);
  const quiz = usePublicQuiz(quizId).data;
  useDocumentTitle(quiz?.title ?? t('quizzes.play.title'));
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <p className="text-sm font-medium text-indigo-700">{t('quizzes.play.kicker')}</p>
        <h1 className="mt-1 break-words text-2xl font-bold text-slate-900 sm:text-3xl">
          {quiz?.title ?? t('quizzes.play.title')}
        </h1>
      </div>
      {quizId > 0 ? (
        <GuestQuiz quizId={quizId} />
      ) : (
        <p className="text-slate-700">{t('quizzes.play.notFoundHint')}</p>
      )}
    </div>
  );
}

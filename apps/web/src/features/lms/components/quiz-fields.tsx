import { useTranslation } from 'react-i18next';
import { InputField, SelectField } from '@/components/ui/field';
import { useTrainerQuizzes } from '@/features/lms/api/trainer';

/** A quiz content's quiz (one of the trainer's) and the least score (percent) that completes it. */
export function QuizFields({
  quizId,
  minScore,
  onQuizChange,
  onMinScoreChange,
}: {
  quizId: string;
  minScore: string;
  onQuizChange: (id: string) => void;
  onMinScoreChange: (score: string) => void;
}) {
  const { t } = useTranslation();
  const quizzes = useTrainerQuizzes();
  const items = quizzes.data?.items ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
      <SelectField
        label={t('lms.quiz.pick')}
        name="quiz"
        value={quizId}
        required
        hint={quizzes.isSuccess && items.length === 0 ? t('lms.quiz.pickHint') : undefined}
        onChange={(event) => onQuizChange(event.target.value)}
      >
        <option value="">{t('lms.quiz.pickNone')}</option>
        {items.map((quiz) => (
          <option key={quiz.id} value={String(quiz.id)}>
            {quiz.title}
          </option>
        ))}
      </SelectField>
      <InputField
        label={t('lms.quiz.minScoreLabel')}
        name="min-score"
        type="number"
        min={0}
        max={100}
        value={minScore}
        hint={t('lms.quiz.minScoreHint')}
        onChange={(event) => onMinScoreChange(event.target.value)}
      />
    </div>
  );
}

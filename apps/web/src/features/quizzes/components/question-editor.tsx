import type { QuizQuestion, QuizQuestionInput, QuizQuestionType } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';

export const QUESTION_TYPE_KEYS: QuizQuestionType[] = [
  'single_choice',
  'multiple_choice',
  'true_false',
  'short_answer',
  'ordering',
];

type Draft = {
  type: QuizQuestionType;
  text: string;
  options: string[];
  correct: number[];
  trueIsRight: boolean;
  accepted: string;
  points: string;
  seconds: string;
};

const draftOf = (question?: QuizQuestion): Draft => ({
  type: question?.type ?? 'single_choice',
  text: question?.text ?? '',
  options: question?.options.length ? question.options : ['', ''],
  correct: question?.correct_indexes ?? [],
  trueIsRight: question?.correct_answer ?? true,
  accepted: question?.accepted_answers.join('\n') ?? '',
  points: String(question?.points ?? 1),
  seconds: question?.time_limit_seconds ? String(question.time_limit_seconds) : '',
});

/** The request body of a draft; the server judges it (empty, duplicate, out of range) with a specific message. */
function inputOf(draft: Draft): QuizQuestionInput {
  const base = {
    type: draft.type,
    text: draft.text,
    points: draft.points.trim() === '' ? 1 : Number(draft.points),
    time_limit_seconds: draft.seconds.trim() === '' ? null : Number(draft.seconds),
  };
  switch (draft.type) {
    case 'true_false':
      return { ...base, correct_answer: draft.trueIsRight };
    case 'short_answer':
      return { ...base, accepted_answers: draft.accepted.split('\n').filter((line) => line.trim() !== '') };
    case 'ordering':
      return { ...base, options: draft.options };
    default:
      return { ...base, options: draft.options, correct_indexes: draft.correct };
  }
}

/** Writes or edits one question of any type: its text, options and right answer, points and time. */
export function QuestionEditor({
  question,
  pending,
  error,
  onSave,
  onCancel,
}: {
  question?: QuizQuestion;
  pending: boolean;
  error?: string;
  onSave: (input: QuizQuestionInput) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(question));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const choice = draft.type === 'single_choice' || draft.type === 'multiple_choice';
  const listed = choice || draft.type === 'ordering';

  const toggleCorrect = (index: number) => {
    if (draft.type === 'single_choice') set({ correct: [index] });
    else
      set({
        correct: draft.correct.includes(index)
          ? draft.correct.filter((i) => i !== index)
          : [...draft.correct, index],
      });
  };
  const removeOption = (index: number) =>
    set({
      options: draft.options.filter((_, i) => i !== index),
      correct: draft.correct.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)),
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(inputOf(draft));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="question-editor">
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label={t('quizzes.question.type')}
          value={draft.type}
          onChange={(e) => set({ type: e.target.value as QuizQuestionType, correct: [] })}
          containerClassName="sm:col-span-1"
        >
          {QUESTION_TYPE_KEYS.map((type) => (
            <option key={type} value={type}>
              {t(`quizzes.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('quizzes.question.points')}
          type="number"
          min={0}
          max={1000}
          inputMode="numeric"
          value={draft.points}
          onChange={(e) => set({ points: e.target.value })}
        />
        <InputField
          label={t('quizzes.question.seconds')}
          hint={t('quizzes.question.secondsHint')}
          type="number"
          min={5}
          max={3600}
          inputMode="numeric"
          value={draft.seconds}
          onChange={(e) => set({ seconds: e.target.value })}
        />
      </div>
      <TextareaField
        label={t('quizzes.question.text')}
        value={draft.text}
        rows={2}
        maxLength={2000}
        onChange={(e) => set({ text: e.target.value })}
      />
      {listed ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">
            {draft.type === 'ordering' ? t('quizzes.question.orderHint') : t('quizzes.question.optionsHint')}
          </legend>
          {draft.options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place; their place is their identity
            <div key={index} className="flex items-center gap-2">
              {choice ? (
                <input
                  type={draft.type === 'single_choice' ? 'radio' : 'checkbox'}
                  name="correct"
                  className="size-4 shrink-0 accent-emerald-600"
                  checked={draft.correct.includes(index)}
                  onChange={() => toggleCorrect(index)}
                  aria-label={t('quizzes.question.markCorrect', { number: index + 1 })}
                />
              ) : (
                <span className="w-4 shrink-0 text-center text-sm text-slate-500">{index + 1}</span>
              )}
              <input
                className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-indigo-600 focus:outline-none"
                value={option}
                maxLength={300}
                aria-label={t('quizzes.question.option', { number: index + 1 })}
                onChange={(e) =>
                  set({ options: draft.options.map((o, i) => (i === index ? e.target.value : o)) })
                }
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={draft.options.length <= 2}
                onClick={() => removeOption(index)}
                aria-label={t('quizzes.question.removeOption', { number: index + 1 })}
              >
                ✕
              </Button>
            </div>
          ))}
          <Button
            variant="outline"
            size="sm"
            disabled={draft.options.length >= 12}
            onClick={() => set({ options: [...draft.options, ''] })}
          >
            {t('quizzes.question.addOption')}
          </Button>
        </fieldset>
      ) : null}
      {draft.type === 'true_false' ? (
        <SelectField
          label={t('quizzes.question.rightAnswer')}
          value={draft.trueIsRight ? 'true' : 'false'}
          onChange={(e) => set({ trueIsRight: e.target.value === 'true' })}
        >
          <option value="true">{t('quizzes.play.true')}</option>
          <option value="false">{t('quizzes.play.false')}</option>
        </SelectField>
      ) : null}
      {draft.type === 'short_answer' ? (
        <TextareaField
          label={t('quizzes.question.accepted')}
          hint={t('quizzes.question.acceptedHint')}
          value={draft.accepted}
          rows={3}
          onChange={(e) => set({ accepted: e.target.value })}
        />
      ) : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={pending}>
          {question ? t('quizzes.question.save') : t('quizzes.question.add')}
        </Button>
      </div>
    </form>
  );
}

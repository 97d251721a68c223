import { type ManagedQuiz, type QuizSettingsInput, QuizSettingsInputSchema } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, InputField, TextareaField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/form';

type Draft = {
  title: string;
  description: string;
  passMark: string;
  attempts: string;
  minutes: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  showAnswers: boolean;
  publicPlay: boolean;
};

const draftOf = (quiz?: ManagedQuiz): Draft => ({
  title: quiz?.title ?? '',
  description: quiz?.description ?? '',
  passMark: String(quiz?.pass_mark_percent ?? 60),
  attempts: quiz?.attempts_allowed ? String(quiz.attempts_allowed) : '',
  minutes: quiz?.time_limit_seconds ? String(Math.round(quiz.time_limit_seconds / 60)) : '',
  shuffleQuestions: quiz?.shuffle_questions ?? false,
  shuffleOptions: quiz?.shuffle_options ?? false,
  showAnswers: quiz?.show_answers ?? true,
  publicPlay: quiz?.public_play ?? false,
});

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** A quiz's settings: title, description, pass mark, attempts, time limit, shuffling, answers shown, public link. */
export function QuizSettingsForm({
  quiz,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  quiz?: ManagedQuiz;
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (input: QuizSettingsInput) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(quiz));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minutes = numberOrNull(draft.minutes);
    const parsed = QuizSettingsInputSchema.safeParse({
      title: draft.title,
      description: draft.description,
      pass_mark_percent: Number(draft.passMark),
      attempts_allowed: numberOrNull(draft.attempts),
      time_limit_seconds: minutes === null ? null : Math.round(minutes * 60),
      shuffle_questions: draft.shuffleQuestions,
      shuffle_options: draft.shuffleOptions,
      show_answers: draft.showAnswers,
      public_play: draft.publicPlay,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, t));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="quiz-settings">
      <InputField
        label={t('quizzes.settings.title')}
        value={draft.title}
        maxLength={160}
        error={errors.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextareaField
        label={t('quizzes.settings.description')}
        value={draft.description}
        maxLength={5000}
        rows={3}
        error={errors.description}
        onChange={(e) => set({ description: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField
          label={t('quizzes.settings.passMark')}
          type="number"
          min={0}
          max={100}
          inputMode="numeric"
          value={draft.passMark}
          error={errors.pass_mark_percent}
          onChange={(e) => set({ passMark: e.target.value })}
        />
        <InputField
          label={t('quizzes.settings.attempts')}
          hint={t('quizzes.settings.attemptsHint')}
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
          value={draft.attempts}
          error={errors.attempts_allowed}
          onChange={(e) => set({ attempts: e.target.value })}
        />
        <InputField
          label={t('quizzes.settings.minutes')}
          hint={t('quizzes.settings.minutesHint')}
          type="number"
          min={1}
          max={1440}
          inputMode="numeric"
          value={draft.minutes}
          error={errors.time_limit_seconds}
          onChange={(e) => set({ minutes: e.target.value })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Checkbox
          label={t('quizzes.settings.shuffleQuestions')}
          checked={draft.shuffleQuestions}
          onChange={(e) => set({ shuffleQuestions: e.target.checked })}
        />
        <Checkbox
          label={t('quizzes.settings.shuffleOptions')}
          checked={draft.shuffleOptions}
          onChange={(e) => set({ shuffleOptions: e.target.checked })}
        />
        <Checkbox
          label={t('quizzes.settings.showAnswers')}
          checked={draft.showAnswers}
          onChange={(e) => set({ showAnswers: e.target.checked })}
        />
        <Checkbox
          label={t('quizzes.settings.publicPlay')}
          checked={draft.publicPlay}
          onChange={(e) => set({ publicPlay: e.target.checked })}
        />
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

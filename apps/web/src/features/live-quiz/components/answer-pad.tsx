import type { LiveAnswerValue, LiveQuestionEvent } from '@pustaka/contract';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { answerStyle, ShapeIcon } from './answer-shapes';

/** The text of an option as the screen shows it (true/false come as words of the protocol). */
export function useOptionLabel() {
  const { t } = useTranslation();
  return (question: Pick<LiveQuestionEvent, 'question_type' | 'options'>, index: number) => {
    if (question.question_type === 'true_false') {
      return index === 0 ? t('liveQuiz.answer.true') : t('liveQuiz.answer.false');
    }
    return question.options[index] ?? '';
  };
}

/**
 * The player's big coloured buttons. One tap answers a single-choice or true/false question; multiple
 * choice and ordering collect taps and send with one button; a short answer is typed.
 */
export function AnswerPad({
  question,
  disabled,
  onAnswer,
}: {
  question: LiveQuestionEvent;
  disabled: boolean;
  onAnswer: (value: LiveAnswerValue) => void;
}) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const [picked, setPicked] = useState<number[]>([]);
  const [text, setText] = useState('');
  const type = question.question_type;
  const shapeName = (index: number) => t(`liveQuiz.shapes.${answerStyle(index).shape}`);

  if (type === 'short_answer') {
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (text.trim()) onAnswer(text.trim());
    };
    return (
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor="live-short-answer">
          {t('liveQuiz.answer.typeHere')}
        </label>
        <input
          id="live-short-answer"
          className="h-14 flex-1 rounded-xl border-2 border-slate-300 px-4 text-lg focus:border-indigo-600 focus:outline-none"
          placeholder={t('liveQuiz.answer.typeHere')}
          maxLength={300}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={disabled}
          autoComplete="off"
        />
        <Button type="submit" size="lg" className="h-14" disabled={disabled || !text.trim()}>
          {t('liveQuiz.answer.send')}
        </Button>
      </form>
    );
  }

  const collects = type === 'multiple_choice' || type === 'ordering';
  const tap = (index: number) => {
    if (disabled) return;
    if (type === 'true_false') return onAnswer(index === 0);
    if (!collects) return onAnswer(index);
    setPicked((now) => (now.includes(index) ? now.filter((item) => item !== index) : [...now, index]));
  };
  const complete = type === 'ordering' ? picked.length === question.options.length : picked.length > 0;

  return (
    <div className="space-y-3">
      {collects ? (
        <p className="text-center text-sm font-medium text-slate-700">
          {type === 'ordering' ? t('liveQuiz.answer.orderHint') : t('liveQuiz.answer.multiHint')}
        </p>
      ) : null}
      <div
        className={clsx(
          'grid gap-3',
          question.options.length > 2 || type === 'true_false' ? 'grid-cols-2' : 'grid-cols-1',
        )}
      >
        {question.options.map((_, index) => {
          const chosen = picked.indexOf(index);
          const text = label(question, index);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their place on screen
              key={index}
              type="button"
              disabled={disabled}
              onClick={() => tap(index)}
              aria-pressed={collects ? chosen >= 0 : undefined}
              aria-label={t('liveQuiz.answer.optionLabel', { shape: shapeName(index), text })}
              className={clsx(
                'relative flex min-h-24 items-center gap-2 rounded-2xl px-3 py-4 text-left text-base font-bold text-white shadow-md transition sm:min-h-32 sm:gap-3 sm:px-4 sm:text-2xl',
                'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-slate-900',
                'disabled:cursor-not-allowed disabled:opacity-50',
                answerStyle(index).button,
                chosen >= 0 && 'ring-4 ring-slate-900 ring-offset-2',
              )}
              data-testid={`answer-${index}`}
            >
              <ShapeIcon index={index} className="size-6 sm:size-10" />
              <span className="min-w-0 hyphens-auto" lang={i18n.language}>
                {text}
              </span>
              {chosen >= 0 ? (
                <span className="absolute top-2 right-2 flex size-7 items-center justify-center rounded-full bg-white text-base text-slate-900">
                  {type === 'ordering' ? chosen + 1 : '✓'}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {collects ? (
        <Button
          size="lg"
          className="w-full"
          disabled={disabled || !complete}
          onClick={() => onAnswer(picked)}
          data-testid="answer-submit"
        >
          {t('liveQuiz.answer.send')}
        </Button>
      ) : null}
    </div>
  );
}

import type { PlayerQuestion } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Draft } from '@/features/quizzes/lib/answers';

const choiceClasses = (selected: boolean) =>
  clsx(
    'flex w-full items-center gap-3 rounded-xl border px-4 py-3 text-left text-sm transition-colors sm:text-base',
    selected
      ? 'border-indigo-600 bg-indigo-50 text-indigo-900'
      : 'border-slate-300 bg-white hover:bg-slate-50',
  );

/** The control a question type is answered with: choices, true/false, a text, or an order to arrange. */
export function QuestionInput({
  question,
  draft,
  onChange,
  disabled,
}: {
  question: PlayerQuestion;
  draft: Draft;
  onChange: (draft: Draft) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = `question-${question.index}`;
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice': {
      const multiple = question.type === 'multiple_choice';
      return (
        <fieldset className="space-y-2" disabled={disabled}>
          <legend className="sr-only">{question.text}</legend>
          {multiple ? <p className="text-sm text-slate-600">{t('quizzes.play.pickAll')}</p> : null}
          {question.options.map((option, i) => {
            const selected = multiple ? draft.choices.includes(i) : draft.choice === i;
            return (
              <label key={option} className={choiceClasses(selected)}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={name}
                  className="size-4 accent-indigo-600"
                  checked={selected}
                  onChange={() =>
                    onChange(
                      multiple
                        ? {
                            ...draft,
                            choices: selected ? draft.choices.filter((c) => c !== i) : [...draft.choices, i],
                          }
                        : { ...draft, choice: i },
                    )
                  }
                />
                <span className="min-w-0 break-words">{option}</span>
              </label>
            );
          })}
        </fieldset>
      );
    }
    case 'true_false':
      return (
        <fieldset className="grid grid-cols-2 gap-3" disabled={disabled}>
          <legend className="sr-only">{question.text}</legend>
          {[true, false].map((value) => (
            <label
              key={String(value)}
              className={clsx(choiceClasses(draft.bool === value), 'justify-center font-semibold')}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={draft.bool === value}
                onChange={() => onChange({ ...draft, bool: value })}
              />
              {value ? t('quizzes.play.true') : t('quizzes.play.false')}
            </label>
          ))}
        </fieldset>
      );
    case 'short_answer':
      return (
        <div className="space-y-1.5">
          <label htmlFor={name} className="block text-sm font-medium text-slate-800">
            {t('quizzes.play.yourAnswer')}
          </label>
          <input
            id={name}
            className="h-11 w-full rounded-lg border border-slate-300 px-3 text-base focus:border-indigo-600 focus:outline-none"
            value={draft.text}
            maxLength={500}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
          />
        </div>
      );
    case 'ordering': {
      const move = (from: number, to: number) => {
        const order = [...draft.order];
        const [item] = order.splice(from, 1);
        if (item === undefined) return;
        order.splice(to, 0, item);
        onChange({ ...draft, order });
      };
      return (
        <div className="space-y-2">
          <p className="text-sm text-slate-600">{t('quizzes.play.arrange')}</p>
          <ol className="space-y-2">
            {draft.order.map((optionIndex, position) => (
              <li
                key={optionIndex}
                className="flex items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2"
              >
                <span className="w-6 shrink-0 text-center text-sm font-semibold text-slate-500">
                  {position + 1}
                </span>
                <span className="min-w-0 flex-1 break-words text-sm sm:text-base">
                  {question.options[optionIndex]}
                </span>
                <button
                  type="button"
                  className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
                  disabled={disabled || position === 0}
                  aria-label={t('quizzes.play.moveUp', { item: question.options[optionIndex] })}
                  onClick={() => move(position, position - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 disabled:opacity-40"
                  disabled={disabled || position === draft.order.length - 1}
                  aria-label={t('quizzes.play.moveDown', { item: question.options[optionIndex] })}
                  onClick={() => move(position, position + 1)}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
        </div>
      );
    }
  }
}

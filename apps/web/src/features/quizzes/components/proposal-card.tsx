import type { QuestionProposal } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox, InputField, SelectField, TextareaField } from '@/components/ui/field';

/** One proposed question the trainer reads against its source sentence, edits, rejects or has rewritten. */
export function ProposalCard({
  proposal,
  index,
  kept,
  onKeep,
  onChange,
  onReject,
  onRegenerate,
  regenerating,
}: {
  proposal: QuestionProposal;
  index: number;
  kept: boolean;
  onKeep: (kept: boolean) => void;
  onChange: (proposal: QuestionProposal) => void;
  onReject: () => void;
  onRegenerate: () => void;
  regenerating: boolean;
}) {
  const { t } = useTranslation();
  const { citation } = proposal;
  const where = [
    citation.page ? t('quizzes.assistant.page', { page: citation.page }) : null,
    citation.heading ? t('quizzes.assistant.section', { heading: citation.heading }) : null,
    citation.paragraph ? t('quizzes.assistant.paragraph', { paragraph: citation.paragraph }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const options = proposal.options ?? [];
  const right = new Set(proposal.correct_indexes ?? []);

  return (
    <li
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
      data-testid="proposal"
      aria-label={t('quizzes.assistant.proposalLabel', { number: index + 1 })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Checkbox
            label={t('quizzes.assistant.keep')}
            checked={kept}
            onChange={(event) => onKeep(event.target.checked)}
            data-testid="proposal-keep"
          />
          <Badge tone="brand">{t(`quizzes.types.${proposal.type}`)}</Badge>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={onRegenerate} loading={regenerating}>
            {t('quizzes.assistant.regenerate')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onReject} data-testid="proposal-reject">
            {t('quizzes.assistant.reject')}
          </Button>
        </div>
      </div>
      <TextareaField
        label={t('quizzes.assistant.questionText', { number: index + 1 })}
        value={proposal.text}
        rows={3}
        onChange={(event) => onChange({ ...proposal, text: event.target.value })}
        data-testid="proposal-text"
      />
      {proposal.type === 'single_choice' || proposal.type === 'multiple_choice' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('quizzes.assistant.options')}</legend>
          {options.map((option, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a proposal's options keep their places while edited
            <div key={i} className="flex items-center gap-2">
              <input
                type={proposal.type === 'single_choice' ? 'radio' : 'checkbox'}
                name={`proposal-${index}-right`}
                className="size-4 shrink-0 accent-indigo-600"
                aria-label={t('quizzes.assistant.rightOption', { option })}
                checked={right.has(i)}
                onChange={(event) => {
                  const next =
                    proposal.type === 'single_choice'
                      ? [i]
                      : [...right].filter((r) => r !== i).concat(event.target.checked ? [i] : []);
                  onChange({ ...proposal, correct_indexes: next.sort((a, b) => a - b) });
                }}
              />
              <input
                className="block w-full min-w-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
                value={option}
                aria-label={t('quizzes.assistant.optionNumber', { number: i + 1 })}
                onChange={(event) =>
                  onChange({
                    ...proposal,
                    options: options.map((o, j) => (j === i ? event.target.value : o)),
                  })
                }
              />
            </div>
          ))}
        </fieldset>
      ) : null}
      {proposal.type === 'true_false' ? (
        <SelectField
          label={t('quizzes.assistant.rightAnswer')}
          value={String(proposal.correct_answer)}
          onChange={(event) => onChange({ ...proposal, correct_answer: event.target.value === 'true' })}
        >
          <option value="true">{t('quizzes.assistant.true')}</option>
          <option value="false">{t('quizzes.assistant.false')}</option>
        </SelectField>
      ) : null}
      {proposal.type === 'short_answer' ? (
        <InputField
          label={t('quizzes.assistant.acceptedAnswers')}
          hint={t('quizzes.assistant.acceptedHint')}
          value={(proposal.accepted_answers ?? []).join(' | ')}
          onChange={(event) =>
            onChange({
              ...proposal,
              accepted_answers: event.target.value.split('|').map((a) => a.trim()),
            })
          }
        />
      ) : null}
      <blockquote className="rounded-lg border-l-4 border-indigo-300 bg-indigo-50/60 px-3 py-2 text-sm text-slate-700">
        <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">
          {t('quizzes.assistant.source')}
          {where ? ` · ${where}` : ''}
        </p>
        <p className="mt-1 break-words" data-testid="proposal-quote">
          {citation.quote}
        </p>
      </blockquote>
      <p className="text-sm text-slate-600">{proposal.explanation}</p>
    </li>
  );
}

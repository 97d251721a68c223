import {
  SUPPORT_MESSAGE_MAX,
  SupportAnswerCreateSchema,
  SupportNoteCreateSchema,
  type SupportRequestDetail,
} from '@pustaka/contract';
import clsx from 'clsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField } from '@/components/ui/field';
import { LockIcon, SendIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useAddNote, useAnswerRequest } from '@/features/support/api/inbox';
import { issueMessage } from '@/lib/form';

type Mode = 'answer' | 'note';
type Decision = '' | 'approved' | 'declined';

/**
 * Where staff write: an answer (mailed to the sender in their language) or an internal note (never mailed,
 * never shown to the sender). An admin answering a pending Premium Creator request may decide it with it.
 */
export function StaffComposer({ request, isAdmin }: { request: SupportRequestDetail; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('answer');
  const [text, setText] = useState('');
  const [decision, setDecision] = useState<Decision>('');
  const [error, setError] = useState<string>();
  const answer = useAnswerRequest(request.id);
  const note = useAddNote(request.id);
  const sending = answer.isPending || note.isPending;
  const failure = mode === 'answer' ? answer.error : note.error;
  const canDecide = isAdmin && request.type === 'premium_creator' && request.premium_decision === 'pending';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const onSuccess = () => {
      setText('');
      setDecision('');
      setError(undefined);
      toast.success(mode === 'answer' ? t('support.staff.answerSent') : t('support.staff.noteSaved'));
    };
    if (mode === 'answer') {
      const input = { message: text, ...(canDecide && decision ? { premium_decision: decision } : {}) };
      const parsed = SupportAnswerCreateSchema.safeParse(input);
      if (!parsed.success) return setError(issueMessage(parsed.error.issues[0]!, t));
      answer.mutate(parsed.data, { onSuccess });
    } else {
      const parsed = SupportNoteCreateSchema.safeParse({ note: text });
      if (!parsed.success) return setError(issueMessage(parsed.error.issues[0]!, t));
      note.mutate(parsed.data.note, { onSuccess });
    }
  }

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      onClick={() => {
        setMode(value);
        setError(undefined);
      }}
      className={clsx(
        'flex-1 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 sm:flex-none',
        mode === value
          ? value === 'note'
            ? 'bg-amber-100 text-amber-900'
            : 'bg-indigo-600 text-white'
          : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {label}
    </button>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className={clsx(
        'space-y-3 rounded-2xl border p-4',
        mode === 'note' ? 'border-dashed border-amber-300 bg-amber-50' : 'border-slate-200 bg-white',
      )}
    >
      <div role="tablist" aria-label={t('support.staff.composer')} className="flex gap-1">
        {tab('answer', t('support.staff.answerTab'))}
        {tab('note', t('support.staff.noteTab'))}
      </div>
      {mode === 'note' ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-amber-900">
          <LockIcon className="size-4 shrink-0" />
          {t('support.staff.noteHint')}
        </p>
      ) : (
        <p className="text-sm text-slate-600">
          {t('support.staff.answerHint', {
            email: request.sender.email,
            language: t(`languages.${request.language}`),
          })}
        </p>
      )}
      {failure ? <Alert tone="error">{failure.message}</Alert> : null}
      <TextareaField
        label={mode === 'answer' ? t('support.staff.answerLabel') : t('support.staff.noteLabel')}
        rows={5}
        maxLength={SUPPORT_MESSAGE_MAX}
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      {mode === 'answer' && canDecide ? (
        <SelectField
          label={t('support.staff.decision')}
          hint={t('support.staff.decisionHint')}
          value={decision}
          onChange={(event) => setDecision(event.target.value as Decision)}
        >
          <option value="">{t('support.staff.decisionNone')}</option>
          <option value="approved">{t('support.staff.decisionApprove')}</option>
          <option value="declined">{t('support.staff.decisionDecline')}</option>
        </SelectField>
      ) : null}
      <Button
        type="submit"
        loading={sending}
        variant={mode === 'note' ? 'outline' : 'primary'}
        icon={mode === 'note' ? <LockIcon className="size-4" /> : <SendIcon className="size-4" />}
      >
        {mode === 'answer' ? t('support.staff.sendAnswer') : t('support.staff.saveNote')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/field';

/** A plain delete, or one that also takes back what the item already gave (refund, access, sales). */
export type DeleteMode = 'normal' | 'force';

export type RejectDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  pending: boolean;
  confirmTestId: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** The hint under the field, which may count what is typed. */
  hintOf: (reason: string) => string;
  /** Why the reason cannot be sent yet, in words; undefined when it can. */
  errorOf: (reason: string) => string | undefined;
  /** Sends the trimmed reason; `done` empties the field once the server took it. */
  onReject: (reason: string, done: () => void) => void;
};

/** A reviewer's refusal: asks for the reason the seller or buyer will read, and refuses an unfit one. */
export function RejectDialog({ hintOf, errorOf, onReject, ...dialog }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error = errorOf(reason);

  function confirm() {
    setTouched(true);
    if (error) return;
    onReject(reason.trim(), () => {
      setReason('');
      setTouched(false);
    });
  }

  return (
    <ConfirmDialog
      open={dialog.open}
      onClose={dialog.onClose}
      title={dialog.title}
      description={dialog.description}
      confirmLabel={dialog.confirmLabel}
      onConfirm={confirm}
      pending={dialog.pending}
      confirmTestId={dialog.confirmTestId}
    >
      <TextareaField
        label={dialog.label}
        hint={hintOf(reason)}
        value={reason}
        maxLength={dialog.maxLength}
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched ? error : undefined}
        placeholder={dialog.placeholder}
      />
    </ConfirmDialog>
  );
}

export type DeleteDialogProps = {
  /** Which delete is being confirmed; null keeps the dialog closed. */
  mode: DeleteMode | null;
  onClose: () => void;
  /** The dialog's title, button and explanation for each mode. */
  textsOf: (mode: DeleteMode) => { title: string; confirmLabel: string; text: string };
  onDelete: (mode: DeleteMode) => void;
  pending: boolean;
  confirmTestId?: string;
};

/** Confirms a delete, saying what a forced one takes back. */
export function DeleteDialog({
  mode,
  onClose,
  textsOf,
  onDelete,
  pending,
  confirmTestId,
}: DeleteDialogProps) {
  const texts = textsOf(mode ?? 'normal');
  return (
    <ConfirmDialog
      open={mode !== null}
      onClose={onClose}
      title={texts.title}
      confirmLabel={texts.confirmLabel}
      onConfirm={() => mode && onDelete(mode)}
      pending={pending}
      confirmTestId={confirmTestId}
    >
      <p className="text-sm text-slate-700">{texts.text}</p>
    </ConfirmDialog>
  );
}

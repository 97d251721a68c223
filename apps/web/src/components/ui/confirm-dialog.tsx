import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * A question before a step that cannot be undone: Cancel, and a red button that does it. Without
 * `onConfirm` only Cancel shows (the dialog then explains why the step is not possible).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  confirmTestId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  /** "Cancel" unless the step itself is a cancellation (then "Back"). */
  cancelLabel?: string;
  onConfirm?: () => void;
  pending?: boolean;
  confirmTestId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          {onConfirm ? (
            <Button variant="danger" onClick={onConfirm} loading={pending} data-testid={confirmTestId}>
              {confirmLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {children}
    </Dialog>
  );
}

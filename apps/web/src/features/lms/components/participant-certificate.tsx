import type { LmsParticipant } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Checkbox, TextareaField } from '@/components/ui/field';
import { useRemoveParticipant, useRevokeCertificate } from '@/features/lms/api/access';
import { messageOf } from '@/features/lms/lib/errors';
import { formatDate } from '@/lib/format';

/** A reason the server takes: 3 to 500 characters once trimmed. */
const reasonFits = (reason: string) => reason.trim().length >= 3 && reason.trim().length <= 500;

/** Whether a participant holds a certificate that still attests the course. */
export const holdsValidCertificate = (row: LmsParticipant) =>
  row.certificate !== null && row.certificate.revoked_at === null;

/** A participant's certificate in the table: valid (with a way to revoke it), revoked (when, why), or none. */
export function CertificateCell({ courseId, row }: { courseId: number; row: LmsParticipant }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const certificate = row.certificate;
  if (!certificate || row.user_id === null) return <span className="text-slate-400">—</span>;
  if (certificate.revoked_at) {
    return (
      <div className="space-y-0.5" data-testid="certificate-revoked">
        <Badge tone="neutral">{t('lms.participants.certificateRevoked')}</Badge>
        <p className="text-xs text-slate-500">
          {formatDate(certificate.revoked_at, i18n.language)} · {certificate.revoked_reason}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="success">{t('lms.participants.certificateValid')}</Badge>
      <Button size="sm" variant="ghost" data-testid="revoke-certificate" onClick={() => setOpen(true)}>
        {t('lms.participants.revokeCertificate')}
      </Button>
      {open ? (
        <RevokeCertificateDialog
          courseId={courseId}
          userId={row.user_id}
          name={row.name || row.email}
          code={certificate.code}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

function RevokeCertificateDialog({
  courseId,
  userId,
  name,
  code,
  onClose,
}: {
  courseId: number;
  userId: number;
  name: string;
  code: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const revoke = useRevokeCertificate(courseId);
  const [reason, setReason] = useState('');
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('lms.participants.revokeTitle', { name })}
      description={t('lms.participants.revokeHint', { code })}
      confirmLabel={t('lms.participants.revokeConfirm')}
      confirmTestId="confirm-revoke-certificate"
      pending={revoke.isPending}
      onConfirm={
        reasonFits(reason)
          ? () => revoke.mutate({ userId, reason: reason.trim() }, { onSuccess: onClose })
          : undefined
      }
    >
      <div className="space-y-3">
        <TextareaField
          label={t('lms.participants.revokeReason')}
          hint={t('lms.participants.revokeReasonHint')}
          value={reason}
          maxLength={500}
          rows={3}
          onChange={(event) => setReason(event.target.value)}
        />
        {revoke.error ? <Alert tone="error">{messageOf(revoke.error, t('lms.saveFailed'))}</Alert> : null}
      </div>
    </ConfirmDialog>
  );
}

/**
 * Removing a learner who holds a valid certificate asks whether to revoke it too (and why); the table
 * removes the others at once.
 */
export function RemoveParticipantDialog({
  courseId,
  row,
  onClose,
}: {
  courseId: number;
  row: LmsParticipant & { user_id: number };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveParticipant(courseId);
  const [alsoRevoke, setAlsoRevoke] = useState(false);
  const [reason, setReason] = useState('');
  const ready = !alsoRevoke || reason.trim() === '' || reasonFits(reason);
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('lms.participants.removeTitle', { name: row.name || row.email })}
      description={t('lms.participants.removeHint')}
      confirmLabel={t('lms.participants.remove')}
      confirmTestId="confirm-remove"
      pending={remove.isPending}
      onConfirm={
        ready
          ? () =>
              remove.mutate(
                { userId: row.user_id, revokeCertificate: alsoRevoke, reason: reason.trim() || undefined },
                { onSuccess: onClose },
              )
          : undefined
      }
    >
      <div className="space-y-3">
        <Checkbox
          label={t('lms.participants.alsoRevoke')}
          checked={alsoRevoke}
          data-testid="also-revoke"
          onChange={(event) => setAlsoRevoke(event.target.checked)}
        />
        {alsoRevoke ? (
          <TextareaField
            label={t('lms.participants.revokeReason')}
            hint={t('lms.participants.removeReasonHint')}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(event) => setReason(event.target.value)}
          />
        ) : null}
        {remove.error ? <Alert tone="error">{messageOf(remove.error, t('lms.saveFailed'))}</Alert> : null}
      </div>
    </ConfirmDialog>
  );
}

import type { LmsInvite } from '@pustaka/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InputField } from '@/components/ui/field';
import { useLimitInvite, useRevokeInvite } from '@/features/lms/api/access';
import { messageOf } from '@/features/lms/lib/errors';
import { formatDateTime } from '@/lib/format';

/**
 * One join link: its address, uses and expiry; copy it, limit it again (an empty field lifts the limit),
 * or revoke it, after which it answers as if it never existed.
 */
export function InviteRow({
  courseId,
  invite,
  onCopy,
}: {
  courseId: number;
  invite: LmsInvite;
  onCopy: (url: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeInvite(courseId);
  const revoked = invite.revoked_at !== null;
  return (
    <li
      className={`rounded-xl border p-3 text-sm ${revoked ? 'border-slate-200 bg-slate-50' : 'border-slate-200'}`}
      data-testid="invite-row"
    >
      <p
        className={`break-all font-mono text-xs ${revoked ? 'text-slate-400 line-through' : 'text-slate-800'}`}
        data-testid="invite-url"
      >
        {invite.url}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600">
        {invite.email ? <span>{t('lms.invites.emailFor', { email: invite.email })}</span> : null}
        <span>{t('lms.invites.uses', { uses: invite.uses, max: invite.max_uses ?? '∞' })}</span>
        <span>
          {invite.expires_at
            ? t('lms.invites.expires', { date: formatDateTime(invite.expires_at, i18n.language) })
            : t('lms.invites.noExpiry')}
        </span>
        {revoked ? (
          <Badge tone="neutral">
            {t('lms.invites.revokedAt', {
              date: formatDateTime(invite.revoked_at as string, i18n.language),
            })}
          </Badge>
        ) : (
          <div className="flex flex-wrap gap-1.5">
            <Button size="sm" variant="secondary" onClick={() => onCopy(invite.url)}>
              {t('lms.invites.copy')}
            </Button>
            <Button size="sm" variant="ghost" data-testid="edit-invite" onClick={() => setEditing(!editing)}>
              {t('lms.invites.editLimits')}
            </Button>
            <Button size="sm" variant="ghost" data-testid="revoke-invite" onClick={() => setConfirming(true)}>
              {t('lms.invites.revoke')}
            </Button>
          </div>
        )}
      </div>
      {editing && !revoked ? (
        <LimitsForm courseId={courseId} invite={invite} onDone={() => setEditing(false)} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('lms.invites.revokeTitle')}
        description={t('lms.invites.revokeHint')}
        confirmLabel={t('lms.invites.revoke')}
        confirmTestId="confirm-revoke-invite"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(invite.id, { onSuccess: () => setConfirming(false) })}
      >
        <p className="break-all font-mono text-xs text-slate-700">{invite.url}</p>
        {revoke.error ? <Alert tone="error">{messageOf(revoke.error, t('lms.saveFailed'))}</Alert> : null}
      </ConfirmDialog>
    </li>
  );
}

function LimitsForm({
  courseId,
  invite,
  onDone,
}: {
  courseId: number;
  invite: LmsInvite;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const limit = useLimitInvite(courseId);
  const [uses, setUses] = useState(invite.max_uses === null ? '' : String(invite.max_uses));
  const [hours, setHours] = useState('');
  const [hoursTouched, setHoursTouched] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    limit.mutate(
      {
        inviteId: invite.id,
        limits: {
          max_uses: uses ? Number(uses) : null,
          // The expiry changes only when the trainer typed in its field: empty lifts it.
          ...(hoursTouched ? { expires_in_hours: hours ? Number(hours) : null } : {}),
        },
      },
      { onSuccess: onDone },
    );
  }

  return (
    <form className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
      <InputField
        label={t('lms.invites.maxUses')}
        type="number"
        min={Math.max(1, invite.uses)}
        max={100000}
        value={uses}
        onChange={(event) => setUses(event.target.value)}
        hint={t('lms.invites.emptyNoLimit')}
      />
      <InputField
        label={t('lms.invites.hoursFromNow')}
        type="number"
        min={1}
        max={8760}
        value={hours}
        onChange={(event) => {
          setHours(event.target.value);
          setHoursTouched(true);
        }}
        hint={t('lms.invites.hoursHint')}
      />
      <Button type="submit" loading={limit.isPending} data-testid="save-invite-limits">
        {t('lms.invites.saveLimits')}
      </Button>
      {limit.error ? (
        <div className="sm:col-span-3">
          <Alert tone="error">{messageOf(limit.error, t('lms.saveFailed'))}</Alert>
        </div>
      ) : null}
    </form>
  );
}

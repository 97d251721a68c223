import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { InputField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useCreateInvite, useInvites } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';
import { InviteRow } from './invite-row';

/**
 * Join links of a course: make one (with an optional expiry and number of uses), copy it, see its uses,
 * limit it again or revoke it.
 */
export function InvitePanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const invites = useInvites(courseId);
  const create = useCreateInvite(courseId);
  const [hours, setHours] = useState('');
  const [uses, setUses] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({
      ...(hours ? { expires_in_hours: Number(hours) } : {}),
      ...(uses ? { max_uses: Number(uses) } : {}),
    });
  }
  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({ type: 'success', title: t('lms.invites.copied') });
    } catch {
      toast({ type: 'warning', title: t('lms.invites.copyFailed') });
    }
  }

  return (
    <Card>
      <CardHeader title={t('lms.invites.title')} description={t('lms.invites.subtitle')} />
      <CardBody className="space-y-4">
        <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
          <InputField
            label={t('lms.invites.hours')}
            type="number"
            min={1}
            max={8760}
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            hint={t('common.optional')}
          />
          <InputField
            label={t('lms.invites.maxUses')}
            type="number"
            min={1}
            max={100000}
            value={uses}
            onChange={(event) => setUses(event.target.value)}
            hint={t('common.optional')}
          />
          <Button type="submit" loading={create.isPending} data-testid="create-invite">
            {t('lms.invites.create')}
          </Button>
        </form>
        {create.error ? <Alert tone="error">{messageOf(create.error, t('lms.saveFailed'))}</Alert> : null}
        {invites.isPending ? <Skeleton className="h-16 w-full" /> : null}
        {invites.data?.length === 0 ? (
          <p className="text-sm text-slate-600">{t('lms.invites.none')}</p>
        ) : null}
        <ul className="space-y-2">
          {invites.data?.map((invite) => (
            <InviteRow key={invite.id} courseId={courseId} invite={invite} onCopy={(url) => void copy(url)} />
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

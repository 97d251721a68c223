import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { useInviteByEmail } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';

/** Splits what a trainer pasted (commas, semicolons, spaces or lines) into addresses. */
export function splitEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((one) => one.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invitations by email: one address or a pasted list; each gets a mail with its own join link. */
export function EmailInviteForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const send = useInviteByEmail(courseId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const emails = splitEmails(text);
    const wrong = emails.filter((one) => !LOOKS_LIKE_EMAIL.test(one));
    if (emails.length === 0) return setProblem(t('lms.emailInvites.empty'));
    if (wrong.length > 0) return setProblem(t('lms.emailInvites.invalid', { emails: wrong.join(', ') }));
    if (emails.length > 50) return setProblem(t('lms.emailInvites.tooMany'));
    setProblem(null);
    send.mutate(emails, { onSuccess: () => setText('') });
  }

  return (
    <Card>
      <CardHeader title={t('lms.emailInvites.title')} description={t('lms.emailInvites.subtitle')} />
      <CardBody className="space-y-3">
        <form className="space-y-3" onSubmit={submit}>
          <TextareaField
            label={t('lms.emailInvites.label')}
            rows={3}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="ani@sekolah.id, budi@sekolah.id"
            data-testid="invite-emails"
          />
          <Button type="submit" loading={send.isPending} data-testid="send-email-invites">
            {t('lms.emailInvites.send')}
          </Button>
        </form>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {send.error ? <Alert tone="error">{messageOf(send.error, t('lms.saveFailed'))}</Alert> : null}
        {send.data ? (
          <Alert tone="success">
            {t('lms.emailInvites.sent', { count: send.data.invited.length })}
            {send.data.already_in.length > 0
              ? ` ${t('lms.emailInvites.alreadyIn', { emails: send.data.already_in.join(', ') })}`
              : ''}
          </Alert>
        ) : null}
      </CardBody>
    </Card>
  );
}

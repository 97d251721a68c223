import type { MailOutboxItem } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useResendMail } from '@/features/admin/api/mail-outbox';
import { formatDateTime } from '@/lib/format';

/** Mail that did not go out: to whom, what, the server's last answer, and a button to send it again. */
export function MailOutboxList({ items, canResend }: { items: MailOutboxItem[]; canResend: boolean }) {
  const { t, i18n } = useTranslation();
  const resend = useResendMail();

  function send(item: MailOutboxItem) {
    resend.mutate(item.id, {
      onSuccess: (after) =>
        after.status === 'sent'
          ? toast.success(t('admin.mail.resent'), item.to)
          : toast.error(t('admin.mail.stillFailing'), after.last_error ?? undefined),
      onError: (error) => toast.error(t('admin.mail.resendFailed'), error),
    });
  }

  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={item.status === 'failed' ? 'danger' : 'warning'}>
                {t(`admin.mail.status.${item.status}`)}
              </Badge>
              <span className="text-xs text-slate-500">
                {t('admin.mail.attempts', { count: item.attempts })} ·{' '}
                {formatDateTime(item.created_at, i18n.language)}
              </span>
            </div>
            <p className="truncate font-medium text-slate-900">{item.subject}</p>
            <p className="truncate text-sm text-slate-600">{item.to}</p>
            {item.last_error ? (
              <p className="rounded-lg bg-red-50 px-3 py-2 font-mono text-xs break-words text-red-800">
                {item.last_error}
              </p>
            ) : null}
            {item.status === 'queued' && item.next_attempt_at ? (
              <p className="text-xs text-slate-500">
                {t('admin.mail.nextAttempt', { when: formatDateTime(item.next_attempt_at, i18n.language) })}
              </p>
            ) : null}
          </div>
          {canResend ? (
            <Button
              size="sm"
              variant="outline"
              className="shrink-0 self-start"
              icon={<MailIcon className="size-4" />}
              onClick={() => send(item)}
              loading={resend.isPending && resend.variables === item.id}
            >
              {t('admin.mail.resend')}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

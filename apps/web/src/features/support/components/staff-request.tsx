import type { SupportRequestDetail } from '@pustaka/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody } from '@/components/ui/card';
import { RequestThread } from '@/features/support/components/request-thread';
import { StaffActions } from '@/features/support/components/staff-actions';
import { StaffComposer } from '@/features/support/components/staff-composer';
import { RequestMarks } from '@/features/support/components/support-badges';
import { formatDateTime } from '@/lib/format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** One request as staff work on it: its facts and actions beside the thread and the composer. */
export function StaffRequest({
  request,
  userId,
  isAdmin,
}: {
  request: SupportRequestDetail;
  userId: number;
  isAdmin: boolean;
}) {
  const { t, i18n } = useTranslation();
  const closed = request.status === 'closed';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-4">
        <RequestMarks request={request} />
        <RequestThread messages={request.messages} senderName={request.sender.name} />
        {closed ? (
          <Alert tone="info">{t('support.staff.closedHint')}</Alert>
        ) : (
          <StaffComposer request={request} isAdmin={isAdmin} />
        )}
      </div>
      <aside className="space-y-4">
        <Card>
          <CardBody className="space-y-4">
            <StaffActions request={request} userId={userId} />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <dl className="grid gap-3">
              <Fact label={t('support.facts.sender')}>
                {request.sender.name}
                {request.sender.user_id === null ? ` (${t('support.inbox.guest')})` : ''}
              </Fact>
              <Fact label={t('support.facts.email')}>
                <a className="text-indigo-700 hover:underline" href={`mailto:${request.sender.email}`}>
                  {request.sender.email}
                </a>
              </Fact>
              <Fact label={t('support.facts.language')}>{t(`languages.${request.language}`)}</Fact>
              <Fact label={t('support.facts.created')}>
                {formatDateTime(request.created_at, i18n.language)}
              </Fact>
              <Fact label={t('support.facts.due')}>
                {formatDateTime(request.first_response_due_at, i18n.language)}
              </Fact>
              {request.closed_at ? (
                <Fact label={t('support.facts.closed')}>
                  {formatDateTime(request.closed_at, i18n.language)}
                </Fact>
              ) : null}
            </dl>
          </CardBody>
        </Card>
      </aside>
    </div>
  );
}

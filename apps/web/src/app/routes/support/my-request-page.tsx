import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { useMyRequest } from '@/features/support/api/my-requests';
import { ReplyForm } from '@/features/support/components/reply-form';
import { RequestLoader, RequestMissing } from '@/features/support/components/request-loader';
import { RequestThread } from '@/features/support/components/request-thread';
import { RequestMarks } from '@/features/support/components/support-badges';
import { SupportHeader } from '@/features/support/components/support-header';
import { requestIdFrom } from './request-id';

function useBackToList() {
  const { t } = useTranslation();
  return { to: '/dashboard/support', label: t('support.mine.back') };
}

function MyRequest({ id }: { id: number }) {
  const { t } = useTranslation();
  const request = useMyRequest(id);
  const back = useBackToList();
  return (
    <RequestLoader request={request} pageTitle={t('support.mine.title')} back={back}>
      {(data) => (
        <div className="space-y-5">
          <SupportHeader
            crumbs={[
              { to: '/dashboard', label: t('nav.dashboard') },
              { to: '/dashboard/support', label: t('support.mine.title') },
            ]}
            title={data.subject}
            description={data.reference}
          />
          <RequestMarks request={data} />
          {data.priority === 'priority' ? (
            <p className="text-sm text-slate-600">{t('support.mine.priorityText')}</p>
          ) : null}
          <RequestThread messages={data.messages} senderName="" ownView />
          {data.can_reply ? (
            <ReplyForm requestId={data.id} />
          ) : (
            <Alert tone="info">
              {t('support.mine.closed')}{' '}
              <Link className="font-semibold underline" to="/dashboard/support/new">
                {t('support.mine.new')}
              </Link>
            </Alert>
          )}
        </div>
      )}
    </RequestLoader>
  );
}

export function MyRequestPage() {
  const { id } = useParams();
  const requestId = requestIdFrom(id);
  const back = useBackToList();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {requestId === null ? <RequestMissing back={back} /> : <MyRequest key={requestId} id={requestId} />}
    </div>
  );
}

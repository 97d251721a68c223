import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '@/features/auth/lib/session-store';
import { hasRole } from '@/features/auth/lib/user-rules';
import { useInboxRequest } from '@/features/support/api/inbox';
import { RequestLoader, RequestMissing } from '@/features/support/components/request-loader';
import { StaffRequest } from '@/features/support/components/staff-request';
import { SupportHeader } from '@/features/support/components/support-header';
import { requestIdFrom } from './request-id';

function useBackToInbox() {
  const { t } = useTranslation();
  return { to: '/admin/support', label: t('support.request.backToInbox') };
}

function StaffRequestLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const user = useSession().user;
  const request = useInboxRequest(id);
  const back = useBackToInbox();
  return (
    <RequestLoader
      request={request}
      pageTitle={t('support.inbox.title')}
      back={back}
      waiting={!user}
      placeholders={3}
    >
      {(data) =>
        user ? (
          <div className="space-y-6">
            <SupportHeader
              crumbs={[{ to: '/admin/support', label: t('support.inbox.title') }]}
              title={data.subject}
              description={data.reference}
            />
            <StaffRequest request={data} userId={user.id} isAdmin={hasRole(user, 'admin')} />
          </div>
        ) : null
      }
    </RequestLoader>
  );
}

export function InboxRequestPage() {
  const { id } = useParams();
  const requestId = requestIdFrom(id);
  const back = useBackToInbox();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {requestId === null ? (
        <RequestMissing back={back} />
      ) : (
        <StaffRequestLoader key={requestId} id={requestId} />
      )}
    </div>
  );
}

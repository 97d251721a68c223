import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/lib/session-store';
import { hasRole } from '@/features/auth/lib/user-rules';
import { useInboxRequest } from '@/features/support/api/inbox';
import { StaffRequest } from '@/features/support/components/staff-request';
import { SupportHeader } from '@/features/support/components/support-header';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { requestIdFrom } from './request-id';

function Missing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title={t('support.request.notFound')}
      description={t('support.request.notFoundText')}
      action={
        <ButtonLink to="/admin/support" variant="outline">
          {t('support.request.backToInbox')}
        </ButtonLink>
      }
    />
  );
}

function StaffRequestLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const request = useInboxRequest(id);
  useDocumentTitle(
    request.data ? `${request.data.reference} · ${request.data.subject}` : t('support.inbox.title'),
  );
  const user = session.user;

  if (request.error) {
    if (isApiError(request.error) && request.error.status === 404) return <Missing />;
    return (
      <RetryAlert
        title={t('support.request.failed')}
        message={request.error.message}
        retryLabel={t('support.retry')}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (!request.data || !user) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <SupportHeader
        crumbs={[{ to: '/admin/support', label: t('support.inbox.title') }]}
        title={request.data.subject}
        description={request.data.reference}
      />
      <StaffRequest request={request.data} userId={user.id} isAdmin={hasRole(user, 'admin')} />
    </div>
  );
}

export function InboxRequestPage() {
  const { id } = useParams();
  const requestId = requestIdFrom(id);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {requestId === null ? <Missing /> : <StaffRequestLoader key={requestId} id={requestId} />}
    </div>
  );
}

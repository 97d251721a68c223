import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMyRequest } from '@/features/support/api/my-requests';
import { ReplyForm } from '@/features/support/components/reply-form';
import { RequestThread } from '@/features/support/components/request-thread';
import {
  DecisionBadge,
  PriorityBadge,
  PromiseLabel,
  StatusBadge,
} from '@/features/support/components/support-badges';
import { SupportHeader } from '@/features/support/components/support-header';
import { responsePromise } from '@/features/support/lib/support-display';
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
        <ButtonLink to="/dashboard/support" variant="outline">
          {t('support.mine.back')}
        </ButtonLink>
      }
    />
  );
}

function MyRequest({ id }: { id: number }) {
  const { t } = useTranslation();
  const request = useMyRequest(id);
  useDocumentTitle(
    request.data ? `${request.data.reference} · ${request.data.subject}` : t('support.mine.title'),
  );

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
  if (!request.data) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full rounded-2xl" />
      </div>
    );
  }
  const data = request.data;
  return (
    <div className="space-y-5">
      <SupportHeader
        crumbs={[
          { to: '/dashboard', label: t('nav.dashboard') },
          { to: '/dashboard/support', label: t('support.mine.title') },
        ]}
        title={data.subject}
        description={data.reference}
      />
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={data.priority} />
        <StatusBadge status={data.status} />
        <span className="text-sm font-medium text-slate-600">{t(`support.type.${data.type}`)}</span>
        <DecisionBadge decision={data.premium_decision} />
      </div>
      {data.status === 'closed' ? null : <PromiseLabel promise={responsePromise(data)} />}
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
  );
}

export function MyRequestPage() {
  const { id } = useParams();
  const requestId = requestIdFrom(id);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      {requestId === null ? <Missing /> : <MyRequest key={requestId} id={requestId} />}
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Where a request page leads back to: the member's list or the staff inbox. */
export interface RequestBackLink {
  to: string;
  label: string;
}

/** An address that names no request the reader may open (a bad id, someone else's, or gone). */
export function RequestMissing({ back }: { back: RequestBackLink }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<SearchIcon className="size-6" />}
      title={t('support.request.notFound')}
      description={t('support.request.notFoundText')}
      action={
        <ButtonLink to={back.to} variant="outline">
          {back.label}
        </ButtonLink>
      }
    />
  );
}

/**
 * One support request being read, for the member's page and the staff page alike: the tab says its reference
 * and subject once it is in (`pageTitle` until then); a 404 is "not found" with the way back, any other
 * failure says so with a retry; placeholders stand while it loads or while `waiting` (the page still needs
 * something else, such as the session); then `children` draws the request.
 */
export function RequestLoader<T extends { reference: string; subject: string }>({
  request,
  pageTitle,
  back,
  waiting = false,
  placeholders = 2,
  children,
}: {
  request: UseQueryResult<T>;
  pageTitle: string;
  back: RequestBackLink;
  waiting?: boolean;
  /** How many message-sized placeholders stand under the title's while it loads. */
  placeholders?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  useDocumentTitle(request.data ? `${request.data.reference} · ${request.data.subject}` : pageTitle);

  if (request.error) {
    if (isApiError(request.error) && request.error.status === 404) return <RequestMissing back={back} />;
    return (
      <RetryAlert
        title={t('support.request.failed')}
        message={request.error.message}
        retryLabel={t('support.retry')}
        onRetry={() => void request.refetch()}
      />
    );
  }
  if (!request.data || waiting) {
    return (
      <div className="space-y-3" aria-busy="true" data-testid="request-loading">
        <Skeleton className="h-10 w-2/3" />
        {Array.from({ length: placeholders }, (_, i) => i).map((n) => (
          <Skeleton key={n} className="h-32 w-full rounded-2xl" />
        ))}
      </div>
    );
  }
  return children(request.data);
}

import type { ViewerAccess } from '@pustaka/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { type CoverKind, CoverPlaceholder, LazyImage } from '@/components/ui/cover';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertIcon, RefreshIcon } from '@/components/ui/icons';
import { ChevronRightIcon, LockIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';

/** The page around every viewer: a way back to the library, the product, and who is looking. */
export function ViewerHeader({
  title,
  kind,
  coverUrl,
  access,
  downloadable,
  actions,
  children,
}: {
  title: string;
  kind: CoverKind;
  coverUrl: string | null;
  access: ViewerAccess;
  downloadable: boolean;
  /** Buttons at the end of the header (download, fullscreen). */
  actions?: ReactNode;
  /** A line under the title (counts, durations). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <div className="size-14 shrink-0 overflow-hidden rounded-xl bg-slate-100 shadow-xs sm:size-16">
          <LazyImage
            src={coverUrl}
            alt=""
            className="size-full object-cover"
            fallback={<CoverPlaceholder kind={kind} iconClassName="size-6" />}
          />
        </div>
        <div className="min-w-0">
          <nav aria-label={t('viewer.breadcrumb')} className="flex items-center gap-1 text-sm text-slate-500">
            <Link to="/dashboard/library" className="hover:text-indigo-700 hover:underline">
              {t('library.title')}
            </Link>
            <ChevronRightIcon className="size-4 shrink-0" />
          </nav>
          <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl" data-testid="viewer-title">
            {title}
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {access !== 'owner' ? <Badge tone="info">{t(`viewer.access.${access}`)}</Badge> : null}
            {!downloadable ? (
              <Badge tone="warning">
                <LockIcon className="size-3" />
                {t('viewer.streamOnly')}
              </Badge>
            ) : null}
            {children}
          </div>
        </div>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** The viewer's page width and spacing, the same for every kind. */
export function ViewerPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div
      className={
        wide
          ? 'mx-auto max-w-7xl space-y-4 px-3 py-5 sm:space-y-6 sm:px-6 sm:py-8 lg:px-8'
          : 'mx-auto max-w-5xl space-y-4 px-3 py-5 sm:space-y-6 sm:px-6 sm:py-8'
      }
    >
      {children}
    </div>
  );
}

export function ViewerSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t('viewer.loading')}
      className="space-y-4"
      data-testid="viewer-loading"
    >
      <div className="flex items-center gap-3">
        <Skeleton className="size-14 rounded-xl sm:size-16" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-6 w-2/3" />
        </div>
      </div>
      <Skeleton className="h-[60vh] w-full rounded-2xl" />
    </div>
  );
}

/**
 * Why a viewer cannot open: not bought yet (with the way to buy it), not there, or a failure to retry.
 */
export function ViewerError({
  error,
  productId,
  onRetry,
}: {
  error: unknown;
  productId: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const code = isApiError(error) ? error.code : '';
  if (code === 'NOT_OWNED') {
    return (
      <EmptyState
        icon={<LockIcon className="size-6" />}
        title={t('viewer.notOwned')}
        description={t('viewer.notOwnedText')}
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <ButtonLink to={`/products/${productId}`}>{t('viewer.seeProduct')}</ButtonLink>
            <ButtonLink to="/dashboard/library" variant="outline">
              {t('viewer.backToLibrary')}
            </ButtonLink>
          </div>
        }
      />
    );
  }
  if (code === 'NOT_FOUND' || code === 'VALIDATION_ERROR') {
    return (
      <EmptyState
        title={t('viewer.notFound')}
        description={t('viewer.notFoundText')}
        action={<ButtonLink to="/dashboard/library">{t('viewer.backToLibrary')}</ButtonLink>}
      />
    );
  }
  return (
    <EmptyState
      icon={<AlertIcon className="size-6" />}
      title={t('viewer.loadFailed')}
      description={isApiError(error) ? error.message : undefined}
      action={
        <Button variant="outline" icon={<RefreshIcon className="size-4" />} onClick={onRetry}>
          {t('viewer.retry')}
        </Button>
      }
    />
  );
}

/** A product whose viewer has nothing to show (no files of the kind it plays). */
export function ViewerEmpty({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('viewer.empty')}
      description={text}
      action={
        <ButtonLink to="/dashboard/library" variant="outline">
          {t('viewer.backToLibrary')}
        </ButtonLink>
      }
    />
  );
}

/** The part of a viewer's query the gate reads. */
type ViewerQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  isFetchedAfterMount: boolean;
  refetch: () => Promise<unknown>;
};

/**
 * What every viewer shows until its content is there: an address without a product, a load that failed
 * (not owned, not found, or a failure to retry), or the skeleton. The content itself is rendered by
 * `children` once it has been fetched for this visit, so a viewer never opens on a stale saved place.
 */
export function ViewerGate<T>({
  productId,
  query,
  wide = false,
  keepDataOnError = false,
  errorExtra,
  children,
}: {
  productId: number;
  query: ViewerQuery<T>;
  /** The skeleton takes the player's wide page; the messages stay narrow. */
  wide?: boolean;
  /** Players keep playing what they have when a later refresh fails; readers show the failure. */
  keepDataOnError?: boolean;
  /** Shown under the failure, such as a course's public outline for someone who has not bought it. */
  errorExtra?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (Number.isNaN(productId)) {
    return (
      <ViewerPage>
        <ViewerEmpty text={t('viewer.notFoundText')} />
      </ViewerPage>
    );
  }
  if (query.isError && !(keepDataOnError && query.data)) {
    return (
      <ViewerPage>
        <ViewerError error={query.error} productId={productId} onRetry={() => void query.refetch()} />
        {errorExtra}
      </ViewerPage>
    );
  }
  if (!query.data || !query.isFetchedAfterMount) {
    return (
      <ViewerPage wide={wide}>
        <ViewerSkeleton />
      </ViewerPage>
    );
  }
  return children(query.data);
}

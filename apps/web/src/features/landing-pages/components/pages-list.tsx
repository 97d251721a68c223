import type { LandingPageSummary } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon, TrashIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  useDeleteLandingPage,
  useLandingPages,
  useSaveLandingPage,
} from '@/features/landing-pages/api/landing-pages';
import { newPageInput } from '@/features/landing-pages/lib/blocks';

/** The creator's pages with their counts; a new page starts from a hero and opens in the editor. */
export function PagesList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pages = useLandingPages();
  const create = useSaveLandingPage(undefined);
  const remove = useDeleteLandingPage();
  const [deleting, setDeleting] = useState<LandingPageSummary | null>(null);

  const onCreate = () =>
    create.mutate(newPageInput(t), {
      onSuccess: (page) => navigate(`/publisher/landing-page-design?id=${page.id}`),
      onError: (error) => toast.error(t('landing.createFailed'), error),
    });
  const newButton = (
    <Button
      type="button"
      onClick={onCreate}
      loading={create.isPending}
      icon={<PlusIcon className="size-4" />}
      data-testid="landing-new"
    >
      {t('landing.newPage')}
    </Button>
  );

  if (pages.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (pages.isError) {
    return (
      <RetryAlert
        title={t('landing.loadFailed')}
        message={pages.error.message}
        retryLabel={t('landing.retry')}
        onRetry={() => void pages.refetch()}
      />
    );
  }
  if (pages.data.length === 0) {
    return (
      <EmptyState title={t('landing.emptyTitle')} description={t('landing.emptyText')} action={newButton} />
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex justify-end">{newButton}</div>
      <ul className="space-y-3">
        {pages.data.map((page) => (
          <li
            key={page.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
          >
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/publisher/landing-page-design?id=${page.id}`}
                  className="truncate font-semibold text-slate-900 hover:text-indigo-700 hover:underline"
                >
                  {page.title}
                </Link>
                <Badge tone={page.status === 'published' ? 'success' : 'neutral'}>
                  {page.status === 'published' ? t('landing.status.published') : t('landing.status.draft')}
                </Badge>
              </div>
              <p className="truncate text-sm text-slate-500">{page.path}</p>
              <p className="text-xs text-slate-500">
                {t('landing.pageCounts', { views: page.views, clicks: page.clicks })}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Link
                to={`/publisher/landing-page-design?id=${page.id}`}
                className={buttonClasses('outline', 'sm')}
              >
                {t('landing.edit')}
              </Link>
              {page.status === 'published' ? (
                <a href={page.path} target="_blank" rel="noopener" className={buttonClasses('ghost', 'sm')}>
                  {t('landing.open')}
                </a>
              ) : null}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setDeleting(page)}
                icon={<TrashIcon className="size-4 text-red-600" />}
                aria-label={t('landing.delete')}
              />
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('landing.deleteTitle')}
        confirmLabel={t('landing.delete')}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('landing.deleted'));
              setDeleting(null);
            },
            onError: (error) => toast.error(t('landing.deleteFailed'), error),
          })
        }
      >
        <p className="text-sm text-slate-600">{t('landing.deleteText', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

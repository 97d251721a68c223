import type { ShortLink, ShortLinkPage } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField } from '@/components/ui/field';
import { LinkIcon } from '@/components/ui/more-icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { SHORT_LINK_PAGE_SIZE, useDeleteShortLink } from '@/features/short-links/api/short-links';
import { formatNumber } from '@/lib/format';
import { LinkRow } from './link-row';

/** The user's links with search and pages; loading, empty and failed states included. */
export function ShortLinkList({
  query,
  page,
  q,
  onPage,
  onSearch,
}: {
  query: { data?: ShortLinkPage; error: Error | null; refetch: () => unknown };
  page: number;
  q: string;
  onPage: (page: number) => void;
  onSearch: (q: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [deleting, setDeleting] = useState<ShortLink | null>(null);
  const remove = useDeleteShortLink();
  const data = query.data;

  let body: React.ReactNode;
  if (query.error) {
    body = (
      <Alert tone="error" title={t('shortLinks.list.loadFailed')}>
        <p>{query.error.message}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
          {t('catalogue.retry')}
        </Button>
      </Alert>
    );
  } else if (!data) {
    body = (
      <div className="space-y-2" aria-busy="true" data-testid="short-links-loading">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    body = (
      <EmptyState
        icon={<LinkIcon className="size-6" />}
        title={q ? t('shortLinks.list.emptySearch') : t('shortLinks.list.empty')}
        description={q ? undefined : t('shortLinks.list.emptyText')}
      />
    );
  } else {
    body = (
      <>
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100">
            {data.items.map((link) => (
              <LinkRow key={link.id} link={link} onDelete={() => setDeleting(link)} />
            ))}
          </ul>
        </Card>
        <Pagination
          page={page}
          pageSize={SHORT_LINK_PAGE_SIZE}
          total={data.total}
          onPageChange={onPage}
          labels={{
            previous: t('common.previous'),
            next: t('common.next'),
            summary: t('shortLinks.list.summary', { total: formatNumber(data.total, i18n.language) }),
          }}
        />
      </>
    );
  }

  return (
    <section className="space-y-4" aria-labelledby="short-links-heading">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="short-links-heading" className="text-lg font-semibold text-slate-900">
          {t('shortLinks.list.title')}
        </h2>
        <InputField
          label={<span className="sr-only">{t('shortLinks.list.search')}</span>}
          type="search"
          placeholder={t('shortLinks.list.search')}
          defaultValue={q}
          onChange={(event) => onSearch(event.target.value)}
          containerClassName="sm:w-72"
          maxLength={200}
        />
      </div>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('shortLinks.delete.title')}
        confirmLabel={t('common.delete')}
        pending={remove.isPending}
        confirmTestId="short-link-delete-confirm"
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast({ type: 'success', title: t('shortLinks.delete.done') });
              setDeleting(null);
            },
            onError: (error) => toast({ type: 'error', title: error.message }),
          });
        }}
      >
        <p className="text-sm text-slate-700">
          {t('shortLinks.delete.text', { url: deleting?.short_url ?? '' })}
        </p>
      </ConfirmDialog>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField } from '@/components/ui/field';
import { RefreshIcon, SearchIcon } from '@/components/ui/icons';
import { UsersIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { BUYERS_PAGE_SIZE, useBuyers } from '@/features/earnings/api/earnings';
import { BuyersTable } from '@/features/earnings/components/buyers-table';
import { ListPagination } from '@/features/earnings/components/list-pagination';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

/** /publisher/buyers: every purchase of the creator's products, searchable, a page at a time. */
export function PublisherBuyersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const [typed, setTyped] = useState(q);
  const buyers = useBuyers(q, page);
  const data = buyers.data;
  useDocumentTitle(t('earnings.buyers.title'));

  // The search follows typing after a short pause, and starts again from the first page.
  useEffect(() => {
    const value = typed.trim();
    if (value === q) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const copy = new URLSearchParams(current);
          if (value) copy.set('q', value);
          else copy.delete('q');
          copy.delete('page');
          return copy;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);

  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PublisherHeader title={t('earnings.buyers.title')} description={t('earnings.buyers.subtitle')} />
      <form
        aria-label={t('earnings.buyers.search')}
        onSubmit={(event) => event.preventDefault()}
        className="max-w-md"
      >
        <InputField
          label={t('earnings.buyers.search')}
          type="search"
          value={typed}
          maxLength={100}
          placeholder={t('earnings.buyers.searchPlaceholder')}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>

      {buyers.isError && !data ? (
        <Alert tone="error" title={t('earnings.buyers.loadFailed')}>
          <p>{buyers.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void buyers.refetch()}
          >
            {t('earnings.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-2" aria-busy="true" data-testid="buyers-loading">
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14 w-full rounded-xl" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        q ? (
          <EmptyState
            icon={<SearchIcon className="size-6" />}
            title={t('earnings.buyers.noMatch')}
            description={t('earnings.buyers.noMatchText')}
          />
        ) : (
          <EmptyState
            icon={<UsersIcon className="size-6" />}
            title={t('earnings.buyers.empty')}
            description={t('earnings.buyers.emptyText')}
          />
        )
      ) : (
        <div className="space-y-4" aria-busy={buyers.isFetching}>
          <BuyersTable rows={data.items} />
          <ListPagination
            page={data.page}
            pageSize={BUYERS_PAGE_SIZE}
            total={data.total}
            onPageChange={goTo}
          />
        </div>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, RefreshIcon } from '@/components/ui/icons';
import { ListPages } from '@/components/ui/list-pages';
import { ChevronRightIcon } from '@/components/ui/more-icons';
import { useLibrary } from '@/features/orders/api/library';
import { LibraryGrid, LibraryGridSkeleton } from '@/features/orders/components/library-grid';
import { viewerPath } from '@/features/orders/lib/order-rules';
import { LibraryRecommendations } from '@/features/recommendations/components/library-recommendations';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/library: everything the user owns, each opening in the viewer for its format. */
export function LibraryPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const library = useLibrary(page);
  const data = library.data;
  useDocumentTitle(t('library.title'));

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <nav aria-label={t('library.breadcrumb')} className="flex items-center gap-1 text-sm text-slate-500">
          <Link to="/dashboard" className="hover:text-indigo-700 hover:underline">
            {t('dashboard.title')}
          </Link>
          <ChevronRightIcon className="size-4" />
          <span aria-current="page" className="text-slate-700">
            {t('library.title')}
          </span>
        </nav>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{t('library.title')}</h1>
        <p className="mt-1 text-slate-600">
          {data && data.total > 0
            ? t('library.count', { total: formatNumber(data.total, i18n.language) })
            : t('library.subtitle')}
        </p>
      </div>

      {library.isError && !data ? (
        <Alert tone="error" title={t('library.loadFailed')}>
          <p>{library.error.message}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<RefreshIcon className="size-4" />}
            onClick={() => void library.refetch()}
          >
            {t('catalogue.retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <LibraryGridSkeleton />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<BookIcon className="size-6" />}
          title={t('library.empty')}
          description={t('library.emptyText')}
          action={<ButtonLink to="/products">{t('library.browse')}</ButtonLink>}
        />
      ) : (
        <>
          <div className={library.isPlaceholderData ? 'space-y-6 opacity-60' : 'space-y-6'}>
            <LibraryGrid items={data.items} />
            {data.total > data.pageSize ? (
              <ListPages page={data.page} pageSize={data.pageSize} total={data.total} />
            ) : null}
          </div>
          <div className="border-t border-slate-200 pt-8">
            <LibraryRecommendations openOwned={(item) => viewerPath(item.product.id, item.product.format)} />
          </div>
        </>
      )}
    </div>
  );
}

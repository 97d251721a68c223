import type { FormatLabel } from '@pustaka/contract';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router';
import type { RouteHandle } from '@/app/layout/root-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RefreshIcon, SearchIcon } from '@/components/ui/icons';
import { ListPages } from '@/components/ui/list-pages';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogue, useCategories } from '@/features/products/api/catalogue';
import {
  CatalogueFilterPanel,
  CatalogueSearch,
  FormatChips,
  SortSelect,
} from '@/features/products/components/catalogue-filters';
import { ProductGrid } from '@/features/products/components/product-grid';
import {
  CATALOGUE_FORMAT,
  type CatalogueFilters,
  type CatalogueKind,
  changeFilters,
  parseCatalogueParams,
  toSearchParams,
} from '@/features/products/lib/catalogue-query';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The catalogue's state lives in the query string, so back/forward and shared links keep it. */
function useCatalogueFilters(fixed: FormatLabel | undefined) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseCatalogueParams(params, fixed), [params, fixed]);
  const update = useCallback(
    (patch: Partial<CatalogueFilters>) => {
      setParams(toSearchParams(changeFilters(filters, patch), fixed));
      if ('page' in patch) window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [filters, fixed, setParams],
  );
  return [filters, update] as const;
}

function CatalogueView({ kind }: { kind: CatalogueKind }) {
  const { t, i18n } = useTranslation();
  const fixed = CATALOGUE_FORMAT[kind];
  const [filters, update] = useCatalogueFilters(fixed);
  const list = useCatalogue(filters);
  const categories = useCategories();
  const title = t(`catalogue.titles.${kind}`);
  useDocumentTitle(title);

  const narrowed = Boolean(
    filters.q || filters.category_id || filters.free || filters.min_price || filters.max_price,
  );
  const data = list.data;
  const totalText = data
    ? t(data.total_is_estimate ? 'catalogue.countEstimate' : 'catalogue.count', {
        total: formatNumber(data.total, i18n.language),
      })
    : null;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="space-y-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600">{t(`catalogue.subtitles.${kind}`)}</p>
        </div>
        <CatalogueSearch value={filters.q} onSubmit={(q) => update({ q })} />
        {fixed ? null : <FormatChips value={filters.format} onChange={update} />}
      </header>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr] lg:items-start">
        <aside className="lg:sticky lg:top-20">
          <CatalogueFilterPanel filters={filters} onChange={update} categories={categories.data} />
        </aside>

        <section aria-labelledby="results-heading" className="min-w-0 space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div className="min-w-0">
              <h2 id="results-heading" className="truncate font-semibold text-slate-900">
                {filters.q ? t('catalogue.resultsFor', { q: filters.q }) : t('catalogue.results')}
              </h2>
              {totalText ? (
                <p className="text-sm text-slate-600" data-testid="result-count">
                  {totalText}
                </p>
              ) : list.isPending ? (
                <Skeleton className="mt-1 h-4 w-24" />
              ) : null}
            </div>
            <SortSelect filters={filters} onChange={update} />
          </div>

          {list.isError && !data ? (
            <Alert tone="error" title={t('catalogue.loadFailed')}>
              <p>{list.error.message}</p>
              <Button
                size="sm"
                variant="outline"
                className="mt-2"
                icon={<RefreshIcon className="size-4" />}
                onClick={() => void list.refetch()}
              >
                {t('catalogue.retry')}
              </Button>
            </Alert>
          ) : (
            <ProductGrid
              layout="narrow"
              products={data?.items}
              loading={list.isPending}
              dimmed={list.isPlaceholderData}
              empty={
                <EmptyState
                  icon={<SearchIcon className="size-6" />}
                  title={narrowed ? t('catalogue.noMatch') : t('catalogue.empty')}
                  description={narrowed ? t('catalogue.noMatchText') : t('products.emptyHint')}
                  action={
                    narrowed ? (
                      <Button
                        variant="outline"
                        onClick={() =>
                          update({
                            q: undefined,
                            category_id: undefined,
                            min_price: undefined,
                            max_price: undefined,
                            free: undefined,
                          })
                        }
                      >
                        {t('catalogue.clearAll')}
                      </Button>
                    ) : undefined
                  }
                />
              }
            />
          )}

          {data && data.total > data.pageSize ? (
            <ListPages
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => update({ page })}
            />
          ) : null}
        </section>
      </div>
    </div>
  );
}

/** /products, /courses, /audio and /slides: the route's handle names the catalogue. */
export function CataloguePage() {
  const matches = useMatches();
  const kind = (matches.at(-1)?.handle as RouteHandle | undefined)?.catalogue ?? 'all';
  return <CatalogueView key={kind} kind={kind} />;
}

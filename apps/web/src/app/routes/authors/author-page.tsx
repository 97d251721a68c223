import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons';
import { ChevronRightIcon, UsersIcon } from '@/components/ui/more-icons';
import { useAuthor } from '@/features/authors/api/authors';
import { AuthorHeader, AuthorHeaderSkeleton } from '@/features/authors/components/author-header';
import { ProductGrid } from '@/features/products/components/product-grid';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

export function AuthorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const authorId = Number(id);
  const detail = useAuthor(authorId);
  const author = detail.data?.author;
  useDocumentTitle(author?.name ?? t('authors.profile'));
  const missing =
    !Number.isInteger(authorId) || authorId <= 0 || (isApiError(detail.error) && detail.error.status === 404);

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <nav
        aria-label={t('detail.breadcrumb')}
        className="flex min-w-0 items-center gap-1 text-sm text-slate-500"
      >
        <Link to="/authors" className="shrink-0 hover:text-indigo-700 hover:underline">
          {t('authors.title')}
        </Link>
        {author ? (
          <>
            <ChevronRightIcon className="size-4 shrink-0" />
            <span aria-current="page" className="truncate text-slate-700">
              {author.name}
            </span>
          </>
        ) : null}
      </nav>
      {missing ? (
        <EmptyState
          icon={<UsersIcon className="size-6" />}
          title={t('authors.notFound')}
          description={t('authors.notFoundText')}
          action={<ButtonLink to="/authors">{t('authors.browse')}</ButtonLink>}
        />
      ) : detail.isError ? (
        <Alert tone="error" title={t('authors.loadFailed')}>
          {detail.error.message}
        </Alert>
      ) : (
        <>
          {author ? <AuthorHeader author={author} /> : <AuthorHeaderSkeleton />}
          <section aria-labelledby="author-products" className="space-y-4">
            <h2 id="author-products" className="text-xl font-bold text-slate-900">
              {t('authors.products')}
            </h2>
            <ProductGrid
              products={detail.data?.products}
              loading={detail.isPending}
              empty={
                <EmptyState
                  icon={<InboxIcon className="size-6" />}
                  title={t('authors.noProducts')}
                  description={t('authors.noProductsText')}
                />
              }
            />
          </section>
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ProductCard } from '@/components/product/product-card';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicPost } from '@/features/blog/api/public-posts';
import { PostArticle } from '@/features/blog/components/post-article';
import { ShareButtons } from '@/features/blog/components/share-buttons';
import { ProductGrid } from '@/features/products/components/product-grid';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** `/blog/{author}/{slug}`: the post, its author, their products and the share buttons. */
export function BlogPostPage() {
  const { t } = useTranslation();
  const { userid = '', slug = '' } = useParams();
  const post = usePublicPost(Number(userid), slug);
  useDocumentTitle(post.data ? post.data.seo_title || post.data.title : null);

  if (post.isError && isApiError(post.error) && post.error.status < 500) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <EmptyState
          title={t('blog.postNotFound')}
          description={t('blog.postNotFoundText')}
          action={
            <Link to="/blog" className="font-medium text-indigo-700 hover:underline">
              {t('blog.backToBlog')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <nav className="text-sm text-slate-500">
        <Link to="/blog" className="hover:text-indigo-700 hover:underline">
          {t('blog.title')}
        </Link>
        {post.data ? (
          <>
            {' / '}
            <Link to={`/blog/${post.data.author.id}`} className="hover:text-indigo-700 hover:underline">
              {post.data.author.name}
            </Link>
          </>
        ) : null}
      </nav>
      {post.isError && !post.data ? (
        <Alert tone="error" title={t('blog.loadFailed')}>
          {post.error.message}
        </Alert>
      ) : !post.data ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="aspect-[1.91/1] w-full rounded-2xl" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          <PostArticle
            post={post.data}
            renderProduct={(product) => (
              <div className="not-prose my-2 max-w-60" data-testid="post-product-card">
                <ProductCard product={product} />
              </div>
            )}
            actions={<ShareButtons title={post.data.title} path={post.data.path} />}
          />
          <section className="space-y-4 border-t border-slate-200 pt-8">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <h2 className="text-xl font-semibold text-slate-900">
                {t('blog.authorProducts', { name: post.data.author.name })}
              </h2>
              <Link
                to={`/blog/${post.data.author.id}`}
                className="text-sm font-medium text-indigo-700 hover:underline"
              >
                {t('blog.morePosts')}
              </Link>
            </div>
            {post.data.author.bio ? <p className="text-slate-600">{post.data.author.bio}</p> : null}
            <ProductGrid
              products={post.data.author_products}
              loading={false}
              empty={<p className="text-sm text-slate-500">{t('blog.noAuthorProducts')}</p>}
              layout="narrow"
            />
          </section>
        </>
      )}
    </div>
  );
}

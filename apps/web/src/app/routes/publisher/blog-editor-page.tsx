import type { ManagedBlogPost } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ProductCard } from '@/components/product/product-card';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useDeletePost, useOwnPost, usePostPreview, useUnpublishPost } from '@/features/blog/api/own-posts';
import { PostArticle } from '@/features/blog/components/post-article';
import { PostEditorForm } from '@/features/blog/components/post-editor-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PublisherHeader } from './publisher-header';

/** `/publisher/blog/new` and `/publisher/blog/edit/{id}`: write, preview, publish. */
export function BlogEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const postId = id === undefined ? undefined : Number(id);
  const existing = useOwnPost(postId);
  const [previewing, setPreviewing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const preview = usePostPreview(postId, previewing);
  const unpublish = useUnpublishPost();
  const remove = useDeletePost();
  const title = postId ? t('blog.editor.editTitle') : t('blog.editor.newTitle');
  useDocumentTitle(title);

  const onSaved = (post: ManagedBlogPost) => {
    if (postId === undefined) navigate(`/publisher/blog/edit/${post.id}`, { replace: true });
  };
  const onPreview = (saved: ManagedBlogPost) => {
    // The new and edit addresses share this page, so it keeps its state when it moves to the edit address.
    if (postId === undefined) navigate(`/publisher/blog/edit/${saved.id}`, { replace: true });
    setPreviewing(true);
  };
  const header = (
    <PublisherHeader title={title} parent={{ to: '/publisher/blog', label: t('blog.own.title') }} />
  );

  if (postId !== undefined && existing.isError) {
    return (
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        {header}
        <Alert tone="error" title={t('blog.loadFailed')}>
          {existing.error.message}
        </Alert>
      </div>
    );
  }
  if (postId !== undefined && !existing.data) {
    return (
      <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
        {header}
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  const post = existing.data;

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      {header}
      {previewing ? (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <span>{t('blog.editor.previewNote')}</span>
            <Button size="sm" variant="outline" onClick={() => setPreviewing(false)}>
              {t('blog.editor.backToEditor')}
            </Button>
          </div>
          <div
            className="mx-auto max-w-3xl rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-8"
            data-testid="blog-preview"
          >
            {preview.data ? (
              <PostArticle
                post={preview.data}
                renderProduct={(product) => (
                  <div className="my-2 max-w-60">
                    <ProductCard product={product} />
                  </div>
                )}
              />
            ) : preview.isError ? (
              <Alert tone="error" title={t('blog.loadFailed')}>
                {preview.error.message}
              </Alert>
            ) : (
              <Skeleton className="h-80 w-full" />
            )}
          </div>
        </div>
      ) : null}
      <div className={previewing ? 'hidden' : undefined}>
        <PostEditorForm
          key={post?.id ?? 'new'}
          post={post}
          onSaved={onSaved}
          onPreview={onPreview}
          footer={
            post ? (
              <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
                {post.status !== 'draft' ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    loading={unpublish.isPending}
                    onClick={() =>
                      unpublish.mutate(post.id, {
                        onSuccess: (result) => toast({ type: 'success', title: result.message ?? '' }),
                        onError: (error) => toast({ type: 'error', title: error.message }),
                      })
                    }
                  >
                    {t('blog.editor.unpublish')}
                  </Button>
                ) : null}
                {post.status === 'published' ? (
                  <a
                    href={post.path}
                    className="inline-flex h-8 items-center px-2 text-sm font-medium text-indigo-700 hover:underline"
                  >
                    {t('blog.own.view')}
                  </a>
                ) : null}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="text-red-700"
                  onClick={() => setConfirmDelete(true)}
                >
                  {t('common.delete')}
                </Button>
              </div>
            ) : null
          }
        />
      </div>
      {post ? (
        <ConfirmDialog
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title={t('blog.editor.deleteTitle')}
          confirmLabel={t('common.delete')}
          confirmTestId="blog-delete-confirm"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(post.id, {
              onSuccess: (result) => {
                toast({ type: 'success', title: result.message ?? '' });
                navigate('/publisher/blog', { replace: true });
              },
              onError: (error) => toast({ type: 'error', title: error.message }),
            })
          }
        >
          <p className="text-sm text-slate-600">{t('blog.editor.deleteText', { title: post.title })}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

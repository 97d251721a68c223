import type { BlogPostInput, ManagedBlogPost } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyField } from '@/components/copy-assistant/copy-fields';
import { linesToHeadingsHtml, paragraphsToHtml } from '@/components/copy-assistant/copy-fields';
import { HelpMeWrite } from '@/components/copy-assistant/help-me-write';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { InputField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { uploadBlogImage, usePublishPost, useSavePost } from '@/features/blog/api/own-posts';
import { fromEditorHtml, slugFromTitle, toEditorHtml } from '@/features/blog/lib/editor-html';
import { isApiError } from '@/lib/api-client';
import { BlogContentEditor } from './blog-content-editor';
import { PostStatusBadge } from './post-status-badge';

const SLUG_CODES = new Set(['BLOG_SLUG_INVALID', 'BLOG_SLUG_RESERVED', 'BLOG_SLUG_TAKEN']);

/** `datetime-local` value of a moment, in the browser's time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * Writing a post: title, slug, text, cover and search-engine fields; save as a draft, preview, publish now or
 * at a set time. Every action saves first, so what is published is what is on screen.
 */
export function PostEditorForm({
  post,
  onSaved,
  onPreview,
  footer,
}: {
  post?: ManagedBlogPost;
  /** After a save: a new post gets its address (the page moves to its edit URL). */
  onSaved: (post: ManagedBlogPost) => void;
  onPreview: (post: ManagedBlogPost) => void;
  /** Actions only a saved post has (unpublish, delete), composed by the page. */
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(post?.title ?? '');
  const [slug, setSlug] = useState(post?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [html, setHtml] = useState(() => toEditorHtml(post?.content_html ?? '', (id) => `#${id}`));
  const [seoTitle, setSeoTitle] = useState(post?.seo_title ?? '');
  const [seoDescription, setSeoDescription] = useState(post?.seo_description ?? '');
  const [cover, setCover] = useState(
    post?.cover_image ? { name: post.cover_image, url: post.cover_url } : null,
  );
  const [publishAt, setPublishAt] = useState(
    post?.status === 'scheduled' ? localInput(post.published_at) : '',
  );
  const [errors, setErrors] = useState<{ slug?: string; title?: string }>({});
  const [coverUploading, setCoverUploading] = useState(false);
  const save = useSavePost();
  const publish = usePublishPost();
  const busy = save.isPending || publish.isPending;
  // Accepting a suggestion replaces the editor's text: a new key starts it from the new value.
  const [editorVersion, setEditorVersion] = useState(0);
  const replaceContent = (next: string) => {
    setHtml(next);
    setEditorVersion((version) => version + 1);
  };
  const copyRequest = () => {
    const notes = fromEditorHtml(html).slice(0, 50_000);
    const hasText = notes.replace(/<[^>]*>/g, '').trim() !== '';
    if (!hasText && !post) return null;
    return { kind: 'blog' as const, notes, title: title.trim(), post_id: post?.id ?? null };
  };
  const acceptCopy = (field: CopyField, value: string) => {
    if (field.id === 'title') {
      setTitle(value.trim().slice(0, 200));
      if (!slugTouched) setSlug(slugFromTitle(value));
    } else if (field.id === 'outline') replaceContent(`${html}${linesToHeadingsHtml(value)}`);
    else if (field.id === 'draft') replaceContent(paragraphsToHtml(value));
  };

  async function saveNow(): Promise<ManagedBlogPost | undefined> {
    setErrors({});
    if (!title.trim()) {
      setErrors({ title: t('blog.editor.titleRequired') });
      return undefined;
    }
    const input: BlogPostInput = {
      title: title.trim(),
      slug: slug.trim() || undefined,
      content_html: fromEditorHtml(html),
      seo_title: seoTitle.trim() || null,
      seo_description: seoDescription.trim() || null,
      cover_image: cover?.name ?? null,
    };
    try {
      const saved = await save.mutateAsync({ id: post?.id, input });
      setSlug(saved.slug);
      onSaved(saved);
      return saved;
    } catch (cause) {
      if (isApiError(cause) && SLUG_CODES.has(cause.code)) setErrors({ slug: cause.message });
      else
        toast({
          type: 'error',
          title: t('blog.editor.saveFailed'),
          message: isApiError(cause) ? cause.message : undefined,
        });
      return undefined;
    }
  }

  async function run(action: 'draft' | 'preview' | 'publish' | 'schedule') {
    const saved = await saveNow();
    if (!saved) return;
    if (action === 'draft') toast({ type: 'success', title: t('blog.editor.saved') });
    if (action === 'preview') onPreview(saved);
    if (action === 'publish' || action === 'schedule') {
      try {
        const at = action === 'schedule' && publishAt ? new Date(publishAt).toISOString() : undefined;
        const result = await publish.mutateAsync({ id: saved.id, publishAt: at });
        toast({ type: 'success', title: result.message ?? t('blog.editor.published') });
        onSaved(result.data);
      } catch (cause) {
        toast({
          type: 'error',
          title: t('blog.editor.publishFailed'),
          message: isApiError(cause) ? cause.message : undefined,
        });
      }
    }
  }

  async function uploadCover(file: File | undefined) {
    if (!file) return;
    setCoverUploading(true);
    try {
      setCover(await uploadBlogImage(file));
    } catch (cause) {
      toast({
        type: 'error',
        title: t('blog.editor.imageFailed'),
        message: isApiError(cause) ? cause.message : undefined,
      });
    } finally {
      setCoverUploading(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-5">
        <InputField
          label={t('blog.editor.title')}
          value={title}
          maxLength={200}
          error={errors.title}
          data-testid="blog-title"
          onChange={(event) => {
            setTitle(event.target.value);
            if (!slugTouched) setSlug(slugFromTitle(event.target.value));
          }}
        />
        <InputField
          label={t('blog.editor.slug')}
          value={slug}
          maxLength={80}
          error={errors.slug}
          hint={t('blog.editor.slugHint')}
          data-testid="blog-slug"
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.target.value);
          }}
        />
        <div className="-mb-3 flex justify-end">
          <HelpMeWrite kind="blog" request={copyRequest} onAccept={acceptCopy} />
        </div>
        <BlogContentEditor key={editorVersion} initialHtml={html} onChange={setHtml} />
      </div>
      <aside className="space-y-4">
        <Card>
          <CardBody className="space-y-3">
            <div className="flex items-center justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{t('blog.editor.publishing')}</h2>
              <PostStatusBadge status={post?.status ?? 'draft'} />
            </div>
            <Button
              type="button"
              variant="outline"
              className="w-full"
              loading={save.isPending}
              disabled={busy}
              onClick={() => void run('draft')}
            >
              {t('blog.editor.saveDraft')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              className="w-full"
              disabled={busy}
              onClick={() => void run('preview')}
            >
              {t('blog.editor.preview')}
            </Button>
            <Button
              type="button"
              className="w-full"
              disabled={busy}
              data-testid="blog-publish"
              onClick={() => void run('publish')}
            >
              {t('blog.editor.publishNow')}
            </Button>
            <div className="space-y-2 border-t border-slate-200 pt-3">
              <InputField
                type="datetime-local"
                label={t('blog.editor.publishAt')}
                value={publishAt}
                onChange={(event) => setPublishAt(event.target.value)}
              />
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={busy || !publishAt}
                onClick={() => void run('schedule')}
              >
                {t('blog.editor.schedule')}
              </Button>
            </div>
            {footer}
          </CardBody>
        </Card>
        <Card>
          <CardBody className="space-y-3">
            <h2 className="font-semibold text-slate-900">{t('blog.editor.cover')}</h2>
            {cover?.url ? (
              <img src={cover.url} alt="" className="aspect-[1.91/1] w-full rounded-lg object-cover" />
            ) : null}
            <label className="block">
              <span className="sr-only">{t('blog.editor.cover')}</span>
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                disabled={coverUploading}
                className="block w-full text-sm text-slate-600 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-indigo-700"
                onChange={(event) => void uploadCover(event.target.files?.[0])}
              />
            </label>
            {cover ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => setCover(null)}>
                {t('blog.editor.removeCover')}
              </Button>
            ) : null}
          </CardBody>
        </Card>
        <Card>
          <CardBody className="space-y-3">
            <h2 className="font-semibold text-slate-900">{t('blog.editor.seo')}</h2>
            <InputField
              label={t('blog.editor.seoTitle')}
              value={seoTitle}
              maxLength={120}
              onChange={(event) => setSeoTitle(event.target.value)}
            />
            <TextareaField
              label={t('blog.editor.seoDescription')}
              value={seoDescription}
              maxLength={300}
              rows={3}
              hint={t('blog.editor.seoHint')}
              onChange={(event) => setSeoDescription(event.target.value)}
            />
          </CardBody>
        </Card>
      </aside>
    </div>
  );
}

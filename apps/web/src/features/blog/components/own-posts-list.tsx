import type { ManagedBlogPost } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { PostStatusBadge } from './post-status-badge';

type Row = Omit<ManagedBlogPost, 'content_html'>;

/** The creator's posts: title, state, when it was published or is due, and where to edit or read it. */
export function OwnPostsList({ posts }: { posts: Row[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200"
      data-testid="own-posts"
    >
      {posts.map((post) => (
        <li key={post.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <Link
              to={`/publisher/blog/edit/${post.id}`}
              className="block font-semibold break-words text-slate-900 hover:text-indigo-700"
            >
              {post.title}
            </Link>
            <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <PostStatusBadge status={post.status} />
              <span>
                {post.status === 'draft'
                  ? t('blog.own.edited', { when: formatDateTime(post.updated_at, i18n.language) })
                  : t(post.status === 'scheduled' ? 'blog.own.due' : 'blog.own.publishedAt', {
                      when: formatDateTime(post.published_at ?? post.updated_at, i18n.language),
                    })}
              </span>
              <span className="break-all">{post.path}</span>
            </p>
          </div>
          <div className="flex shrink-0 gap-3 text-sm font-medium">
            <Link to={`/publisher/blog/edit/${post.id}`} className="text-indigo-700 hover:underline">
              {t('common.edit')}
            </Link>
            {post.status === 'published' ? (
              <Link to={post.path} className="text-slate-700 hover:underline">
                {t('blog.own.view')}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

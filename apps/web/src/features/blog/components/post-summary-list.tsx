import type { BlogPostSummary } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';

/** Public posts as cards: cover, title, excerpt, author, date and reading time. */
export function PostSummaryList({ posts }: { posts: BlogPostSummary[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-posts">
      {posts.map((post) => (
        <li key={post.id}>
          <Link
            to={post.path}
            className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200 transition hover:ring-indigo-300 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {post.cover_url ? (
              <img
                src={post.cover_url}
                alt=""
                loading="lazy"
                className="aspect-[1.91/1] w-full object-cover"
              />
            ) : (
              <div
                className="aspect-[1.91/1] w-full bg-gradient-to-br from-indigo-100 to-sky-100"
                aria-hidden="true"
              />
            )}
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="text-lg font-semibold break-words text-slate-900 group-hover:text-indigo-700">
                {post.title}
              </h2>
              <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
              <p className="mt-auto pt-2 text-xs text-slate-500">
                {post.author.name}
                {post.published_at ? ` · ${formatDate(post.published_at, i18n.language)}` : ''} ·{' '}
                {t('blog.readingTime', { count: post.reading_minutes })}
              </p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

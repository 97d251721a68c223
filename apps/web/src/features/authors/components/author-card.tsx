import type { Author } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Skeleton } from '@/components/ui/skeleton';
import { authorInitials } from '@/features/authors/lib/author-rules';
import { formatNumber } from '@/lib/format';

export function AuthorCard({ author }: { author: Author }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={`/authors/${author.id}`}
      data-testid="author-card"
      className="group flex flex-col items-center overflow-hidden rounded-2xl border border-slate-200 bg-white text-center shadow-xs transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <div className="h-16 w-full bg-gradient-to-r from-indigo-100 via-sky-100 to-emerald-100">
        {author.cover_url ? (
          <img src={author.cover_url} alt="" loading="lazy" className="size-full object-cover" />
        ) : null}
      </div>
      <Avatar
        src={author.avatar_url}
        initials={authorInitials(author.name)}
        alt=""
        size="lg"
        className="-mt-10 ring-4 ring-white"
      />
      <div className="flex w-full flex-1 flex-col gap-1 px-4 pt-2 pb-4">
        <h3 className="truncate font-semibold text-slate-900 group-hover:text-indigo-700">{author.name}</h3>
        {author.bio ? <p className="line-clamp-2 text-xs text-slate-500">{author.bio}</p> : null}
        <p className="mt-auto pt-2 text-sm font-medium text-indigo-700">
          {t('authors.productCount', { total: formatNumber(author.product_count, i18n.language) })}
        </p>
      </div>
    </Link>
  );
}

export function AuthorCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col items-center overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <Skeleton className="h-16 w-full rounded-none" />
      <Skeleton className="-mt-10 size-20 rounded-full ring-4 ring-white" />
      <div className="flex w-full flex-col items-center gap-2 p-4">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </div>
    </div>
  );
}

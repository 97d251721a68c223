import type { Author } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { GlobeIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { authorInitials, websiteLink } from '@/features/authors/lib/author-rules';
import { formatDate, formatNumber } from '@/lib/format';

/** Cover banner, avatar, name, bio and website of a creator. */
export function AuthorHeader({ author }: { author: Author }) {
  const { t, i18n } = useTranslation();
  const website = websiteLink(author.website);
  return (
    <section className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xs">
      <div className="aspect-[3/1] max-h-72 w-full bg-gradient-to-r from-indigo-200 via-sky-200 to-emerald-200 sm:aspect-[4/1]">
        {author.cover_url ? <img src={author.cover_url} alt="" className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:gap-6 sm:px-8">
        <Avatar
          src={author.avatar_url}
          initials={authorInitials(author.name)}
          alt={author.name}
          size="xl"
          className="-mt-14 ring-4 ring-white"
        />
        <div className="min-w-0 flex-1 space-y-1 sm:pb-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{author.name}</h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span>
              {t('authors.productCount', { total: formatNumber(author.product_count, i18n.language) })}
            </span>
            <span>{t('authors.joined', { date: formatDate(author.joined_at, i18n.language) })}</span>
            {website ? (
              <a
                href={website.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
              >
                <GlobeIcon className="size-4" />
                {website.label}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      {author.bio ? (
        <p className="border-t border-slate-100 px-5 py-5 whitespace-pre-line text-slate-700 sm:px-8">
          {author.bio}
        </p>
      ) : null}
    </section>
  );
}

export function AuthorHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-3xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[3/1] max-h-72 w-full rounded-none sm:aspect-[4/1]" />
      <div className="flex items-end gap-6 px-5 pb-6 sm:px-8">
        <Skeleton className="-mt-14 size-28 rounded-full ring-4 ring-white" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
    </div>
  );
}

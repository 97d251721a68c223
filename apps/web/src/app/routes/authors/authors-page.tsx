import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { controlClasses } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons';
import { ListPages } from '@/components/ui/list-pages';
import { UsersIcon } from '@/components/ui/more-icons';
import { useAuthors } from '@/features/authors/api/authors';
import { AuthorCard, AuthorCardSkeleton } from '@/features/authors/components/author-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchAndPage } from '@/lib/use-search-and-page';

export function AuthorsPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useSearchAndPage({ maxPage: 10_000 });
  const [text, setText] = useState(filters.q ?? '');
  const inputId = useId();
  const list = useAuthors(filters);
  useDocumentTitle(t('authors.title'));
  useEffect(() => setText(filters.q ?? ''), [filters.q]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters({ q: text.trim() || undefined, page: 1 });
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {t('authors.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('authors.subtitle')}</p>
        </div>
        <search className="w-full lg:max-w-md">
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor={inputId} className="sr-only">
              {t('authors.search')}
            </label>
            <div className="relative flex-1">
              <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
              <input
                id={inputId}
                type="search"
                value={text}
                maxLength={100}
                onChange={(event) => setText(event.target.value)}
                placeholder={t('authors.searchPlaceholder')}
                className={`${controlClasses} h-11 border-slate-300 pl-10 text-base sm:text-sm`}
              />
            </div>
            <Button type="submit" className="h-11">
              {t('catalogue.search')}
            </Button>
          </form>
        </search>
      </header>

      {list.isError && !list.data ? (
        <Alert tone="error" title={t('authors.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5"
          aria-busy="true"
        >
          {[0, 1, 2, 3, 4, 5, 6, 7].map((key) => (
            <AuthorCardSkeleton key={key} />
          ))}
        </div>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={<UsersIcon className="size-6" />}
          title={filters.q ? t('authors.noMatch') : t('authors.empty')}
          description={filters.q ? t('authors.noMatchText') : t('authors.emptyText')}
          action={
            filters.q ? (
              <Button variant="outline" onClick={() => setFilters({ page: 1 })}>
                {t('catalogue.clearAll')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className={list.isPlaceholderData ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
            {list.data.items.map((author) => (
              <AuthorCard key={author.id} author={author} />
            ))}
          </div>
          {list.data.total > list.data.pageSize ? (
            <ListPages
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPageChange={(page) => {
                setFilters({ ...filters, page });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

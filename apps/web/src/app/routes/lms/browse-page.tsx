import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { useBrowseCourses } from '@/features/lms/api/learner';
import { CourseCard } from '@/features/lms/components/course-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses } from './trainer-header';

const PAGE_SIZE = 12;

/** /lms/courses: published courses anyone may join, with search and pages. */
export function BrowseCoursesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const list = useBrowseCourses(q, page);
  useDocumentTitle(t('lms.learner.browse'));
  const go = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const query = next.q ?? q;
    if (query) search.set('q', query);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    go({ q: draft.trim(), page: 1 });
  }
  const pages = list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0;
  return (
    <div className={pageClasses}>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('lms.learner.browse')}</h1>
      <search>
        <form className="flex items-end gap-2" onSubmit={submit}>
          <InputField
            label={t('lms.learner.search')}
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            containerClassName="flex-1"
          />
          <Button type="submit">{t('lms.learner.searchButton')}</Button>
        </form>
      </search>
      {list.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {list.error ? <LoadFailed onRetry={() => void list.refetch()} /> : null}
      {list.data?.items.length === 0 ? (
        <EmptyState title={t('lms.learner.noResults')} description={t('lms.learner.noResultsHint')} />
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data?.items.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} />
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className="flex items-center justify-center gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => go({ page: page - 1 })}>
            {t('common.previous')}
          </Button>
          <span className="text-sm text-slate-600">{t('lms.learner.page', { page, pages })}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => go({ page: page + 1 })}>
            {t('common.next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

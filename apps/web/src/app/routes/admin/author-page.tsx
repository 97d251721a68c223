import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/more-icons';
import { useAuthorRecord } from '@/features/author-records/api/author-records';
import { AuthorRecord, authorIdOf } from '@/features/author-records/components/author-record';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /admin/authors/{id}: one author record; an admin may change any, and delete one products still name. */
export function AuthorPage() {
  const { t } = useTranslation();
  const id = authorIdOf(useParams().id);
  const author = useAuthorRecord(id).data;
  useDocumentTitle(author?.name ?? t('authorRecords.title'));

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <nav
          aria-label={t('admin.breadcrumb')}
          className="flex flex-wrap items-center gap-1 text-sm text-slate-500"
        >
          <Link to="/admin" className="hover:text-indigo-700 hover:underline">
            {t('admin.title')}
          </Link>
          <ChevronRightIcon className="size-4" />
          <Link to="/admin/authors" className="hover:text-indigo-700 hover:underline">
            {t('authorRecords.title')}
          </Link>
          <ChevronRightIcon className="size-4" />
          <span aria-current="page" className="max-w-[12rem] truncate text-slate-700">
            {author?.name ?? '…'}
          </span>
        </nav>
        {author ? (
          <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{author.name}</h1>
        ) : null}
      </div>
      <AuthorRecord id={id} listPath="/admin/authors" mayForceDelete />
    </div>
  );
}

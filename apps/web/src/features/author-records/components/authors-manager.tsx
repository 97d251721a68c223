import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { ChevronRightIcon, PlusIcon, UserIcon } from '@/components/ui/more-icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  AUTHOR_PAGE_SIZE,
  type AuthorListFilters,
  useAuthorList,
  useCreateAuthor,
} from '@/features/author-records/api/author-records';
import { formatNumber } from '@/lib/format';
import { type AuthorDraft, AuthorFields, draftOf, parseDraft } from './author-form';

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

function CreateAuthorDialog({
  open,
  onClose,
  basePath,
}: {
  open: boolean;
  onClose: () => void;
  basePath: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAuthor();
  const [draft, setDraft] = useState<AuthorDraft>(draftOf());
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (open) {
      setDraft(draftOf());
      setErrors({});
      create.reset();
    }
  }, [open, create.reset]);

  function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const { data, errors: found } = parseDraft(draft, t);
    setErrors(found);
    if (!data) return;
    create.mutate(data, {
      onSuccess: (author) => {
        toast.success(t('authorRecords.created'), author.name);
        onClose();
        navigate(`${basePath}/${author.id}`);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('authorRecords.add')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => save()} loading={create.isPending} data-testid="create-author">
            {t('authorRecords.create')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {create.error ? <Alert tone="error">{create.error.message}</Alert> : null}
        <AuthorFields draft={draft} onChange={setDraft} errors={errors} onSubmit={save} />
      </div>
    </Dialog>
  );
}

/** The author directory: search by name, page through, add one; each row opens the record. */
/** The shared author directory: search, pages, and a new record. `basePath` is where one record opens. */
export function AuthorsManager({
  filters,
  onChange,
  basePath,
}: {
  filters: AuthorListFilters;
  onChange: (next: AuthorListFilters) => void;
  basePath: string;
}) {
  const { t, i18n } = useTranslation();
  const list = useAuthorList(filters);
  const [text, setText] = useState(filters.q ?? '');
  const [creating, setCreating] = useState(false);

  // Search once typing pauses; the address keeps the query.
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((filters.q ?? '') !== text.trim()) onChange({ q: text.trim() || undefined, page: 1 });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, filters.q, onChange]);

  const data = list.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('authorRecords.searchPlaceholder')}
            aria-label={t('authorRecords.search')}
            maxLength={100}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
          />
        </div>
        <Button
          icon={<PlusIcon className="size-4" />}
          onClick={() => setCreating(true)}
          data-testid="add-author"
        >
          {t('authorRecords.add')}
        </Button>
      </div>

      {list.error ? (
        <Alert tone="error" title={t('authorRecords.loadFailed')}>
          {list.error.message}
        </Alert>
      ) : !data ? (
        <Card className="space-y-2 p-4" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-10 flex-1" />
            </div>
          ))}
        </Card>
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<UserIcon className="size-6" />}
          title={filters.q ? t('authorRecords.noMatch', { q: filters.q }) : t('authorRecords.empty')}
          description={filters.q ? t('authorRecords.noMatchText') : t('authorRecords.emptyText')}
          action={
            <Button icon={<PlusIcon className="size-4" />} onClick={() => setCreating(true)}>
              {t('authorRecords.add')}
            </Button>
          }
        />
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y divide-slate-100" aria-busy={list.isFetching}>
            {data.items.map((author) => (
              <li key={author.id}>
                <Link
                  to={`${basePath}/${author.id}`}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none sm:px-5"
                  data-testid="author-row"
                >
                  <Avatar src={author.photo_url} initials={initialsOf(author.name)} alt="" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900">{author.name}</p>
                    <p className="truncate text-sm text-slate-500">
                      {t('authorRecords.productCount', {
                        count: formatNumber(author.product_count, i18n.language),
                      })}
                      {author.user ? ` · ${t('authorRecords.account', { name: author.user.name })}` : ''}
                    </p>
                  </div>
                  <ChevronRightIcon className="size-5 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      )}

      {data && data.total > AUTHOR_PAGE_SIZE ? (
        <Pagination
          page={data.page}
          pageSize={AUTHOR_PAGE_SIZE}
          total={data.total}
          onPageChange={(page) => onChange({ ...filters, page })}
          labels={{
            previous: t('common.previous'),
            next: t('common.next'),
            summary: t('authorRecords.summary', {
              from: formatNumber((data.page - 1) * AUTHOR_PAGE_SIZE + 1, i18n.language),
              to: formatNumber(Math.min(data.page * AUTHOR_PAGE_SIZE, data.total), i18n.language),
              total: formatNumber(data.total, i18n.language),
            }),
          }}
        />
      ) : null}

      <CreateAuthorDialog open={creating} onClose={() => setCreating(false)} basePath={basePath} />
    </div>
  );
}

import { PersonNameSchema, type ProductCard } from '@pustaka/contract';
import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/field';
import { PlusIcon } from '@/components/ui/more-icons';
import { Spinner } from '@/components/ui/spinner';
import { useAuthorSearch, useCreateAuthorFromEditor } from '@/features/publisher/api/authors';

type Chosen = NonNullable<ProductCard['author']>;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * Picks the product's author from the shared directory, or adds a new one by the name typed: a publisher looks
 * for the person before making a second record of them.
 */
export function AuthorPicker({
  value,
  onChange,
}: {
  value: Chosen | null;
  onChange: (author: Chosen | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateAuthorFromEditor();
  // Ask the server once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useAuthorSearch(query, value === null && query !== '');
  const results = search.data?.items ?? [];
  const exact = results.some((author) => author.name.toLowerCase() === text.trim().toLowerCase());

  function add() {
    const parsed = PersonNameSchema.safeParse(text);
    if (!parsed.success) {
      setError(t('authorPicker.invalidName'));
      return;
    }
    setError(null);
    create.mutate(
      { name: parsed.data },
      {
        onSuccess: (author) => {
          onChange({ id: author.id, name: author.name, photo_url: author.photo_url });
          setText('');
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  if (value) {
    return (
      <div className="space-y-1.5">
        <p className="block text-sm font-medium text-slate-800">{t('authorPicker.label')}</p>
        <div
          className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-2.5"
          data-testid="chosen-author"
        >
          <Avatar src={value.photo_url} initials={initialsOf(value.name)} alt="" size="sm" />
          <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{value.name}</span>
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            {t('authorPicker.change')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('authorPicker.label')}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={80}
        autoComplete="off"
        placeholder={t('authorPicker.placeholder')}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        aria-describedby={`${id}-note`}
        className={clsx(controlClasses, 'h-10 border-slate-300')}
      />
      {/* The directory can be long: it shows once the publisher types part of a name. */}
      {text.trim() ? (
        <div
          id={`${id}-results`}
          className="max-h-64 overflow-y-auto rounded-xl border border-slate-200 bg-white"
          aria-busy={search.isFetching}
        >
          {search.isPending ? (
            <div className="flex items-center gap-2 p-3 text-sm text-slate-500">
              <Spinner className="size-4" />
              {t('authorPicker.searching')}
            </div>
          ) : results.length === 0 ? (
            <p className="p-3 text-sm text-slate-500">{t('authorPicker.noMatch', { name: query })}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {results.map((author) => (
                <li key={author.id}>
                  <button
                    type="button"
                    className="flex w-full items-center gap-3 px-3 py-2 text-left text-sm hover:bg-indigo-50 focus-visible:bg-indigo-50 focus-visible:outline-none"
                    onClick={() =>
                      onChange({ id: author.id, name: author.name, photo_url: author.photo_url })
                    }
                    data-testid="author-option"
                  >
                    <Avatar src={author.photo_url} initials={initialsOf(author.name)} alt="" size="sm" />
                    <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{author.name}</span>
                    <span className="shrink-0 text-xs text-slate-500">
                      {t('authorPicker.products', { count: author.product_count })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {text.trim().length >= 2 && !exact ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          icon={<PlusIcon className="size-4" />}
          loading={create.isPending}
          onClick={add}
          className="max-w-full"
        >
          <span className="truncate">{t('authorPicker.add', { name: text.trim() })}</span>
        </Button>
      ) : null}
      {error ? (
        <p id={`${id}-note`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${id}-note`} className="text-xs text-slate-500">
          {t('authorPicker.hint')}
        </p>
      )}
    </div>
  );
}

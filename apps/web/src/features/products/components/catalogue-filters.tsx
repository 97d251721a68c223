import type { Category, FormatLabel } from '@pustaka/contract';
import clsx from 'clsx';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productKind } from '@/components/product/product-rules';
import { Button } from '@/components/ui/button';
import { KindIcon } from '@/components/ui/cover';
import { Checkbox, controlClasses, SelectField } from '@/components/ui/field';
import { SearchIcon } from '@/components/ui/icons';
import { SettingsIcon } from '@/components/ui/more-icons';
import {
  activeFilterCount,
  CATALOGUE_SORTS,
  type CatalogueFilters,
  type CatalogueSort,
  effectiveSort,
  FORMAT_LABELS_LIST,
} from '@/features/products/lib/catalogue-query';
import { formatNumber } from '@/lib/format';
import { formatRupiahInput, parseRupiahInput } from '@/lib/rupiah-input';

type Change = (patch: Partial<CatalogueFilters>) => void;

/** The search box: submitting sets `q` (an empty box clears it). */
export function CatalogueSearch({
  value,
  onSubmit,
}: {
  value: string | undefined;
  onSubmit: (q?: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const inputId = useId();
  useEffect(() => setText(value ?? ''), [value]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(text.trim() || undefined);
  }

  return (
    <search>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('catalogue.searchLabel')}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <input
            id={inputId}
            type="search"
            name="q"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('catalogue.searchPlaceholder')}
            className={clsx(controlClasses, 'h-11 border-slate-300 pl-10 text-base sm:text-sm')}
          />
        </div>
        <Button type="submit" className="h-11">
          {t('catalogue.search')}
        </Button>
      </form>
    </search>
  );
}

/** All formats, then one chip per format. */
export function FormatChips({ value, onChange }: { value: FormatLabel | undefined; onChange: Change }) {
  const { t } = useTranslation();
  const chip = (active: boolean) =>
    clsx(
      'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
      active
        ? 'border-indigo-600 bg-indigo-600 text-white'
        : 'border-slate-300 bg-white text-slate-700 hover:border-indigo-300 hover:text-indigo-700',
    );
  return (
    <fieldset className="-mx-4 min-w-0 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <legend className="sr-only">{t('catalogue.format')}</legend>
      <div className="flex gap-2 pb-1">
        <button
          type="button"
          className={chip(!value)}
          aria-pressed={!value}
          onClick={() => onChange({ format: undefined })}
        >
          {t('catalogue.allFormats')}
        </button>
        {FORMAT_LABELS_LIST.map((label) => (
          <button
            key={label}
            type="button"
            className={chip(value === label)}
            aria-pressed={value === label}
            onClick={() => onChange({ format: label })}
          >
            <KindIcon kind={productKind(label)} className="size-4" />
            {t(`products.kind.${productKind(label)}`)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function SortSelect({ filters, onChange }: { filters: CatalogueFilters; onChange: Change }) {
  const { t } = useTranslation();
  const options = CATALOGUE_SORTS.filter((sort) => sort !== 'relevance' || filters.q);
  return (
    <SelectField
      label={t('catalogue.sortLabel')}
      value={effectiveSort(filters)}
      onChange={(event) => onChange({ sort: event.target.value as CatalogueSort })}
      containerClassName="w-full sm:w-56"
    >
      {options.map((sort) => (
        <option key={sort} value={sort}>
          {t(`catalogue.sort.${sort}`)}
        </option>
      ))}
    </SelectField>
  );
}

function PriceRange({ filters, onChange }: { filters: CatalogueFilters; onChange: Change }) {
  const { t } = useTranslation();
  const minId = useId();
  const maxId = useId();
  const [min, setMin] = useState(formatRupiahInput(filters.min_price));
  const [max, setMax] = useState(formatRupiahInput(filters.max_price));
  useEffect(() => setMin(formatRupiahInput(filters.min_price)), [filters.min_price]);
  useEffect(() => setMax(formatRupiahInput(filters.max_price)), [filters.max_price]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let low = parseRupiahInput(min);
    let high = parseRupiahInput(max);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    onChange({ min_price: low, max_price: high });
  }

  const box = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-slate-500">
          Rp
        </span>
        <input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={value}
          disabled={filters.free}
          onChange={(event) => set(formatRupiahInput(parseRupiahInput(event.target.value)))}
          className={clsx(controlClasses, 'h-10 border-slate-300 pl-9')}
        />
      </div>
    </div>
  );

  return (
    <form onSubmit={apply} className="space-y-2" aria-label={t('catalogue.priceRange')}>
      <p className="text-sm font-medium text-slate-800">{t('catalogue.priceRange')}</p>
      <div className="flex items-end gap-2">
        {box(minId, t('catalogue.minPrice'), min, setMin)}
        <span className="pb-2.5 text-slate-400">–</span>
        {box(maxId, t('catalogue.maxPrice'), max, setMax)}
      </div>
      <Button type="submit" size="sm" variant="outline" className="w-full" disabled={filters.free}>
        {t('catalogue.applyPrice')}
      </Button>
    </form>
  );
}

/** Category, price range and free only; a sidebar on large screens, a panel behind a button on phones. */
export function CatalogueFilterPanel({
  filters,
  onChange,
  categories,
}: {
  filters: CatalogueFilters;
  onChange: Change;
  categories: Category[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);

  return (
    <div>
      <button
        type="button"
        className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <SettingsIcon className="size-4" />
        {t('catalogue.filters')}
        {count ? <span className="rounded-full bg-indigo-600 px-1.5 text-xs text-white">{count}</span> : null}
      </button>
      <div
        id={panelId}
        className={clsx(
          'mt-3 space-y-5 rounded-2xl border border-slate-200 bg-white p-4 lg:mt-0 lg:block',
          open ? 'block' : 'hidden',
        )}
      >
        <h2 className="hidden text-sm font-semibold tracking-wide text-slate-500 uppercase lg:block">
          {t('catalogue.filters')}
        </h2>
        <SelectField
          label={t('catalogue.category')}
          value={filters.category_id ? String(filters.category_id) : ''}
          onChange={(event) =>
            onChange({ category_id: event.target.value ? Number(event.target.value) : undefined })
          }
        >
          <option value="">{t('catalogue.allCategories')}</option>
          {(categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name} ({formatNumber(category.product_count, i18n.language)})
            </option>
          ))}
        </SelectField>
        <Checkbox
          label={t('catalogue.freeOnly')}
          checked={Boolean(filters.free)}
          onChange={(event) => onChange({ free: event.target.checked || undefined })}
        />
        <PriceRange filters={filters} onChange={onChange} />
        {count ? (
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() =>
              onChange({
                category_id: undefined,
                min_price: undefined,
                max_price: undefined,
                free: undefined,
              })
            }
          >
            {t('catalogue.clearFilters')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

import type { FormatLabel } from '@pustaka/contract';
import type { FormatCode } from '@/components/product/product-rules';

// Mirrors FORMAT_LABELS of @pustaka/contract: the home page imports types only, so zod stays out of its chunk.
export const FORMAT_LABEL_OF: Record<FormatCode, FormatLabel> = {
  PDF: 'Ebook',
  MP3: 'Audio',
  CRS: 'Video',
  PPT: 'Slides',
};
export const FORMAT_LABELS_LIST: FormatLabel[] = ['Ebook', 'Audio', 'Video', 'Slides'];

export const CATALOGUE_SORTS = ['newest', 'best_selling', 'price_asc', 'price_desc', 'relevance'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** The catalogue's state as it lives in the address bar. */
export interface CatalogueFilters {
  q?: string;
  format?: FormatLabel;
  category_id?: number;
  min_price?: number;
  max_price?: number;
  free?: boolean;
  sort?: CatalogueSort;
  page: number;
}

/** The catalogue routes: everything, or one kind whose format is fixed by the address (/courses, /audio, /slides). */
export type CatalogueKind = 'all' | 'courses' | 'audio' | 'slides';
export const CATALOGUE_FORMAT: Record<CatalogueKind, FormatLabel | undefined> = {
  all: undefined,
  courses: 'Video',
  audio: 'Audio',
  slides: 'Slides',
};

export const CATALOGUE_PAGE_SIZE = 24;
const MAX_PRICE = 100_000_000;
const MAX_PAGE = 10_000;

/** "Ebook", "ebook" and the code "PDF" all mean Ebook. */
export function parseFormat(value: string | null | undefined): FormatLabel | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  const byLabel = FORMAT_LABELS_LIST.find((label) => label.toLowerCase() === wanted);
  if (byLabel) return byLabel;
  const code = wanted.toUpperCase() as FormatCode;
  return FORMAT_LABEL_OF[code];
}

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,12}$/.test(value.trim())) return undefined;
  const number = Number(value.trim());
  return number <= max ? number : undefined;
}

/**
 * Reads filters from a query string, dropping whatever is malformed instead of failing the page. A catalogue
 * route that is about one format (/courses, /audio, /slides) passes it as `fixedFormat`, which wins.
 */
export function parseCatalogueParams(params: URLSearchParams, fixedFormat?: FormatLabel): CatalogueFilters {
  const q = params.get('q')?.trim().slice(0, 200) || undefined;
  const sortParam = params.get('sort');
  const sort = CATALOGUE_SORTS.find((s) => s === sortParam);
  let min = wholeNumber(params.get('min_price'), MAX_PRICE);
  let max = wholeNumber(params.get('max_price'), MAX_PRICE);
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const category = wholeNumber(params.get('category_id'), 2_147_483_647);
  const free = params.get('free') === 'true' ? true : undefined;
  return {
    q,
    format: fixedFormat ?? parseFormat(params.get('format')),
    category_id: category && category > 0 ? category : undefined,
    min_price: free ? undefined : min,
    max_price: free ? undefined : max,
    free,
    // Relevance only means something with a search.
    sort: sort === 'relevance' && !q ? undefined : sort,
    page: Math.max(1, Math.min(MAX_PAGE, wholeNumber(params.get('page'), MAX_PAGE) ?? 1)),
  };
}

/** The query string for a state: defaults left out, so a plain catalogue has a plain address. */
export function toSearchParams(filters: CatalogueFilters, fixedFormat?: FormatLabel): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.format && !fixedFormat) params.set('format', filters.format);
  if (filters.category_id) params.set('category_id', String(filters.category_id));
  if (filters.free) params.set('free', 'true');
  else {
    if (filters.min_price !== undefined) params.set('min_price', String(filters.min_price));
    if (filters.max_price !== undefined) params.set('max_price', String(filters.max_price));
  }
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A change of anything but the page starts again at page 1. */
export function changeFilters(current: CatalogueFilters, patch: Partial<CatalogueFilters>): CatalogueFilters {
  const next = { ...current, ...patch };
  if (!('page' in patch)) next.page = 1;
  if (!next.q && next.sort === 'relevance') next.sort = undefined;
  if (next.free) {
    next.min_price = undefined;
    next.max_price = undefined;
  }
  return next;
}

/** The sort the server applies when none is chosen. */
export function effectiveSort(filters: CatalogueFilters): CatalogueSort {
  return filters.sort ?? (filters.q ? 'relevance' : 'newest');
}

/** The GET /public/books query for a state. */
export function toApiQuery(filters: CatalogueFilters, pageSize = CATALOGUE_PAGE_SIZE) {
  return {
    q: filters.q,
    format: filters.format,
    category_id: filters.category_id,
    min_price: filters.min_price,
    max_price: filters.max_price,
    free: filters.free ? 'true' : undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize,
  };
}

/** How many narrowing filters are on (search and format excluded): the badge on the mobile filter button. */
export function activeFilterCount(filters: CatalogueFilters): number {
  return [filters.category_id, filters.min_price, filters.max_price, filters.free].filter(
    (value) => value !== undefined && value !== false,
  ).length;
}

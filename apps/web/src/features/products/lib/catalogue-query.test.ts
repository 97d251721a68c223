import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  changeFilters,
  effectiveSort,
  parseCatalogueParams,
  parseFormat,
  toApiQuery,
  toSearchParams,
} from './catalogue-query';

const parse = (query: string, fixed?: Parameters<typeof parseCatalogueParams>[1]) =>
  parseCatalogueParams(new URLSearchParams(query), fixed);

describe('parseFormat', () => {
  it('accepts labels in any case and format codes', () => {
    expect(parseFormat('Ebook')).toBe('Ebook');
    expect(parseFormat('audio')).toBe('Audio');
    expect(parseFormat('CRS')).toBe('Video');
    expect(parseFormat('ppt')).toBe('Slides');
    expect(parseFormat('pdf')).toBe('Ebook');
    expect(parseFormat('Podcast')).toBeUndefined();
    expect(parseFormat(null)).toBeUndefined();
  });
});

describe('parseCatalogueParams', () => {
  it('reads every filter', () => {
    expect(
      parse('q=belajar&format=Audio&category_id=3&min_price=1000&max_price=50000&sort=price_asc&page=2'),
    ).toEqual({
      q: 'belajar',
      format: 'Audio',
      category_id: 3,
      min_price: 1000,
      max_price: 50000,
      free: undefined,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('drops malformed values instead of failing', () => {
    expect(parse('page=-2&category_id=abc&min_price=1e9&sort=cheapest&format=x')).toEqual({
      q: undefined,
      format: undefined,
      category_id: undefined,
      min_price: undefined,
      max_price: undefined,
      free: undefined,
      sort: undefined,
      page: 1,
    });
  });

  it('swaps a reversed price range and ignores it for free products', () => {
    const swapped = parse('min_price=90000&max_price=10000');
    expect([swapped.min_price, swapped.max_price]).toEqual([10000, 90000]);
    const free = parse('free=true&min_price=5000');
    expect(free.free).toBe(true);
    expect(free.min_price).toBeUndefined();
  });

  it('lets a format route win over the query', () => {
    expect(parse('format=Ebook', 'Video').format).toBe('Video');
  });

  it('drops relevance without a search', () => {
    expect(parse('sort=relevance').sort).toBeUndefined();
    expect(parse('q=a&sort=relevance').sort).toBe('relevance');
  });
});

describe('toSearchParams', () => {
  it('round-trips and leaves defaults out', () => {
    const query = 'q=kursus&format=Video&category_id=2&free=true&sort=newest&page=3';
    expect(toSearchParams(parse(query)).toString()).toBe(query);
    expect(toSearchParams(parse('page=1')).toString()).toBe('');
  });

  it('leaves the fixed format of the route out', () => {
    expect(toSearchParams(parse('', 'Audio'), 'Audio').toString()).toBe('');
  });
});

describe('changeFilters', () => {
  it('goes back to page 1 when a filter changes, not when the page does', () => {
    const current = parse('q=a&page=4');
    expect(changeFilters(current, { category_id: 5 }).page).toBe(1);
    expect(changeFilters(current, { page: 5 }).page).toBe(5);
  });

  it('clears the price range when free only is ticked and relevance when the search is cleared', () => {
    const next = changeFilters(parse('min_price=100&q=x&sort=relevance'), { free: true, q: undefined });
    expect(next.min_price).toBeUndefined();
    expect(next.sort).toBeUndefined();
  });
});

describe('effectiveSort and counts', () => {
  it('defaults to relevance with a search and newest without', () => {
    expect(effectiveSort(parse('q=a'))).toBe('relevance');
    expect(effectiveSort(parse(''))).toBe('newest');
  });

  it('counts narrowing filters', () => {
    expect(activeFilterCount(parse('q=a&format=Audio'))).toBe(0);
    expect(activeFilterCount(parse('category_id=1&min_price=5'))).toBe(2);
  });

  it('builds the API query', () => {
    expect(toApiQuery(parse('free=true&page=2'), 12)).toMatchObject({ free: 'true', page: 2, pageSize: 12 });
  });
});

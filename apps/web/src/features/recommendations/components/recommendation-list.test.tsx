// @vitest-environment happy-dom
import type { RecommendationList as List, RecommendationItem } from '@pustaka/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render-with-providers';
import { RecommendationList, type RecommendationListProps } from './recommendation-list';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return {
    ...original,
    api: { ...original.api, get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() },
  };
});
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const put = vi.mocked(api.put);
const remove = vi.mocked(api.delete);

function item(id: number, name: string, patch: Partial<RecommendationItem> = {}): RecommendationItem {
  return {
    product: {
      id,
      name,
      slug: name.toLowerCase().replace(/\s+/g, '-'),
      category: 'Bisnis',
      category_id: 2,
      image_name: null,
      cover_url: null,
      format: 'PDF',
      product_format: 'Ebook',
      base_price: 50_000,
      discount_amount: 0,
      price: 50_000,
      language: 'id',
      seller: { id: 9, name: 'Penerbit Maju', avatar_url: null },
      author: null,
      sales_count: 4,
      published_at: null,
    },
    reason: {
      code: 'bought_together',
      product: { id: 1, name: 'Jilid 1' },
      author: null,
      category: null,
      query: null,
      progress: null,
    },
    slot: 'after_checkout',
    position: 0,
    rec_id: `rec-${id}-abcdefghij`,
    ...patch,
  };
}

const list: List = { slot: 'after_checkout', items: [item(2, 'Jilid 2'), item(3, 'Kamus Bisnis')] };

function show(props: Partial<RecommendationListProps> = {}) {
  return renderWithProviders(
    <RecommendationList
      title="Lengkapi koleksi Anda"
      list={list}
      loading={false}
      signedIn
      empty="hide"
      testId="rec-test"
      {...props}
    />,
  );
}

beforeEach(() => {
  for (const mock of [get, post, put, remove]) mock.mockReset();
  get.mockResolvedValue([]); // the running campaigns every card reads
  post.mockResolvedValue({ recorded: true });
  put.mockResolvedValue({ product_id: 2, product_name: 'Jilid 2', hidden_at: '2026-11-28T10:00:00.000Z' });
  remove.mockResolvedValue({ removed: true });
});
afterEach(cleanup);

describe('RecommendationList', () => {
  it('shows each product with the reason it is there', () => {
    show();
    const reasons = screen.getAllByTestId('rec-reason').map((node) => node.textContent);
    expect(reasons).toEqual(['Karena Anda membeli Jilid 1', 'Karena Anda membeli Jilid 1']);
    expect(screen.getByRole('heading', { name: 'Lengkapi koleksi Anda' })).toBeTruthy();
  });

  it('reports the rec_id of the card that is opened', () => {
    show();
    fireEvent.click(screen.getAllByTestId('product-card')[1] as HTMLElement);
    expect(post).toHaveBeenCalledWith('/recommendations/clicks', { rec_id: 'rec-3-abcdefghij' });
  });

  it('hides a product for a member, leaves an undo in its place, and shows it again on undo', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Jangan tampilkan lagi: Jilid 2' }));
    await waitFor(() => expect(screen.getByTestId('rec-hidden').textContent).toContain('Jilid 2'));
    expect(put).toHaveBeenCalledWith('/recommendations/hidden/2');
    expect(screen.getAllByTestId('rec-card')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('rec-undo'));
    await waitFor(() => expect(screen.getAllByTestId('rec-card')).toHaveLength(2));
    expect(remove).toHaveBeenCalledWith('/recommendations/hidden/2');
  });

  it('keeps the card when hiding fails', async () => {
    put.mockRejectedValueOnce(new Error('Gagal'));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Jangan tampilkan lagi: Jilid 2' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(screen.queryByTestId('rec-hidden')).toBeNull();
    expect(screen.getAllByTestId('rec-card')).toHaveLength(2);
  });

  it('offers no hide to guests', () => {
    show({ signedIn: false });
    expect(screen.queryByTestId('rec-hide')).toBeNull();
  });

  it('leads a buyable card to its checkout and counts that as opening it', () => {
    show({ buyable: true });
    const buy = screen.getByRole('link', { name: 'Beli Kamus Bisnis' });
    expect(buy.getAttribute('href')).toBe('/checkout/3');
    fireEvent.click(buy);
    expect(post).toHaveBeenCalledWith('/recommendations/clicks', { rec_id: 'rec-3-abcdefghij' });
  });

  it('opens owned products where the page says', () => {
    show({ openPath: (entry) => `/dashboard/content/${entry.product.id}` });
    expect(screen.getAllByTestId('product-card')[0]?.getAttribute('href')).toBe('/dashboard/content/2');
  });

  it('shows skeletons while loading', () => {
    show({ list: undefined, loading: true });
    expect(screen.getByTestId('rec-test-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('rec-card')).toBeNull();
  });

  it('takes no room when empty or failed if told to hide, and says so otherwise', () => {
    const { unmount } = show({ list: { slot: 'library_next', items: [] } });
    expect(screen.queryByTestId('rec-test')).toBeNull();
    unmount();
    const failed = show({ list: undefined, failed: true });
    expect(screen.queryByTestId('rec-test')).toBeNull();
    failed.unmount();
    show({
      list: { slot: 'library_next', items: [] },
      empty: { title: 'Belum ada yang berikutnya untuk Anda' },
    });
    expect(screen.getByText('Belum ada yang berikutnya untuk Anda')).toBeTruthy();
  });
});

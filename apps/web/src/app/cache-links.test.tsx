// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateCategory } from '@/features/admin/api/categories';
import { useApproveProduct } from '@/features/admin/api/products';
import {
  authorKeys as authorRecordKeys,
  useCreateAuthor,
} from '@/features/author-records/api/author-records';
import { useSaveCampaign } from '@/features/campaigns/api/campaigns';
import { checkoutKeys } from '@/features/orders/api/checkout';
import { orderKeys } from '@/features/orders/api/orders';
import { catalogueKeys } from '@/features/products/api/catalogue';
import { productKeys } from '@/features/products/api/home-products';
import { useCreateAuthorFromEditor } from '@/features/publisher/api/authors';
import { authorPickerKeys, publisherCategoryKeys } from '@/features/publisher/api/keys';
import { publisherKeys } from '@/features/publisher/api/products';
import { api } from '@/lib/api-client';
import { linkCaches } from './cache-links';

vi.mock('@/lib/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/api-client')>();
  return { ...original, api: { ...original.api, post: vi.fn(), put: vi.fn() } };
});

const seeded: QueryKey[] = [
  catalogueKeys.list({ page: 1 } as never),
  catalogueKeys.categories(),
  productKeys.active(8),
  checkoutKeys.quote(7),
  publisherKeys.detail(3),
  publisherCategoryKeys.all,
  authorPickerKeys.search('ayu'),
  authorRecordKeys.list({ q: '', page: 1 }),
  orderKeys.list({ page: 1 } as never),
];

let client: QueryClient;
let unlink: () => void;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  unlink = linkCaches(client);
  for (const key of seeded) client.setQueryData(key, { seeded: true });
  vi.mocked(api.post).mockResolvedValue({ id: 1 });
  vi.mocked(api.put).mockResolvedValue({ id: 1 });
});
afterEach(() => {
  unlink();
  vi.clearAllMocks();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

/** The seeded keys that a mutation left invalidated. */
function invalidated(): QueryKey[] {
  return seeded.filter((key) => client.getQueryState(key)?.isInvalidated);
}

async function run<T>(useMutationHook: () => { mutateAsync: (input: T) => Promise<unknown> }, input: T) {
  const { result } = renderHook(useMutationHook, { wrapper });
  await act(() => result.current.mutateAsync(input));
}

describe('cache links between features', () => {
  it('refreshes the public catalogue and home lists once an admin approves a product', async () => {
    await run(useApproveProduct, 4);
    expect(invalidated()).toEqual([
      catalogueKeys.list({ page: 1 } as never),
      catalogueKeys.categories(),
      productKeys.active(8),
    ]);
  });

  it('refreshes the catalogue and editor category lists after a category change', async () => {
    await run(useCreateCategory, { name: 'Puisi', description: '', status: 'active' } as never);
    expect(invalidated()).toEqual([catalogueKeys.categories(), publisherCategoryKeys.all]);
  });

  it('refreshes everything the publisher and catalogue show after an author record change', async () => {
    await run(useCreateAuthor, { name: 'Ayu Utami' } as never);
    expect(invalidated()).toEqual([
      catalogueKeys.list({ page: 1 } as never),
      catalogueKeys.categories(),
      publisherKeys.detail(3),
      publisherCategoryKeys.all,
      authorPickerKeys.search('ayu'),
      authorRecordKeys.list({ q: '', page: 1 }),
    ]);
  });

  it('refreshes the author directory after an author is added from the product editor', async () => {
    await run(useCreateAuthorFromEditor, { name: 'Ayu Utami' } as never);
    expect(invalidated()).toEqual([
      authorPickerKeys.search('ayu'),
      authorRecordKeys.list({ q: '', page: 1 }),
    ]);
  });

  it('fetches checkout quotes again after a campaign is saved, and leaves orders alone', async () => {
    const { result } = renderHook(() => useSaveCampaign(), { wrapper });
    await act(() => result.current.mutateAsync({ name: 'Harbolnas' } as never));
    expect(invalidated()).toEqual([checkoutKeys.quote(7)]);
  });

  it('refreshes nothing of another feature when the mutation fails', async () => {
    vi.mocked(api.put).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(useApproveProduct, { wrapper });
    await act(() => result.current.mutateAsync(4).catch(() => undefined));
    expect(invalidated()).toEqual([]);
  });
});

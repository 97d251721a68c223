import { type MutationKey, partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { categoryKeys } from '@/features/admin/api/categories';
import { adminProductKeys } from '@/features/admin/api/products';
import { authorKeys as authorRecordKeys } from '@/features/author-records/api/author-records';
import { campaignKeys } from '@/features/campaigns/api/campaigns';
import { checkoutKeys } from '@/features/orders/api/checkout';
import { catalogueKeys } from '@/features/products/api/catalogue';
import { productKeys } from '@/features/products/api/home-products';
import { authorPickerKeys, publisherCategoryKeys, publisherRootKey } from '@/features/publisher/api/keys';

/**
 * A change one feature makes to data another feature shows. Features never import each other, so the
 * link lives here, where both are composed: once a mutation whose key starts with `after` succeeds, every
 * query under each `refresh` key is fetched again.
 */
export interface CacheLink {
  after: MutationKey;
  refresh: readonly QueryKey[];
}

export const cacheLinks: readonly CacheLink[] = [
  // A product approved, rejected or deleted goes on sale or away.
  { after: adminProductKeys.all, refresh: [catalogueKeys.all, productKeys.all] },
  { after: categoryKeys.all, refresh: [catalogueKeys.categories(), publisherCategoryKeys.all] },
  // Products show their author's name and photo.
  { after: authorRecordKeys.all, refresh: [publisherRootKey, catalogueKeys.all] },
  { after: authorPickerKeys.all, refresh: [authorRecordKeys.all] },
  // A campaign changes what checkout charges.
  { after: campaignKeys.all, refresh: [checkoutKeys.all] },
];

/** Applies the links to every successful mutation of `client`; returns the unsubscribe. */
export function linkCaches(client: QueryClient, links: readonly CacheLink[] = cacheLinks): () => void {
  return client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.mutation.options.mutationKey;
    if (!key) return;
    for (const link of links) {
      if (!partialMatchKey(key, link.after)) continue;
      for (const queryKey of link.refresh) void client.invalidateQueries({ queryKey });
    }
  });
}

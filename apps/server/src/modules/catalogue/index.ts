import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { USER_CHANGED } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import type { SitemapEntry } from '#platform/http/sitemap.ts';
import { registerStorageCounter } from '#platform/quota/creator-storage.ts';
import { CatalogueIndex } from './memory-index/catalogue-index.ts';
import { listPptxDeckKeys } from './product-files.ts';
import { CATALOGUE_CHANGED } from './product-rows.ts';
import { PublicCache } from './public-cache.ts';
import { listPublicProductDates } from './public-query.ts';
import { adminCatalogueRoutes } from './routes/admin.ts';
import { audioContentRoutes } from './routes/audio-contents.ts';
import { publicCatalogueRoutes } from './routes/public.ts';
import { publisherCatalogueRoutes } from './routes/publisher.ts';
import { productFileBytes } from './storage-usage.ts';

/** How long start waits for the in-memory catalogue unless told: a small one is ready before the first request. */
const INDEX_WAIT_MS = 1_000;

/** The catalogue's entries in the sitemap: the list pages and every product on sale. */
export async function catalogueSitemapEntries(ctx: AppContext, limit: number): Promise<SitemapEntry[]> {
  const products = await listPublicProductDates(ctx.db, limit);
  return [
    ...['/products', '/courses', '/audio', '/slides', '/authors'].map((path) => ({ path })),
    ...products.map((product) => ({ path: `/products/${product.id}`, lastModified: product.updatedAt })),
  ];
}

/** The in-memory catalogue of this process, unless the configuration turns it off. */
export function createCatalogueIndex(
  ctx: AppContext,
  onError: (error: unknown) => void,
): CatalogueIndex | undefined {
  return ctx.config.catalogueMemoryIndex ? new CatalogueIndex(ctx.database, onError) : undefined;
}

/** What `/health` says of the in-memory catalogue, brought up to date first (it follows the log lazily). */
export async function catalogueIndexState(index: CatalogueIndex | undefined): Promise<{
  index: 'ready' | 'loading' | 'off';
  products: number;
}> {
  if (!index) return { index: 'off', products: 0 };
  // A failed look shows as the last known size; the database check next to it reports the outage.
  if (index.state.ready) await index.upToDate().catch(() => undefined);
  const { ready, products } = index.state;
  return { index: ready ? 'ready' : 'loading', products };
}

/**
 * The catalogue's routes. Its public cache empties on every catalogue change, in every process; the
 * in-memory catalogue loads at start and then follows the database's change log. Start waits up to
 * `indexWaitMs` for it; whatever asks meanwhile is answered from the database.
 */
export function catalogueRoutes(
  ctx: AppContext,
  index: CatalogueIndex | undefined,
  indexWaitMs = INDEX_WAIT_MS,
): FastifyPluginAsyncZod {
  const cache = new PublicCache();
  ctx.events.on(CATALOGUE_CHANGED, async () => {
    cache.clear();
    await index?.namesChanged();
  });
  ctx.events.on(USER_CHANGED, (userId) => index?.userChanged(Number(userId)));
  ctx.renditions.addSource(listPptxDeckKeys);
  registerStorageCounter(ctx, 'catalogue.product-files', productFileBytes);
  return async (app) => {
    app.addHook('onReady', async () => {
      if (!index) return;
      const loaded = index.start();
      if (indexWaitMs <= 0) return;
      await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, indexWaitMs).unref())]);
    });
    app.addHook('onClose', async () => {
      await index?.stop();
    });
    await app.register(publicCatalogueRoutes(ctx, cache, index));
    await app.register(publisherCatalogueRoutes(ctx));
    await app.register(audioContentRoutes(ctx));
    await app.register(adminCatalogueRoutes(ctx));
  };
}

export {
  countProductsByAuthor,
  detachAuthor,
  findAuthorsNamedByOtherSellers,
} from './author-usage.ts';
export { createCategory, listCategories } from './categories.ts';
export { type EbookSource, findEbookSources } from './ebook-files.ts';
export {
  addToSalesFigures,
  findCategoryNames,
  findProductNames,
  findProductsByName,
  findSaleableProduct,
  findSellerProducts,
  productFormatOf,
  type SaleableProduct,
  salesFiguresStatement,
} from './for-sale.ts';
export type { CatalogueIndex } from './memory-index/catalogue-index.ts';
export {
  type DeliveryFile,
  type DeliveryProduct,
  findDeliveryFile,
  findDeliveryProduct,
  listLiveFiles,
} from './owned-files.ts';
export { addFile, type InspectedUpload, setCover } from './product-files.ts';
export { CATALOGUE_CHANGED } from './product-rows.ts';
export { createProduct, getManagedProduct, updateProduct } from './products.ts';
export {
  findPublicCards,
  findPublicCardsQuickly,
  listPublicProductDates,
  listSellerCards,
} from './public-query.ts';
export {
  findProductsMatching,
  listNewestProductIds,
  listProductFeatures,
  listSellerProductNames,
  type ProductFeatures,
} from './recommendation-features.ts';
export { approveProduct, submitForReview } from './review.ts';

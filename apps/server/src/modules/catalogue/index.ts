import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { authorRecordRoutes } from './authors-routes.ts';
import { PublicCache } from './public-cache.ts';
import { adminCatalogueRoutes, publicCatalogueRoutes, publisherCatalogueRoutes } from './routes.ts';
import { CATALOGUE_CHANGED } from './service.ts';

/** The catalogue's routes; its public cache empties on every catalogue change, in every process. */
export function catalogueRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const cache = new PublicCache();
  ctx.events.on(CATALOGUE_CHANGED, () => cache.clear());
  return async (app) => {
    await app.register(publicCatalogueRoutes(ctx, cache));
    await app.register(publisherCatalogueRoutes(ctx));
    await app.register(adminCatalogueRoutes(ctx));
    await app.register(authorRecordRoutes(ctx));
  };
}

export {
  addToSalesFigures,
  findCategoryNames,
  findProductNames,
  findProductsByName,
  findSaleableProduct,
  productFormatOf,
  type SaleableProduct,
} from './for-sale.ts';
export {
  type DeliveryFile,
  type DeliveryProduct,
  findDeliveryFile,
  findDeliveryProduct,
  listLiveFiles,
} from './owned-files.ts';
export {
  addFile,
  approveProduct,
  createCategory,
  createProduct,
  type InspectedUpload,
  setCover,
  submitForReview,
} from './service.ts';

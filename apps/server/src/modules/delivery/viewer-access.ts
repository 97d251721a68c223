import type { Role, ViewerAccess } from '@pustaka/contract';
import type { DbOrTx } from '#db/client.ts';
import { type DeliveryFile, type DeliveryProduct, findDeliveryProduct } from '#modules/catalogue/index.ts';
import { findOwnership } from '#modules/orders/index.ts';
import type { AppContext } from '#platform/context.ts';
import { AppError } from '#platform/errors.ts';

/** Who may open a product's files, and as what. */

/** The caller, as the bearer token or a signed link names them. */
export type Viewer = { userId: number; roles: readonly Role[] };

type Ownership = NonNullable<Awaited<ReturnType<typeof findOwnership>>>;
export type Grant = { access: ViewerAccess; ownership: Ownership | undefined };

/**
 * Who may view a product's files: its buyers, its creator and admins. A product on sale that the caller
 * has not bought is NOT_OWNED (the viewer offers to buy it); anything else stays NOT_FOUND.
 */
export async function grantFor(db: DbOrTx, viewer: Viewer, product: DeliveryProduct): Promise<Grant> {
  const ownership = await findOwnership(db, viewer.userId, product.id);
  if (ownership) return { access: 'owner', ownership };
  if (product.sellerId === viewer.userId) return { access: 'seller', ownership: undefined };
  if (viewer.roles.includes('admin')) return { access: 'admin', ownership: undefined };
  throw new AppError(product.onSale ? 'NOT_OWNED' : 'NOT_FOUND');
}

export async function getViewedProduct(ctx: AppContext, viewer: Viewer, productId: number) {
  const product = await findDeliveryProduct(ctx.db, productId);
  if (!product) throw new AppError('NOT_FOUND');
  return { product, grant: await grantFor(ctx.db, viewer, product) };
}

/** Files a viewer reads or plays: everything but the public sample. */
export const isContent = (file: DeliveryFile) => file.role !== 'sample';

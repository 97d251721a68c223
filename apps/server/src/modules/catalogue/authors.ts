import type { Author, ProductCard } from '@pustaka/contract';
import type { DbOrTx } from '#db/client.ts';
import { getUser, listPublishers } from '#modules/users/index.ts';
import { AppError } from '#platform/errors.ts';
import { countPublicProducts, listPublicProducts } from './public-query.ts';

type PublicUser = Awaited<ReturnType<typeof getUser>>;

function toAuthor(user: PublicUser, productCount: number): Author {
  return {
    id: user.id,
    name: user.fullName,
    bio: user.bio,
    avatar_url: user.avatar_url,
    cover_url: user.cover_url,
    website: user.website,
    product_count: productCount,
    joined_at: user.created_at,
  };
}

/** Creators: active users with the publisher role, with how many products they have on sale. */
export async function listAuthors(db: DbOrTx, options: { page: number; pageSize: number; q?: string }) {
  const { items, total } = await listPublishers(db, options);
  const counts = await countPublicProducts(
    db,
    items.map((u) => u.id),
  );
  return {
    items: items.map((user) => toAuthor(user, counts.get(user.id) ?? 0)),
    page: options.page,
    pageSize: options.pageSize,
    total,
  };
}

/** A creator with a public page: an active user with the publisher role; anyone else is not found. */
export async function getPublicAuthor(db: DbOrTx, id: number): Promise<PublicUser> {
  const user = await getUser(db, id).catch(() => undefined);
  if (!user?.is_active || !user.roles.includes('publisher')) throw new AppError('NOT_FOUND');
  return user;
}

export async function authorDetail(
  db: DbOrTx,
  id: number,
): Promise<{ author: Author; products: ProductCard[] }> {
  const user = await getPublicAuthor(db, id);
  const products = await listPublicProducts(db, { page: 1, pageSize: 48, seller_id: id });
  return { author: toAuthor(user, products.total), products: products.items };
}

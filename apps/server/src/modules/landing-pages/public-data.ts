import {
  effectivePrice,
  type LandingProduct,
  type LandingTheme,
  type PublicLandingPage,
} from '@pustaka/contract';
import { and, eq } from 'drizzle-orm';
import { listRunningCampaigns } from '#modules/campaigns/index.ts';
import { findSellerProducts } from '#modules/catalogue/index.ts';
import { findUserSummaries } from '#modules/users/index.ts';
import type { AppContext } from '#platform/context.ts';
import { pathOf } from './pages.ts';
import { landingPages } from './tables.ts';

/** How long a public page's data is reused: campaigns start and end on the clock, not on a change event. */
const TTL_MS = 15_000;
const MAX_ENTRIES = 5_000;

type Entry = { value: Promise<PublicLandingPage | undefined>; storedAt: number };

/**
 * Published pages as visitors get them, kept briefly per process and dropped on any page or catalogue
 * change (the EventBus tells every process). A visit costs a map look-up instead of five queries.
 */
export class PublicLandingCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ctx: AppContext) {}

  clear(): void {
    this.entries.clear();
  }

  find(ownerId: number, slug: string): Promise<PublicLandingPage | undefined> {
    const key = `${ownerId}/${slug}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && now - cached.storedAt < TTL_MS) return cached.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = findPublishedPage(this.ctx, ownerId, slug);
    this.entries.set(key, { value, storedAt: now });
    value.catch(() => this.entries.delete(key));
    return value;
  }
}

/** A published page with what its blocks show: the owner, and products priced now with running campaigns. */
export async function findPublishedPage(
  ctx: AppContext,
  ownerId: number,
  slug: string,
): Promise<PublicLandingPage | undefined> {
  const [row] = await ctx.db
    .select()
    .from(landingPages)
    .where(
      and(
        eq(landingPages.ownerId, ownerId),
        eq(landingPages.slug, slug),
        eq(landingPages.status, 'published'),
      ),
    );
  return row ? publicDataOf(ctx, row) : undefined;
}

/** What a page is made from, published or not (the owner previews drafts with it). */
export async function publicDataOf(
  ctx: AppContext,
  row: typeof landingPages.$inferSelect,
): Promise<PublicLandingPage> {
  const ownerId = row.ownerId;
  const productIds = row.blocks.flatMap((block) =>
    block.type === 'products'
      ? block.productIds
      : block.type === 'video' && block.productId
        ? [block.productId]
        : [],
  );
  const [owner, found, running] = await Promise.all([
    findUserSummaries(ctx.db, [ownerId]).then((owners) => owners.get(ownerId)),
    findSellerProducts(ctx.db, ownerId, productIds),
    productIds.length > 0 ? listRunningCampaigns(ctx.db, ctx.now()) : Promise.resolve([]),
  ]);
  const products: LandingProduct[] = found
    .filter((product) => product.onSale)
    .map((product) => {
      const priced = effectivePrice(
        { id: product.id, category_id: product.categoryId, price: product.price },
        running,
      );
      return {
        id: product.id,
        name: product.name,
        format: product.format,
        coverUrl: product.imageUrl,
        basePrice: product.basePrice,
        price: priced.price,
        campaign: priced.campaign ? { name: priced.campaign.name, endsAt: priced.campaign.ends_at } : null,
        url: `/products/${product.id}`,
      };
    });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    theme: row.theme as LandingTheme,
    brandColor: row.brandColor,
    blocks: row.blocks,
    owner: { id: ownerId, name: owner?.name ?? 'Pustaka', avatarUrl: owner?.avatarUrl ?? null },
    products,
    path: pathOf(row),
  };
}

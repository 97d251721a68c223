import type { CampaignDiscountType, RunningCampaign } from './campaigns.ts';

// The price rules shared by the server and the web app. Only types come from the schemas, so a page that
// prices a card does not load the schema library with it.

/** What a campaign takes off a price: whole rupiah, rounded down, never more than the price. */
export function campaignDiscount(
  campaign: { discount_type: CampaignDiscountType; discount_value: number },
  price: number,
): number {
  if (price <= 0) return 0;
  const amount =
    campaign.discount_type === 'percent'
      ? Math.floor((price * campaign.discount_value) / 100)
      : campaign.discount_value;
  return Math.min(Math.max(amount, 0), price);
}

/** The fields of a campaign that decide which products it reaches and how much it takes off. */
export type PriceCampaign = Pick<
  RunningCampaign,
  'id' | 'discount_type' | 'discount_value' | 'ends_at' | 'scope' | 'category_id' | 'product_ids'
>;

/** A product as far as its price is concerned: `price` is the creator's price after the product's own discount. */
export type PricedProduct = { id: number; category_id: number | null; price: number };

export function campaignReaches(campaign: PriceCampaign, product: Pick<PricedProduct, 'id' | 'category_id'>) {
  switch (campaign.scope) {
    case 'all':
      return true;
    case 'category':
      return campaign.category_id !== null && campaign.category_id === product.category_id;
    case 'products':
      return campaign.product_ids.includes(product.id);
  }
}

export type EffectivePrice<C extends PriceCampaign> = {
  /** What the buyer pays: the product's price less the best campaign's discount. */
  price: number;
  /** The campaign taking most off, or null when none reaches the product or takes anything off. */
  campaign: C | null;
  /** What that campaign takes off, in whole rupiah. */
  campaign_discount: number;
};

/**
 * The one price of a product under the given running campaigns: cards, the product page, the checkout quote
 * and the order all come from here. Campaigns do not add up: the one taking most off wins, and a tie goes to
 * the one ending first (then the older one).
 */
export function effectivePrice<C extends PriceCampaign>(
  product: PricedProduct,
  campaigns: readonly C[],
): EffectivePrice<C> {
  let best: C | null = null;
  let bestAmount = 0;
  for (const campaign of campaigns) {
    if (!campaignReaches(campaign, product)) continue;
    const amount = campaignDiscount(campaign, product.price);
    if (amount <= 0) continue;
    const better =
      !best ||
      amount > bestAmount ||
      (amount === bestAmount &&
        (Date.parse(campaign.ends_at) < Date.parse(best.ends_at) ||
          (Date.parse(campaign.ends_at) === Date.parse(best.ends_at) && campaign.id < best.id)));
    if (better) {
      best = campaign;
      bestAmount = amount;
    }
  }
  return { price: product.price - bestAmount, campaign: best, campaign_discount: bestAmount };
}

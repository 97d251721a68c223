import type {
  ProductCard,
  RecommendationItem,
  RecommendationList,
  RecommendationReasonCode,
  RecommendationSlot,
} from '@pustaka/contract';
import type { DbOrTx } from '#db/client.ts';
import { type CatalogueIndex, findProductNames, findPublicCardsQuickly } from '#modules/catalogue/index.ts';
import { findOwnedProductIds } from '#modules/orders/index.ts';
import type { ImpressionCounter } from './impressions.ts';
import type { InactiveSellers } from './inactive-sellers.ts';
import type { recIds } from './rec-id.ts';
import type { RulesCache } from './rules.ts';
import { findHiddenIds } from './signals.ts';

// Turning candidate ids into the lists the API returns, under the rules every list keeps: only products on
// sale, never from a deactivated creator, never one the member owns or hid, never one the team excluded.

/** Why a candidate is there, before names are looked up. */
export type ReasonDraft = {
  code: RecommendationReasonCode;
  productId?: number;
  query?: string;
  progress?: number;
};

export type Candidate = { id: number; reason: ReasonDraft };

export type ListRequest = {
  slot: RecommendationSlot;
  candidates: Candidate[];
  limit: number;
  /** Pinned products lead this list. */
  pins?: boolean;
  /** Products the member owns may appear (what they are in the middle of). */
  allowOwned?: boolean;
  /** Only this format. */
  format?: string;
  /** Never these (the product the page is about). */
  without?: number[];
};

export type Presenter = {
  db: DbOrTx;
  impressions: ImpressionCounter;
  ids: ReturnType<typeof recIds>;
  rules: RulesCache;
  /** This process's in-memory catalogue, where cards come from without a query (the database otherwise). */
  catalogue: CatalogueIndex | undefined;
  sellers: InactiveSellers;
  now: () => Date;
};

/**
 * Cards may be this old (the in-memory catalogue looks at the change log at most once in this time for
 * lists): a product withdrawn a moment ago may still be shown for that long, never sold, since checkout
 * reads the product itself.
 */
const CARDS_FRESH_WITHIN_MS = 1_000;

/** Cards read for this many times the asked length, so filtering rarely leaves a list short. */
const OVERFETCH = 2;

/**
 * The lists, in the order asked. `subject` is the product the page is about: its card is read with the
 * candidates' (one query for all) and handed back, undefined when it is not on sale.
 */
export async function presentLists(
  presenter: Presenter,
  viewerId: number | null,
  requests: ListRequest[],
  subject?: number,
): Promise<{ lists: RecommendationList[]; subject: ProductCard | undefined }> {
  const { db } = presenter;
  const [rules, hidden] = await Promise.all([
    presenter.rules.read(),
    viewerId === null ? new Set<number>() : findHiddenIds(db, viewerId),
  ]);
  const pinCandidates: Candidate[] = rules.pinned.map((id) => ({ id, reason: { code: 'editor_pick' } }));
  const ordered = requests.map((request) => {
    const skip = new Set([...(request.without ?? []), ...rules.excluded, ...hidden]);
    const seen = new Set<number>();
    return [...(request.pins ? pinCandidates : []), ...request.candidates].filter((candidate) => {
      if (skip.has(candidate.id) || seen.has(candidate.id)) return false;
      seen.add(candidate.id);
      return true;
    });
  });
  const wanted = [
    ...new Set([
      ...(subject === undefined ? [] : [subject]),
      ...ordered.flatMap((list, i) => list.slice(0, (requests[i]?.limit ?? 0) * OVERFETCH).map((c) => c.id)),
    ]),
  ];
  const [cards, owned] = await Promise.all([
    findPublicCardsQuickly(db, presenter.catalogue, wanted, CARDS_FRESH_WITHIN_MS),
    viewerId === null ? new Set<number>() : findOwnedProductIds(db, viewerId, wanted),
  ]);
  const inactive = await presenter.sellers.of(cards.map((card) => card.seller.id));
  const cardsById = new Map(
    cards.filter((card) => !inactive.has(card.seller.id)).map((card) => [card.id, card]),
  );
  const chosen = ordered.map((list, i) => {
    const request = requests[i] as ListRequest;
    return list
      .filter((candidate) => {
        const card = cardsById.get(candidate.id);
        if (!card) return false;
        if (request.format && card.format !== request.format) return false;
        return request.allowOwned || !owned.has(candidate.id);
      })
      .slice(0, request.limit);
  });
  const referenced = [
    ...new Set(chosen.flat().flatMap((c) => (c.reason.productId ? [c.reason.productId] : []))),
  ];
  // Names of products on sale come with their cards; only the others (one the member owns that is no
  // longer sold, say) are read.
  const allCards = new Map(cards.map((card) => [card.id, card.name]));
  const unnamed = referenced.filter((id) => !allCards.has(id));
  const names = unnamed.length === 0 ? new Map<number, string>() : await findProductNames(db, unnamed);
  for (const id of referenced) {
    const name = allCards.get(id);
    if (name !== undefined) names.set(id, name);
  }
  const issuedAt = presenter.now().getTime();
  const shown: number[] = [];
  const lists = chosen.map((list, i) => {
    const slot = (requests[i] as ListRequest).slot;
    const items = list.map((candidate, position): RecommendationItem => {
      const card = cardsById.get(candidate.id) as ProductCard;
      shown.push(card.id);
      return {
        product: card,
        reason: reasonOf(candidate.reason, card, names),
        slot,
        position,
        rec_id: presenter.ids.issue({ productId: card.id, slot, viewerId, issuedAt }),
      };
    });
    return { slot, items };
  });
  presenter.impressions.add(shown);
  return { lists, subject: cards.find((card) => card.id === subject) };
}

function reasonOf(draft: ReasonDraft, card: ProductCard, names: Map<number, string>) {
  const productName = draft.productId === undefined ? undefined : names.get(draft.productId);
  return {
    code: draft.code,
    product:
      draft.productId !== undefined && productName !== undefined
        ? { id: draft.productId, name: productName }
        : null,
    author:
      draft.code === 'same_author' && card.author ? { id: card.author.id, name: card.author.name } : null,
    category:
      (draft.code === 'same_category' || draft.code === 'similar_to') && card.category_id !== null
        ? { id: card.category_id, name: card.category }
        : null,
    query: draft.query ?? null,
    progress: draft.progress ?? null,
  };
}

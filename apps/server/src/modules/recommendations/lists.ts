import type { RecommendationHome, RecommendationList, RecommendationProductPage } from '@pustaka/contract';
import { findProductsMatching, listNewestProductIds } from '#modules/catalogue/index.ts';
import { listCourseProgress } from '#modules/lms/index.ts';
import { findOrderSummary, findOwnedProductIds } from '#modules/orders/index.ts';
import { AppError } from '#platform/errors.ts';
import { type Blended, blendForProfile, DEFAULT_WEIGHTS, type Signal } from './blend.ts';
import { fromNeighbours, nextOf } from './library.ts';
import {
  type Candidate,
  type ListRequest,
  type Presenter,
  presentLists,
  type ReasonDraft,
} from './present.ts';
import { readHistory } from './signals.ts';
import { readNeighbours, readPopular } from './store.ts';

// The lists each page shows. They read precomputed neighbours and popular lists, and the member's few newest
// signals; the only arithmetic is the blend of those few lists.

/** The week's trending, then all-time best sellers, then the newest: never empty while anything is on sale. */
async function popularCandidates(presenter: Presenter, format: string | undefined, limit: number) {
  const scope = format ?? 'ALL';
  const lists = await readPopular(presenter.db, [`trending:${scope}`, `best:${scope}`]);
  const newest = await listNewestProductIds(presenter.db, limit * 3, format);
  return {
    trending: fromNeighbours(lists.get(`trending:${scope}`), { code: 'trending' }),
    best: fromNeighbours(lists.get(`best:${scope}`), { code: 'best_seller' }),
    newest: newest.map((id) => ({ id, reason: { code: 'new_release' } as ReasonDraft })),
  };
}

function reasonOfBlend(item: Blended): ReasonDraft {
  const main = item.main;
  if (main.source === 'popular') return { code: 'best_seller' };
  if (main.signal.kind === 'viewed') return { code: 'viewed', productId: main.signal.productId };
  // A finished course's buyers' choices: the member studied it, which is not to say they bought it.
  if (main.signal.kind === 'finished' && main.source === 'bought')
    return { code: 'studied', productId: main.signal.productId };
  return {
    code: main.source === 'bought' ? 'bought_together' : 'similar_to',
    productId: main.signal.productId,
  };
}

export async function homeLists(
  presenter: Presenter,
  viewerId: number | null,
  limit: number,
  format: string | undefined,
): Promise<RecommendationHome> {
  const popular = await popularCandidates(presenter, format, limit);
  const fallback = [...popular.best, ...popular.trending, ...popular.newest];
  let personal: Candidate[] = [];
  if (viewerId !== null) {
    const now = presenter.now().getTime();
    const [history, courses] = await Promise.all([
      readHistory(presenter.db, viewerId),
      listCourseProgress(presenter.db, viewerId, 20),
    ]);
    const signals: Signal[] = [
      ...history.purchases.map((row) => ({
        productId: row.productId,
        kind: 'owned' as const,
        at: row.at.getTime(),
      })),
      ...courses.flatMap((course) =>
        course.productId !== null && course.completedAt
          ? [{ productId: course.productId, kind: 'finished' as const, at: course.completedAt.getTime() }]
          : [],
      ),
      ...history.views.map((row) => ({
        productId: row.productId,
        kind: 'viewed' as const,
        at: row.at.getTime(),
      })),
    ];
    const neighbours = await readNeighbours(
      presenter.db,
      [...new Set(signals.map((signal) => signal.productId))],
      ['bought', 'similar'],
    );
    const blended = blendForProfile({
      signals,
      neighbours: (id, source) => neighbours.get(id)?.[source] ?? [],
      popular: [],
      weights: DEFAULT_WEIGHTS,
      exclude: new Set([...history.purchases.map((row) => row.productId), ...history.hidden]),
      now,
      limit: limit * 3,
    });
    const searched = await Promise.all(
      history.searches.map(async (search) =>
        (await findProductsMatching(presenter.db, search.query, 4)).map((id) => ({
          id,
          reason: { code: 'searched', query: search.query } as ReasonDraft,
        })),
      ),
    );
    // Searches say what the member wants now: one of their matches every third place.
    const fromBlend = blended.map((item) => ({ id: item.id, reason: reasonOfBlend(item) }));
    const fromSearch = searched.flat();
    while (fromBlend.length > 0 || fromSearch.length > 0) {
      const next =
        personal.length % 3 === 2 && fromSearch.length > 0
          ? fromSearch.shift()
          : (fromBlend.shift() ?? fromSearch.shift());
      if (next) personal.push(next);
    }
    personal = personal.slice(0, limit * 3);
  }
  const {
    lists: [forYou, trending],
  } = await presentLists(presenter, viewerId, [
    { slot: 'home_for_you', candidates: [...personal, ...fallback], limit, pins: true, format },
    {
      slot: 'home_trending',
      candidates: [...popular.trending, ...popular.best, ...popular.newest],
      limit,
      format,
    },
  ]);
  return {
    personalised: (forYou as RecommendationList).items.some(
      (item) => !['best_seller', 'trending', 'new_release', 'editor_pick'].includes(item.reason.code),
    ),
    for_you: forYou as RecommendationList,
    trending: trending as RecommendationList,
  };
}

/** "Sering dibeli bersama" and "Mirip dengan ini"; NOT_FOUND unless the product is on sale. */
export async function productPageLists(
  presenter: Presenter,
  viewerId: number | null,
  productId: number,
  limit: number,
): Promise<RecommendationProductPage> {
  const neighbours = await readNeighbours(presenter.db, [productId], ['bought', 'similar']);
  const lists = neighbours.get(productId) ?? {};
  const similar = (lists.similar ?? []).map((item) => ({
    id: item.id,
    reason: { code: 'similar_to', productId } as ReasonDraft,
  }));
  const {
    lists: [bought, alike],
    subject: source,
  } = await presentLists(
    presenter,
    viewerId,
    [
      {
        slot: 'product_bought_together',
        candidates: fromNeighbours(lists.bought, { code: 'bought_together', productId }),
        limit,
        without: [productId],
      },
      { slot: 'product_similar', candidates: similar, limit, without: [productId] },
    ],
    productId,
  );
  if (!source) throw new AppError('NOT_FOUND');
  // Name the author when that is the strongest tie.
  for (const item of (alike as RecommendationList).items) {
    if (source.author && item.product.author?.id === source.author.id) {
      item.reason = {
        ...item.reason,
        code: 'same_author',
        author: source.author && { id: source.author.id, name: source.author.name },
        product: null,
        category: null,
      };
    }
  }
  return { bought_together: bought as RecommendationList, similar: alike as RecommendationList };
}

/** After a course certificate: what follows the course's product, for the learner holding the certificate. */
export async function afterCertificateList(
  presenter: Presenter,
  viewerId: number,
  courseId: number,
  limit: number,
): Promise<RecommendationList> {
  const courses = await listCourseProgress(presenter.db, viewerId, 200);
  const course = courses.find((c) => c.courseId === courseId);
  if (!course) throw new AppError('NOT_FOUND');
  if (!course.certified) throw new AppError('RECOMMENDATION_NO_CERTIFICATE');
  // A learner may hold the certificate of a course they were invited to, not bought.
  const owned =
    course.productId !== null &&
    (await findOwnedProductIds(presenter.db, viewerId, [course.productId])).has(course.productId);
  return followUp(presenter, viewerId, course.productId, owned, 'after_certificate', limit);
}

/** After a checkout: for the order's buyer (or an admin), once it is paid. */
export async function afterOrderList(
  presenter: Presenter,
  viewer: { userId: number; isAdmin: boolean },
  orderId: number,
  limit: number,
): Promise<RecommendationList> {
  const order = await findOrderSummary(presenter.db, orderId);
  if (!order || (order.buyerId !== viewer.userId && !viewer.isAdmin)) throw new AppError('NOT_FOUND');
  if (order.status !== 'paid') throw new AppError('RECOMMENDATION_ORDER_NOT_PAID');
  return followUp(presenter, order.buyerId, order.productId, true, 'after_checkout', limit);
}

async function followUp(
  presenter: Presenter,
  viewerId: number,
  productId: number | null,
  /** The member owns the product ("karena Anda membeli"), or only studied it. */
  owned: boolean,
  slot: ListRequest['slot'],
  limit: number,
): Promise<RecommendationList> {
  const candidates: Candidate[] = [];
  if (productId !== null) {
    const neighbours = (await readNeighbours(presenter.db, [productId], ['next', 'bought', 'similar'])).get(
      productId,
    );
    candidates.push(
      ...(await nextOf(presenter, productId, neighbours?.next)),
      ...fromNeighbours(neighbours?.bought, { code: owned ? 'bought_together' : 'studied', productId }),
      ...fromNeighbours(neighbours?.similar, { code: 'similar_to', productId }),
    );
  }
  const popular = await popularCandidates(presenter, undefined, limit);
  const {
    lists: [list],
  } = await presentLists(presenter, viewerId, [
    {
      slot,
      candidates: [...candidates, ...popular.best, ...popular.newest],
      limit,
      pins: true,
      without: productId === null ? [] : [productId],
    },
  ]);
  return list as RecommendationList;
}

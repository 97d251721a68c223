import type { RecommendationActivity, RecommendationLibrary, RecommendationList } from '@pustaka/contract';
import { findProductNames, findPublicCardsQuickly } from '#modules/catalogue/index.ts';
import { listUnfinishedProducts } from '#modules/delivery/index.ts';
import { listCourseProgress } from '#modules/lms/index.ts';
import { findPublicQuizzesOnTopics } from '#modules/quizzes/index.ts';
import { AppError } from '#platform/errors.ts';
import { type Candidate, type Presenter, presentLists, type ReasonDraft } from './present.ts';
import { readHistory } from './signals.ts';
import type { Neighbour } from './similarity.ts';
import { readNeighbours } from './store.ts';

// The library's and a course page's lists: "Lanjutkan" (courses, ebooks and audio the member is in the middle
// of, and free courses they enrolled in) and "Berikutnya" (what follows what they own or study, and public
// quizzes on its topic).

/** A `next` list's score for the next volume of a series (rebuild.ts); courses close in topic score below. */
const VOLUME_SCORE = 2;
/** Public quizzes offered with "Berikutnya" at most. */
const QUIZZES_SHOWN = 4;

export const fromNeighbours = (list: Neighbour[] | undefined, reason: ReasonDraft): Candidate[] =>
  (list ?? []).map((item) => ({ id: item.id, reason }));

/**
 * "Berikutnya" from a product's `next` list: its next volume says so; a course by the same author or creator
 * close in topic is a course to go with it (it is not claimed to be built on it).
 */
export async function nextOf(
  presenter: Presenter,
  productId: number,
  list: Neighbour[] | undefined,
): Promise<Candidate[]> {
  const items = list ?? [];
  const courses = items.filter((item) => item.score < VOLUME_SCORE).map((item) => item.id);
  const cards = new Set(
    (await findPublicCardsQuickly(presenter.db, presenter.catalogue, courses))
      .filter((card) => card.format === 'CRS')
      .map((card) => card.id),
  );
  return items.map((item) => ({
    id: item.id,
    reason: {
      code: item.score < VOLUME_SCORE && cards.has(item.id) ? 'course_on_product' : 'next_in_series',
      productId,
    },
  }));
}

/**
 * What follows the products the member has: next volumes and courses on them, then what their buyers bought.
 * `bought` is the reason's code for the latter: "karena Anda membeli" only for products the member owns.
 */
async function nextCandidates(
  presenter: Presenter,
  sources: { id: number; owned: boolean }[],
): Promise<Candidate[]> {
  const ids = sources.map((source) => source.id);
  const neighbours = await readNeighbours(presenter.db, ids, ['next', 'bought']);
  const series = (await Promise.all(ids.map((id) => nextOf(presenter, id, neighbours.get(id)?.next)))).flat();
  const bought = sources.flatMap((source) =>
    fromNeighbours(neighbours.get(source.id)?.bought?.slice(0, 5), {
      code: source.owned ? 'bought_together' : 'studied',
      productId: source.id,
    }),
  );
  return [...series, ...bought];
}

/** Public quizzes on the topics of these products, named after the product each one is about. */
async function quizzesOn(presenter: Presenter, productIds: number[]): Promise<RecommendationActivity[]> {
  const names = await findProductNames(presenter.db, productIds.slice(0, 10));
  const topics = [...names.entries()].map(([id, text]) => ({ id, text }));
  const found = await findPublicQuizzesOnTopics(presenter.db, topics, QUIZZES_SHOWN * 2);
  const inactive = await presenter.sellers.of(found.map((quiz) => quiz.ownerId));
  return found
    .filter((quiz) => !inactive.has(quiz.ownerId))
    .slice(0, QUIZZES_SHOWN)
    .map((quiz) => ({
      kind: 'quiz' as const,
      id: quiz.id,
      title: quiz.title,
      progress: null,
      about: { id: quiz.topicId, name: names.get(quiz.topicId) ?? '' },
    }));
}

export async function libraryLists(
  presenter: Presenter,
  viewerId: number,
  limit: number,
  courseId?: number,
): Promise<RecommendationLibrary> {
  const [history, courses, reading] = await Promise.all([
    readHistory(presenter.db, viewerId),
    listCourseProgress(presenter.db, viewerId, 100),
    listUnfinishedProducts(presenter.db, viewerId, limit * 2),
  ]);
  const course = courseId === undefined ? undefined : courses.find((c) => c.courseId === courseId);
  if (courseId !== undefined && !course) throw new AppError('NOT_FOUND');
  const owned = new Set(history.purchases.map((row) => row.productId));
  const started = courses.filter((c) => c.percentage < 100 && !c.completedAt && c.courseId !== courseId);
  // Courses and reading, the most recently active first.
  const resume: (Candidate & { at: number })[] = [
    ...started.flatMap((c) =>
      c.productId === null || c.percentage === 0
        ? []
        : [
            {
              id: c.productId,
              reason: { code: 'continue', progress: c.percentage } as ReasonDraft,
              at: c.lastActiveAt.getTime(),
            },
          ],
    ),
    ...reading.map((row) => ({
      id: row.productId,
      reason: { code: 'continue' } as ReasonDraft,
      at: row.lastAt.getTime(),
    })),
  ].sort((a, b) => b.at - a.at);
  const sources =
    course?.productId != null
      ? [{ id: course.productId, owned: owned.has(course.productId) }]
      : history.purchases.slice(0, 20).map((row) => ({ id: row.productId, owned: true }));
  const [next, quizzes] = await Promise.all([
    nextCandidates(presenter, sources),
    quizzesOn(
      presenter,
      sources.map((source) => source.id),
    ),
  ]);
  const {
    lists: [resumeList, following],
  } = await presentLists(presenter, viewerId, [
    { slot: 'library_continue', candidates: resume, limit, allowOwned: true },
    { slot: 'library_next', candidates: next, limit, without: sources.map((source) => source.id) },
  ]);
  return {
    continue: resumeList as RecommendationList,
    next: following as RecommendationList,
    // Free courses (no product): enrolled, not finished.
    continue_courses: started
      .filter((c) => c.productId === null)
      .slice(0, limit)
      .map((c) => ({ kind: 'course', id: c.courseId, title: c.title, progress: c.percentage, about: null })),
    quizzes,
  };
}

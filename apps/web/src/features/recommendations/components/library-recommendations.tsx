import type { RecommendationItem, RecommendationLibrary } from '@pustaka/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { BookIcon, SparklesIcon } from '@/components/ui/icons';
import {
  useCourseRecommendations,
  useLibraryRecommendations,
} from '@/features/recommendations/api/recommendations';
import { ActivityLinks } from './activity-links';
import { RecommendationList } from './recommendation-list';

const LIMIT = 6;

interface LibraryListsProps {
  /** Where an owned product opens (its viewer); the page knows the viewers. */
  openOwned: (item: RecommendationItem) => string;
}

/**
 * "Lanjutkan" (what the member started: it opens where they read or watch it) and "Berikutnya" (what follows
 * what they own, with a buy button). An empty "Lanjutkan" takes no room; an empty "Berikutnya" says so, since
 * the library is where a member looks for what to take next.
 */
function LibraryLists({
  query,
  openOwned,
  nextTitle,
  nextText,
}: LibraryListsProps & {
  query: UseQueryResult<RecommendationLibrary>;
  nextTitle: string;
  nextText: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <RecommendationList
        title={t('recommendations.library.continue')}
        description={t('recommendations.library.continueText')}
        icon={<BookIcon className="size-5 text-indigo-600" />}
        list={query.data?.continue}
        loading={query.isPending}
        failed={query.isError}
        signedIn
        openPath={openOwned}
        empty="hide"
        testId="rec-continue"
      />
      <ActivityLinks
        title={t('recommendations.library.freeCourses')}
        items={query.data?.continue_courses}
        testId="rec-continue-courses"
      />
      <RecommendationList
        title={nextTitle}
        description={nextText}
        icon={<SparklesIcon className="size-5 text-indigo-600" />}
        list={query.data?.next}
        loading={query.isPending}
        failed={query.isError}
        signedIn
        buyable
        empty={{
          title: t('recommendations.library.nextEmpty'),
          text: t('recommendations.library.nextEmptyText'),
          action: (
            <ButtonLink to="/products" variant="outline" size="sm">
              {t('recommendations.library.browse')}
            </ButtonLink>
          ),
        }}
        testId="rec-next"
      />
      <ActivityLinks
        title={t('recommendations.library.quizzes')}
        items={query.data?.quizzes}
        testId="rec-quizzes"
      />
    </div>
  );
}

/** The library page's lists. */
export function LibraryRecommendations({ openOwned }: LibraryListsProps) {
  const { t } = useTranslation();
  const query = useLibraryRecommendations(LIMIT, true);
  return (
    <LibraryLists
      query={query}
      openOwned={openOwned}
      nextTitle={t('recommendations.library.next')}
      nextText={t('recommendations.library.nextText')}
    />
  );
}

/** An LMS course page's lists, for a learner who follows the course. */
export function CourseRecommendations({ courseId, openOwned }: LibraryListsProps & { courseId: number }) {
  const { t } = useTranslation();
  const query = useCourseRecommendations(courseId, LIMIT, true);
  return (
    <LibraryLists
      query={query}
      openOwned={openOwned}
      nextTitle={t('recommendations.course.next')}
      nextText={t('recommendations.course.nextText')}
    />
  );
}

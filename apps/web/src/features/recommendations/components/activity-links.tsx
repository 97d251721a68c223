import type { RecommendationActivity } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon, StarIcon, VideoIcon } from '@/components/ui/icons';
import { clampPercent } from '@/features/recommendations/lib/reason-text';

/**
 * Courses and quizzes that are not products on sale, under a library list: a free course the member joined
 * (with how far they are) or a public quiz on the topic of what they own. Nothing at all when there are none.
 */
export function ActivityLinks({
  title,
  items,
  testId,
}: {
  title: string;
  items: RecommendationActivity[] | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  if (!items || items.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId} className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const course = item.kind === 'course';
          const detail = course
            ? item.progress !== null
              ? t('recommendations.library.courseProgress', { progress: clampPercent(item.progress) })
              : null
            : item.about
              ? t('recommendations.library.quizAbout', { product: item.about.name })
              : null;
          return (
            <li key={`${item.kind}-${item.id}`}>
              <Link
                to={course ? `/lms/courses/${item.id}` : `/lms/quizzes/${item.id}`}
                className="flex min-h-14 items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-indigo-100 text-indigo-700">
                  {course ? <VideoIcon className="size-5" /> : <StarIcon className="size-5" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-900">{item.title}</span>
                  <span className="block truncate text-xs text-slate-600">
                    {detail ??
                      (course
                        ? t('recommendations.library.openCourse')
                        : t('recommendations.library.playQuiz'))}
                  </span>
                </span>
                <ArrowRightIcon className="size-4 shrink-0 text-slate-400" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { VideoIcon } from '@/components/ui/icons';
import { usePublicCourse } from '@/features/library/api/owned-content';
import { formatClock } from '@/features/library/lib/viewer-rules';

/** What a course on sale teaches, lesson by lesson, for someone who has not bought it (no addresses). */
export function CourseOutline({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const outline = usePublicCourse(productId, true);
  const lessons = outline.data?.lessons ?? [];
  if (lessons.length === 0) return null;
  return (
    <section
      aria-labelledby="course-outline-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
      data-testid="course-outline"
    >
      <h2 id="course-outline-heading" className="font-semibold text-slate-900">
        {t('viewer.course.outline', { total: lessons.length })}
      </h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {lessons.map((lesson, index) => (
          <li key={lesson.id} className="flex items-center gap-3 py-2.5 text-sm">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate text-slate-800">{lesson.title}</span>
            <VideoIcon className="size-4 shrink-0 text-slate-400" />
            <span className="shrink-0 text-xs tabular-nums text-slate-500">
              {formatClock(lesson.duration_seconds)}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { LmsCourse } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * A course in a grid: cover, title, trainer, and the learner's progress when they are in it, or that
 * their request to join waits for the trainer.
 */
export function CourseCard({
  course,
  percentage,
  waiting = false,
}: {
  course: LmsCourse;
  percentage?: number;
  waiting?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card className="h-full overflow-hidden">
      <Link
        to={`/lms/courses/${course.id}`}
        className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {course.cover_url ? (
          <img src={course.cover_url} alt="" className="aspect-video w-full object-cover" loading="lazy" />
        ) : (
          <div className="aspect-video w-full bg-gradient-to-br from-indigo-500 to-sky-400" />
        )}
        <div className="flex flex-1 flex-col gap-1 p-4">
          <p className="font-semibold text-slate-900">{course.title}</p>
          <p className="text-sm text-slate-600">{course.trainer_name}</p>
          <p className="text-xs text-slate-500">
            {t('lms.course.contentsCount', { count: course.content_count })}
          </p>
          {waiting ? (
            <div className="mt-auto pt-2">
              <Badge tone="warning">{t('lms.learner.awaitingBadge')}</Badge>
            </div>
          ) : percentage !== undefined ? (
            <div className="mt-auto pt-2">
              <ProgressBar percent={percentage} label={t('lms.learner.progress', { percent: percentage })} />
            </div>
          ) : null}
        </div>
      </Link>
    </Card>
  );
}

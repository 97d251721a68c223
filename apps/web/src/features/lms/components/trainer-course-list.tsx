import type { LmsCourse } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';

/** The trainer's courses as cards with the places to go next. */
export function TrainerCourseList({ courses }: { courses: LmsCourse[] }) {
  const { t } = useTranslation();
  const link = 'rounded-lg px-2.5 py-1.5 text-sm font-semibold text-indigo-700 hover:bg-indigo-50';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="trainer-courses">
      {courses.map((course) => (
        <li key={course.id}>
          <Card className="flex h-full flex-col overflow-hidden">
            {course.cover_url ? (
              <img src={course.cover_url} alt="" className="aspect-video w-full object-cover" />
            ) : (
              <div className="aspect-video w-full bg-gradient-to-br from-indigo-500 to-sky-400" />
            )}
            <div className="flex flex-1 flex-col gap-2 p-4">
              <p className="font-semibold text-slate-900">{course.title}</p>
              <div className="flex flex-wrap gap-1.5">
                <Badge tone={course.is_published ? 'success' : 'neutral'}>
                  {course.is_published ? t('lms.course.published') : t('lms.course.draft')}
                </Badge>
                <Badge tone="brand">{t(`lms.course.accessMode.${course.access_mode}`)}</Badge>
                {course.requires_approval ? (
                  <Badge tone="warning">{t('lms.course.approvalBadge')}</Badge>
                ) : null}
              </div>
              <p className="text-sm text-slate-600">
                {t('lms.course.contentsCount', { count: course.content_count })} ·{' '}
                {t('lms.dashboard.learnersCount', { count: course.learner_count })}
              </p>
              <div className="mt-auto flex flex-wrap gap-1 pt-2">
                <Link className={link} to={`/lms/dashboard/courses/${course.id}/edit`}>
                  {t('common.edit')}
                </Link>
                <Link className={link} to={`/lms/dashboard/courses/${course.id}/contents`}>
                  {t('lms.nav.contents')}
                </Link>
                <Link className={link} to={`/lms/dashboard/courses/${course.id}/participants`}>
                  {t('lms.nav.participants')}
                </Link>
              </div>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrainerCourses } from '@/features/lms/api/trainer';
import { TrainerCourseList } from '@/features/lms/components/trainer-course-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses, TrainerHeader } from './trainer-header';

/** /lms/dashboard/courses (and /publisher/courses): the trainer's courses. */
export function TrainerCoursesPage() {
  const { t } = useTranslation();
  const courses = useTrainerCourses();
  useDocumentTitle(t('lms.nav.courses'));
  const create = (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to="/lms/dashboard/courses/from-source" variant="outline" data-testid="course-from-source">
        {t('courseFromSource.link')}
      </ButtonLink>
      <ButtonLink to="/lms/dashboard/courses/new" data-testid="new-course">
        {t('lms.course.new')}
      </ButtonLink>
    </div>
  );
  return (
    <div className={pageClasses}>
      <TrainerHeader
        title={t('lms.nav.courses')}
        description={t('lms.course.listSubtitle')}
        action={create}
      />
      {courses.isPending ? <Skeleton className="h-48 w-full" /> : null}
      {courses.error ? <LoadFailed onRetry={() => void courses.refetch()} /> : null}
      {courses.data?.length === 0 ? (
        <EmptyState title={t('lms.course.none')} description={t('lms.course.noneHint')} action={create} />
      ) : null}
      {courses.data && courses.data.length > 0 ? <TrainerCourseList courses={courses.data} /> : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useCourseContents, useTrainerCourse } from '@/features/lms/api/trainer';
import { AddContentForm } from '@/features/lms/components/add-content-form';
import { ContentList } from '@/features/lms/components/content-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses, TrainerHeader } from './trainer-header';

/** /lms/dashboard/courses/{id}/contents: the course's contents in order, and a new one at the end. */
export function CourseContentsPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id ?? params.course_id ?? 0);
  const course = useTrainerCourse(id);
  const contents = useCourseContents(id);
  useDocumentTitle(t('lms.nav.contents'));
  if (!id) return <Navigate to="/lms/dashboard/courses" replace />;
  return (
    <div className={pageClasses}>
      <TrainerHeader
        title={course.data?.title ?? t('lms.nav.contents')}
        description={t('lms.contents.subtitle')}
        courseId={id}
      />
      {contents.isPending ? <Skeleton className="h-48 w-full" /> : null}
      {contents.error ? <LoadFailed onRetry={() => void contents.refetch()} /> : null}
      {contents.data ? <ContentList courseId={id} contents={contents.data} /> : null}
      <AddContentForm courseId={id} />
    </div>
  );
}

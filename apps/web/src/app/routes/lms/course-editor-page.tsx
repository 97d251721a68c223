import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useTrainerCourse } from '@/features/lms/api/trainer';
import { CourseForm } from '@/features/lms/components/course-form';
import { CoursePublishPanel } from '@/features/lms/components/course-publish-panel';
import { RichTextEditor } from '@/features/publisher/components/rich-text-editor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses, TrainerHeader } from './trainer-header';

/** /lms/dashboard/courses/new and /lms/dashboard/courses/{id}/edit. */
export function CourseEditorPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id ?? 0);
  const course = useTrainerCourse(id);
  const title = id ? (course.data?.title ?? t('lms.course.edit')) : t('lms.course.new');
  useDocumentTitle(title);
  const editor = (initialHtml: string, onChange: (html: string) => void) => (
    <RichTextEditor label={t('lms.course.description')} initialHtml={initialHtml} onChange={onChange} />
  );
  return (
    <div className={pageClasses}>
      <TrainerHeader title={title} courseId={id || undefined} />
      {id && course.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {id && course.error ? <LoadFailed onRetry={() => void course.refetch()} /> : null}
      {!id ? (
        <CourseForm
          descriptionEditor={editor}
          onSaved={(saved) => navigate(`/lms/dashboard/courses/${saved.id}/contents`)}
        />
      ) : null}
      {id && course.data ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_20rem]">
          <CourseForm course={course.data} descriptionEditor={editor} onSaved={() => undefined} />
          <CoursePublishPanel course={course.data} />
        </div>
      ) : null}
    </div>
  );
}

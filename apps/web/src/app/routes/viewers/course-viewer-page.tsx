import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCourseContent } from '@/features/library/api/owned-content';
import { CourseOutline } from '@/features/library/components/course-outline';
import { CoursePlayer } from '@/features/library/components/course-player';
import {
  ViewerEmpty,
  ViewerGate,
  ViewerHeader,
  ViewerPage,
} from '@/features/library/components/viewer-frame';
import { productIdFrom } from '@/features/library/lib/viewer-rules';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/courses/{id}: an owned video course, lesson by lesson, with progress per lesson. */
export function CourseViewerPage() {
  const { t } = useTranslation();
  const productId = productIdFrom(useParams().id);
  const course = useCourseContent(productId);
  useDocumentTitle(course.data?.course.name ?? t('viewer.courseTitle'));
  const { refetch } = course;
  const refresh = useCallback(async () => (await refetch()).data, [refetch]);

  return (
    <ViewerGate
      productId={productId}
      query={course}
      wide
      keepDataOnError
      errorExtra={
        isApiError(course.error) && course.error.code === 'NOT_OWNED' ? (
          <CourseOutline productId={productId} />
        ) : null
      }
    >
      {(data) => {
        return (
          <ViewerPage wide>
            <ViewerHeader
              title={data.course.name}
              kind="video"
              coverUrl={data.course.cover_url}
              access={data.access}
              downloadable={data.course.downloadable}
            >
              <span>{t('viewer.course.lessons', { total: data.lessons.length })}</span>
            </ViewerHeader>
            {data.lessons.length > 0 ? (
              <CoursePlayer content={data} refresh={refresh} />
            ) : (
              <ViewerEmpty text={t('viewer.noLessons')} />
            )}
          </ViewerPage>
        );
      }}
    </ViewerGate>
  );
}

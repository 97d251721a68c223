import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCourseContent } from '../../../features/library/api/owned-content';
import { CourseOutline } from '../../../features/library/components/course-outline';
import { CoursePlayer } from '../../../features/library/components/course-player';
import {
  ViewerEmpty,
  ViewerError,
  ViewerHeader,
  ViewerPage,
  ViewerSkeleton,
} from '../../../features/library/components/viewer-frame';
import { productIdFrom } from '../../../features/library/lib/viewer-rules';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** /dashboard/courses/{id}: an owned video course, lesson by lesson, with progress per lesson. */
export function CourseViewerPage() {
  const { t } = useTranslation();
  const productId = productIdFrom(useParams().id);
  const course = useCourseContent(productId);
  const data = course.data;
  useDocumentTitle(data?.course.name ?? t('viewer.courseTitle'));
  const { refetch } = course;
  const refresh = useCallback(async () => (await refetch()).data, [refetch]);

  if (Number.isNaN(productId)) {
    return (
      <ViewerPage>
        <ViewerEmpty text={t('viewer.notFoundText')} />
      </ViewerPage>
    );
  }
  if (course.isError && !data) {
    return (
      <ViewerPage>
        <ViewerError error={course.error} productId={productId} onRetry={() => void course.refetch()} />
        {isApiError(course.error) && course.error.code === 'NOT_OWNED' ? (
          <CourseOutline productId={productId} />
        ) : null}
      </ViewerPage>
    );
  }
  if (!data || !course.isFetchedAfterMount) {
    return (
      <ViewerPage wide>
        <ViewerSkeleton />
      </ViewerPage>
    );
  }

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
}

import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/lib/session-store';
import { isEmailVerified } from '@/features/auth/lib/user-rules';
import { useCourseDetail, useLearnerContents } from '@/features/lms/api/learner';
import { ContentOutline } from '@/features/lms/components/content-outline';
import { EnrolPanel } from '@/features/lms/components/enrol-panel';
import { FeedbackForm } from '@/features/lms/components/feedback-form';
import { viewerPath } from '@/features/orders/lib/order-rules';
import { CourseRecommendations } from '@/features/recommendations/components/library-recommendations';
import { CertificateRecommendations } from '@/features/recommendations/components/order-recommendations';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses } from './trainer-header';

/** /lms/courses/{id} (and /lms/enroll/{courseId}): the course, what is in it, and the way in. */
export function CoursePage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id ?? params.courseId);
  const detail = useCourseDetail(id);
  const session = useSession();
  const enrolled = Boolean(
    detail.data?.is_trainer ||
      (detail.data?.enrolment && ['active', 'completed'].includes(detail.data.enrolment.status)),
  );
  // The course page is the one a learner sees before verifying; what is inside waits for the verification.
  const studying = enrolled && isEmailVerified(session.user);
  const contents = useLearnerContents(id, studying);
  useDocumentTitle(detail.data?.course.title ?? t('lms.learner.course'));
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/lms/courses" replace />;
  const course = detail.data?.course;
  const learner = studying && !detail.data?.is_trainer;
  const certified = Boolean(detail.data?.certificate_code && !detail.data.certificate_revoked_at);
  const next =
    contents.data?.find((content) => !content.lock && !content.progress.completed) ?? contents.data?.[0];
  return (
    <div className={pageClasses}>
      {detail.isPending ? <Skeleton className="h-72 w-full" /> : null}
      {detail.error ? <LoadFailed onRetry={() => void detail.refetch()} /> : null}
      {detail.data && course ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-6">
            {course.cover_url ? (
              <img src={course.cover_url} alt="" className="aspect-video w-full rounded-2xl object-cover" />
            ) : null}
            <div>
              <div className="flex flex-wrap gap-1.5">
                <Badge tone="brand">{t(`lms.course.accessMode.${course.access_mode}`)}</Badge>
                {course.requires_approval ? (
                  <Badge tone="warning">{t('lms.course.approvalBadge')}</Badge>
                ) : null}
                <Badge>{t(`languages.${course.language === 'en' ? 'en' : 'id'}`)}</Badge>
              </div>
              <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{course.title}</h1>
              <p className="mt-1 text-slate-600">{t('lms.learner.by', { name: course.trainer_name })}</p>
            </div>
            {course.description_html.trim() ? (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (catalogue rich-text)
              <div className="prose-content" dangerouslySetInnerHTML={{ __html: course.description_html }} />
            ) : null}
            <Card>
              <CardHeader title={t('lms.learner.contents', { count: detail.data.contents.length })} />
              <CardBody>
                {contents.data ? (
                  <ContentOutline contents={contents.data} />
                ) : (
                  <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-800">
                    {detail.data.contents.map((content) => (
                      <li key={content.id}>
                        {content.title}{' '}
                        <span className="text-slate-500">· {t(`lms.type.${content.type}`)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </CardBody>
            </Card>
          </div>
          <div className="space-y-6">
            <EnrolPanel
              detail={detail.data}
              firstContentId={next?.id ?? detail.data.contents[0]?.id ?? null}
            />
            {studying && !detail.data.is_trainer ? <FeedbackForm courseId={id} /> : null}
          </div>
        </div>
      ) : null}
      {detail.data && learner ? (
        <div className="mt-10 space-y-10 border-t border-slate-200 pt-8">
          {certified ? <CertificateRecommendations courseId={id} /> : null}
          <CourseRecommendations
            courseId={id}
            openOwned={(item) => viewerPath(item.product.id, item.product.format)}
          />
        </div>
      ) : null}
    </div>
  );
}

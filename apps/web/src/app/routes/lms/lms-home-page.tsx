import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useLmsHome } from '@/features/lms/api/learner';
import { CourseCard } from '@/features/lms/components/course-card';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadFailed, pageClasses } from './trainer-header';

/** /lms: where the learner stopped, their courses and their certificates. */
export function LmsHomePage() {
  const { t, i18n } = useTranslation();
  const home = useLmsHome();
  useDocumentTitle(t('lms.learner.home'));
  return (
    <div className={pageClasses}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('lms.learner.home')}</h1>
          <p className="mt-1 text-slate-600">{t('lms.learner.homeSubtitle')}</p>
        </div>
        <ButtonLink to="/lms/courses" variant="outline">
          {t('lms.learner.browse')}
        </ButtonLink>
      </div>
      {home.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {home.error ? <LoadFailed onRetry={() => void home.refetch()} /> : null}
      {home.data?.continue ? (
        <Card className="border-indigo-200 bg-indigo-50">
          <CardBody className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-indigo-700">{t('lms.learner.continueWhere')}</p>
              <p className="truncate font-semibold text-slate-900">{home.data.continue.content_title}</p>
              <p className="truncate text-sm text-slate-600">{home.data.continue.course_title}</p>
            </div>
            <ButtonLink to={`/lms/contents/${home.data.continue.content_id}`} data-testid="continue">
              {t('lms.learner.continue')}
            </ButtonLink>
          </CardBody>
        </Card>
      ) : null}
      {home.data ? (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('lms.learner.myCourses')}</h2>
          {home.data.courses.length === 0 ? (
            <EmptyState
              title={t('lms.learner.noCourses')}
              description={t('lms.learner.noCoursesHint')}
              action={<ButtonLink to="/lms/courses">{t('lms.learner.browse')}</ButtonLink>}
            />
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {home.data.courses.map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    percentage={course.enrolment.percentage}
                    waiting={course.enrolment.status === 'pending'}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {home.data && home.data.certificates.length > 0 ? (
        <Card>
          <CardHeader title={t('lms.certificate.mine')} />
          <CardBody>
            <ul className="divide-y divide-slate-100">
              {home.data.certificates.map((certificate) => (
                <li
                  key={certificate.code}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm"
                >
                  <span className="font-medium text-slate-900">{certificate.course_title}</span>
                  <span className="text-slate-600">
                    {formatDate(certificate.issued_at, i18n.language)}
                    {certificate.revoked_at ? (
                      <span className="ml-2 font-semibold text-red-700">
                        {t('lms.certificate.revokedShort')}
                      </span>
                    ) : null}
                  </span>
                  <Link
                    className="font-semibold text-indigo-700 hover:underline"
                    to={`/lms/certificates/${certificate.code}`}
                  >
                    {certificate.code}
                  </Link>
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { learnerKeys, verifyCourseEmail } from '@/features/lms/api/learner';
import { messageOf } from '@/features/lms/lib/errors';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /lms/verify?token=…: uses the course's verification link once and leads back to the course.
 * /lms/verify?code=LMS-…: a certificate's code, checked on its own page.
 */
export function LmsVerifyPage() {
  const code = useSearchParams()[0].get('code');
  if (code && /^LMS-[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/.test(code.trim())) {
    return <Navigate to={`/lms/certificates/${code.trim().toUpperCase()}`} replace />;
  }
  return <CourseEmailVerification />;
}

function CourseEmailVerification() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const result = useQuery({
    queryKey: learnerKeys.emailVerification(token),
    queryFn: () => verifyCourseEmail(token),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useDocumentTitle(t('lms.verify.title'));
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardBody className="space-y-4">
          <h1 className="text-xl font-bold text-slate-900">{t('lms.verify.title')}</h1>
          {!token ? <Alert tone="error">{t('lms.verify.noToken')}</Alert> : null}
          {result.isPending && token ? <Skeleton className="h-16 w-full" /> : null}
          {result.error ? (
            <Alert tone="error">{messageOf(result.error, t('lms.verify.failed'))}</Alert>
          ) : null}
          {result.data ? (
            <>
              <Alert tone="success">{t('lms.verify.done')}</Alert>
              <ButtonLink to={`/lms/courses/${result.data.course_id}`} className="w-full">
                {t('lms.verify.toCourse')}
              </ButtonLink>
            </>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}

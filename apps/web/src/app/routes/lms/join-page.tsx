import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useInviteCheck, useJoin } from '@/features/lms/api/learner';
import { messageOf } from '@/features/lms/lib/errors';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /lms/join/{slug}?invite=…: the course an invite opens, and the button that joins it. */
export function JoinPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slug = useParams().slug ?? '';
  const token = useSearchParams()[0].get('invite') ?? '';
  const check = useInviteCheck(slug, token);
  const join = useJoin(slug, token);
  useDocumentTitle(t('lms.join.title'));
  const course = check.data?.course;
  const already =
    isApiError(join.error) && ['LMS_ALREADY_ENROLLED', 'LMS_ALREADY_REQUESTED'].includes(join.error.code);
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <Card>
        <CardBody className="space-y-4">
          <h1 className="text-xl font-bold text-slate-900">{t('lms.join.title')}</h1>
          {!token ? <Alert tone="error">{t('lms.join.noInvite')}</Alert> : null}
          {check.isPending && token ? <Skeleton className="h-32 w-full" /> : null}
          {check.error ? <Alert tone="error">{messageOf(check.error, t('lms.join.invalid'))}</Alert> : null}
          {course ? (
            <>
              {course.cover_url ? (
                <img src={course.cover_url} alt="" className="aspect-video w-full rounded-xl object-cover" />
              ) : null}
              <div>
                <p className="text-lg font-semibold text-slate-900" data-testid="join-course-title">
                  {course.title}
                </p>
                <p className="text-sm text-slate-600">{t('lms.learner.by', { name: course.trainer_name })}</p>
              </div>
              {check.data?.valid && course.requires_approval ? (
                <p className="text-sm text-slate-600">{t('lms.learner.approvalNote')}</p>
              ) : null}
              {check.data?.valid ? (
                <Button
                  className="w-full"
                  loading={join.isPending}
                  data-testid="join"
                  onClick={() =>
                    join.mutate(undefined, { onSuccess: () => navigate(`/lms/courses/${course.id}`) })
                  }
                >
                  {course.requires_approval ? t('lms.learner.requestJoin') : t('lms.join.button')}
                </Button>
              ) : (
                <Alert tone="warning">{t(`lms.join.reason.${check.data?.reason ?? 'unknown'}`)}</Alert>
              )}
              {already ? (
                <ButtonLink to={`/lms/courses/${course.id}`} variant="outline" className="w-full">
                  {t('lms.join.open')}
                </ButtonLink>
              ) : null}
              {join.error ? (
                <Alert tone={already ? 'info' : 'error'}>{messageOf(join.error, t('lms.saveFailed'))}</Alert>
              ) : null}
            </>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}

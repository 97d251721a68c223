import type { LmsCourseDetail } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { downloadCertificate, useEnrol, useSendCourseVerification } from '@/features/lms/api/learner';
import { messageOf } from '@/features/lms/lib/errors';
import { formatDate } from '@/lib/format';

/**
 * What the learner can do with a course now: enrol (or ask to join, where the trainer approves), wait for
 * that approval, verify their email, buy, continue, or get the certificate.
 */
export function EnrolPanel({
  detail,
  firstContentId,
}: {
  detail: LmsCourseDetail;
  firstContentId: number | null;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const enrol = useEnrol(detail.course.id);
  const verify = useSendCourseVerification();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const enrolled = detail.enrolment?.status === 'active' || detail.enrolment?.status === 'completed';
  const askToJoin = detail.course.requires_approval && detail.course.access_mode !== 'paid';

  return (
    <Card>
      <CardBody className="space-y-4">
        {enrolled && detail.enrolment ? (
          <>
            <ProgressBar
              percent={detail.enrolment.percentage}
              label={t('lms.learner.progress', { percent: detail.enrolment.percentage })}
            />
            {firstContentId ? (
              <ButtonLink
                to={`/lms/contents/${firstContentId}`}
                className="w-full"
                data-testid="start-course"
              >
                {detail.enrolment.percentage > 0 ? t('lms.learner.continue') : t('lms.learner.start')}
              </ButtonLink>
            ) : null}
            {detail.certificate_code && detail.certificate_revoked_at ? (
              <div data-testid="certificate-revoked">
                <Alert tone="warning" title={t('lms.certificate.revoked')}>
                  {t('lms.certificate.revokedOn', {
                    date: formatDate(detail.certificate_revoked_at, i18n.language),
                  })}
                </Alert>
              </div>
            ) : detail.certificate_code ? (
              <div className="space-y-2">
                <Alert tone="success" title={t('lms.certificate.ready')}>
                  {t('lms.certificate.code', { code: detail.certificate_code })}
                </Alert>
                <Button
                  variant="outline"
                  className="w-full"
                  data-testid="download-certificate"
                  onClick={() => downloadCertificate(detail.course.id).catch(setDownloadError)}
                >
                  {t('lms.certificate.download')}
                </Button>
              </div>
            ) : null}
          </>
        ) : detail.enrolment?.status === 'pending' ? (
          <div data-testid="awaiting-approval">
            <Alert tone="info" title={t('lms.learner.awaitingTitle')}>
              {t('lms.learner.awaitingText')}
            </Alert>
          </div>
        ) : detail.enrolment?.status === 'removed' ? (
          <Alert tone="warning">{t('lms.learner.removed')}</Alert>
        ) : detail.is_trainer ? (
          <ButtonLink to={`/lms/dashboard/courses/${detail.course.id}/contents`} className="w-full">
            {t('lms.learner.manage')}
          </ButtonLink>
        ) : detail.needs === 'verified_email' ? (
          <div className="space-y-2">
            <Alert tone="info">{t('lms.learner.needsVerified')}</Alert>
            <Button
              className="w-full"
              loading={verify.isPending}
              onClick={() => verify.mutate(detail.course.id)}
            >
              {t('lms.learner.sendVerification')}
            </Button>
            {verify.isSuccess ? <Alert tone="success">{t('lms.learner.verificationSent')}</Alert> : null}
          </div>
        ) : detail.needs === 'invite' ? (
          <Alert tone="info">{t('lms.learner.needsInvite')}</Alert>
        ) : detail.needs === 'purchase' && detail.course.product_id ? (
          <div className="space-y-2">
            <Alert tone="info">{t('lms.learner.needsPurchase')}</Alert>
            <ButtonLink to={`/products/${detail.course.product_id}`} className="w-full">
              {t('lms.learner.buy')}
            </ButtonLink>
          </div>
        ) : detail.can_enrol ? (
          <div className="space-y-2">
            {askToJoin ? <p className="text-sm text-slate-600">{t('lms.learner.approvalNote')}</p> : null}
            <Button
              className="w-full"
              loading={enrol.isPending}
              data-testid="enrol"
              onClick={() =>
                enrol.mutate(undefined, {
                  // A request that waits stays on this page, which now says so.
                  onSuccess: (enrolment) =>
                    enrolment.status === 'active' && firstContentId
                      ? navigate(`/lms/contents/${firstContentId}`)
                      : undefined,
                })
              }
            >
              {askToJoin ? t('lms.learner.requestJoin') : t('lms.learner.enrol')}
            </Button>
          </div>
        ) : null}
        {enrol.error || verify.error || downloadError ? (
          <Alert tone="error">
            {messageOf(enrol.error ?? verify.error ?? downloadError, t('lms.saveFailed'))}
          </Alert>
        ) : null}
      </CardBody>
    </Card>
  );
}

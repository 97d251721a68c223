import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card, CardBody } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePublicCertificate } from '@/features/lms/api/learner';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /lms/certificates/{code}: anyone (the QR code on the PDF leads here) sees whether a certificate is real,
 * or that its trainer revoked it, and when.
 */
export function CertificatePage() {
  const { t, i18n } = useTranslation();
  const code = useParams().code ?? '';
  const certificate = usePublicCertificate(code);
  useDocumentTitle(t('lms.certificate.verifyTitle'));
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <Card>
        <CardBody className="space-y-4 text-center">
          <h1 className="text-xl font-bold text-slate-900">{t('lms.certificate.verifyTitle')}</h1>
          {certificate.isPending ? <Skeleton className="h-40 w-full" /> : null}
          {certificate.error ? <Alert tone="error">{t('lms.certificate.notFound', { code })}</Alert> : null}
          {certificate.data ? (
            <div
              className="space-y-3"
              data-testid={
                certificate.data.status === 'revoked' ? 'certificate-revoked' : 'certificate-valid'
              }
            >
              {certificate.data.revoked_at ? (
                <Alert tone="error" title={t('lms.certificate.revoked')}>
                  {t('lms.certificate.revokedOn', {
                    date: formatDate(certificate.data.revoked_at, i18n.language),
                  })}
                </Alert>
              ) : (
                <Alert tone="success">{t('lms.certificate.valid')}</Alert>
              )}
              <p className="text-sm text-slate-600">{t('lms.certificate.awardedTo')}</p>
              <p className="text-2xl font-bold text-slate-900">{certificate.data.learner_name}</p>
              <p className="text-sm text-slate-600">{t('lms.certificate.forCourse')}</p>
              <p className="text-lg font-semibold text-indigo-800">{certificate.data.course_title}</p>
              <dl className="grid grid-cols-2 gap-2 pt-2 text-left text-sm">
                <dt className="text-slate-500">{t('lms.certificate.trainer')}</dt>
                <dd className="font-medium text-slate-900">{certificate.data.trainer_name}</dd>
                <dt className="text-slate-500">{t('lms.certificate.date')}</dt>
                <dd className="font-medium text-slate-900">
                  {formatDate(certificate.data.issued_at, i18n.language)}
                </dd>
                <dt className="text-slate-500">{t('lms.certificate.codeLabel')}</dt>
                <dd className="font-mono font-medium text-slate-900">{certificate.data.code}</dd>
              </dl>
            </div>
          ) : null}
        </CardBody>
      </Card>
    </div>
  );
}

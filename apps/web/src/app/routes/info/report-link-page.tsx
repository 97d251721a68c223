import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card, CardBody } from '@/components/ui/card';
import { ReportLinkForm } from '@/features/short-links/components/report-link-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /report-link: anyone, signed in or not, reports a short link that leads somewhere harmful. */
export function ReportLinkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shortLinks.report.title'));
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('shortLinks.report.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('shortLinks.report.subtitle')}</p>
      <Card className="mt-8">
        <CardBody className="p-5 sm:p-8">
          <ReportLinkForm initialLink={params.get('link') ?? ''} />
        </CardBody>
      </Card>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { DownloadIcon } from '@/components/ui/more-icons';
import { Spinner } from '@/components/ui/spinner';
import { useExportUsers } from '@/features/admin/api/users';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** Starts the CSV download on arrival; the button repeats it. */
export function UsersExportPage() {
  const { t } = useTranslation();
  const exporter = useExportUsers();
  const started = useRef(false);
  useDocumentTitle(t('admin.export.title'));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    exporter.mutate();
  }, [exporter]);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('admin.export.title')} description={t('admin.export.subtitle')} />
      <Card>
        <CardBody className="space-y-4 py-6">
          {exporter.isPending ? (
            <p className="flex items-center gap-3 text-slate-700" role="status">
              <Spinner className="size-5 text-indigo-600" />
              {t('admin.export.preparing')}
            </p>
          ) : exporter.isError ? (
            <Alert tone="error" title={t('admin.export.failed')}>
              {exporter.error.message}
            </Alert>
          ) : exporter.isSuccess ? (
            <Alert tone="success" title={t('admin.export.done')}>
              {t('admin.export.doneText', { name: exporter.data })}
            </Alert>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              icon={<DownloadIcon className="size-4" />}
              onClick={() => exporter.mutate()}
              loading={exporter.isPending}
            >
              {t('admin.export.again')}
            </Button>
            <ButtonLink to="/admin/users" variant="outline">
              {t('admin.links.users')}
            </ButtonLink>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}

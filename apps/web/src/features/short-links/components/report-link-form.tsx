import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { FlagIcon } from '@/components/ui/more-icons';
import { useReportShortLink } from '@/features/short-links/api/short-links';

/** Anyone can tell the admins that a short link leads somewhere harmful. */
export function ReportLinkForm({ initialLink = '' }: { initialLink?: string }) {
  const { t } = useTranslation();
  const [link, setLink] = useState(initialLink);
  const [reason, setReason] = useState('');
  const report = useReportShortLink();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    report.mutate({ link: link.trim(), reason: reason.trim() }, { onSuccess: () => setReason('') });
  };
  if (report.isSuccess) {
    return (
      <Alert tone="success" title={t('shortLinks.report.thanksTitle')}>
        <p data-testid="report-done">{t('shortLinks.report.thanks')}</p>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <InputField
        label={t('shortLinks.report.link')}
        placeholder="https://…/kode"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        maxLength={300}
        required
      />
      <TextareaField
        label={t('shortLinks.report.reason')}
        hint={t('shortLinks.report.reasonHint')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        rows={4}
        maxLength={1000}
        required
      />
      {report.error ? (
        <Alert tone="error">
          <p>{report.error.message}</p>
        </Alert>
      ) : null}
      <Button
        type="submit"
        icon={<FlagIcon className="size-4" />}
        loading={report.isPending}
        disabled={!link.trim() || reason.trim().length < 5}
      >
        {t('shortLinks.report.submit')}
      </Button>
    </form>
  );
}

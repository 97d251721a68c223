import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CopyButton } from './copy-button';

function Snippet({ title, code }: { title: string; code: string }) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <CopyButton value={code} label={title} />
      </div>
      <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 font-mono text-xs leading-relaxed text-slate-100">
        {code}
      </pre>
    </div>
  );
}

/** Ready commands for both endpoints, with this server's address. */
export function CurlExample() {
  const { t } = useTranslation();
  const base = `${window.location.origin}/api/v2`;
  const key = t('extraction.curl.keyPlaceholder');
  const web = [
    `curl -X POST ${base}/web-extract \\`,
    `  -H "X-API-Key: ${key}" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"url": "https://example.com/artikel", "format": "markdown"}'`,
  ].join('\n');
  const pdf = [
    `curl -X POST ${base}/pdf-extract \\`,
    `  -H "X-API-Key: ${key}" \\`,
    '  -F "pdf_file=@dokumen.pdf"',
  ].join('\n');
  return (
    <Card>
      <CardHeader
        title={t('extraction.curl.title')}
        description={
          <>
            {t('extraction.curl.description')}{' '}
            <a className="font-medium text-indigo-700 underline-offset-4 hover:underline" href="/api/docs">
              /api/docs
            </a>
          </>
        }
      />
      <CardBody className="space-y-4">
        <Snippet title={t('extraction.curl.web')} code={web} />
        <Snippet title={t('extraction.curl.pdf')} code={pdf} />
      </CardBody>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('detail.description')} />
      <CardBody>
        {html.trim() ? (
          // The server sanitises descriptions to a short list of formatting tags before storing them.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (catalogue rich-text)
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
        ) : (
          <p className="text-sm text-slate-500">{t('detail.noDescription')}</p>
        )}
      </CardBody>
    </Card>
  );
}

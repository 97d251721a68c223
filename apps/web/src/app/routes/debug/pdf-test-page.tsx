import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { BookIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PdfTestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('debug.pdfTitle'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <BookIcon className="size-8" />
      </span>
      <div className="mt-6 flex items-center gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{t('debug.pdfTitle')}</h1>
        <Badge tone="warning">{t('debug.devOnly')}</Badge>
      </div>
      <p className="mt-3 text-slate-600">{t('debug.pdfText')}</p>
      <ButtonLink to="/" variant="outline" className="mt-8">
        {t('common.backHome')}
      </ButtonLink>
    </div>
  );
}

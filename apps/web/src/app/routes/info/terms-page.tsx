import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type DocumentSection, LegalDocument } from './legal-document';

export function TermsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.terms.title'));
  const sections = t('legal.terms.sections', { returnObjects: true }) as DocumentSection[];
  return <LegalDocument title={t('legal.terms.title')} intro={t('legal.terms.intro')} sections={sections} />;
}

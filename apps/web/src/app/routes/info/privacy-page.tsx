import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type DocumentSection, LegalDocument } from './legal-document';

export function PrivacyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('legal.privacy.title'));
  const sections = t('legal.privacy.sections', { returnObjects: true }) as DocumentSection[];
  return (
    <LegalDocument title={t('legal.privacy.title')} intro={t('legal.privacy.intro')} sections={sections} />
  );
}

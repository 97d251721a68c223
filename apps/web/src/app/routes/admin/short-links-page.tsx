import { useTranslation } from 'react-i18next';
import { BlockedHosts } from '@/features/short-links/components/blocked-hosts';
import { ReportedLinks } from '@/features/short-links/components/reported-links';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

/** /admin/short-links: reported short links to review, and the block-list of target hosts. */
export function AdminShortLinksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('shortLinks.admin.title'));
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('shortLinks.admin.title')} description={t('shortLinks.admin.subtitle')} />
      <section className="space-y-4" aria-labelledby="reported-heading">
        <h2 id="reported-heading" className="text-lg font-semibold text-slate-900">
          {t('shortLinks.admin.reported')}
        </h2>
        <ReportedLinks />
      </section>
      <BlockedHosts />
    </div>
  );
}

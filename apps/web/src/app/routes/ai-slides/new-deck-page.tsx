import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NewDeckForm } from '@/features/ai-slides/components/new-deck-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /ai-slides/new */
export function NewDeckPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.new.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6">
      <div className="space-y-1">
        <Link to="/ai-slides" className="text-sm font-semibold text-indigo-700 hover:underline">
          ← {t('aiSlides.list.title')}
        </Link>
        <h1 className="text-2xl font-bold text-slate-900">{t('aiSlides.new.title')}</h1>
        <p className="text-sm text-slate-600">{t('aiSlides.new.subtitle')}</p>
      </div>
      <NewDeckForm />
    </div>
  );
}

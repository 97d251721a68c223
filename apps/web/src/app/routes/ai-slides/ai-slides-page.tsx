import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { DeckList } from '@/features/ai-slides/components/deck-list';
import { useGoogleReturn } from '@/features/ai-slides/lib/use-google-return';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /ai-slides: the user's decks. */
export function AiSlidesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.list.title'));
  // A refused Google consent (a used, expired or foreign link) comes back here.
  useGoogleReturn();
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('aiSlides.list.title')}</h1>
          <p className="text-sm text-slate-600">{t('aiSlides.list.subtitle')}</p>
        </div>
        <ButtonLink to="/ai-slides/new">+ {t('aiSlides.list.create')}</ButtonLink>
      </div>
      <DeckList />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { DeckShell } from '@/features/ai-slides/components/deck-shell';
import { SlideEditor } from '@/features/ai-slides/components/slide-editor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeckId, useSlideId } from './deck-id';

/** /ai-slides/{id}/edit/{slideId}; a slide that is not (or no longer) in the deck leads to its first slide. */
export function SlideEditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.tabs.edit'));
  const id = useDeckId();
  const slideId = useSlideId();
  return (
    <DeckShell id={id} active="edit">
      {(deck) => {
        const slide = deck.slides.find((s) => s.id === slideId);
        if (slide) return <SlideEditor key={slide.id} deck={deck} slide={slide} />;
        const first = deck.slides[0];
        return (
          <Navigate to={first ? `/ai-slides/${id}/edit/${first.id}` : `/ai-slides/${id}/outline`} replace />
        );
      }}
    </DeckShell>
  );
}

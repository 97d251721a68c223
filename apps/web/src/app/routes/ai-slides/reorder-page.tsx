import { useTranslation } from 'react-i18next';
import { DeckShell } from '@/features/ai-slides/components/deck-shell';
import { ReorderList } from '@/features/ai-slides/components/reorder-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeckId } from './deck-id';

/** /ai-slides/{id}/reorder */
export function ReorderPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.tabs.reorder'));
  return (
    <DeckShell id={useDeckId()} active="reorder">
      {(deck) => <ReorderList deck={deck} />}
    </DeckShell>
  );
}

import { useTranslation } from 'react-i18next';
import { DeckShell } from '@/features/ai-slides/components/deck-shell';
import { OutlineEditor } from '@/features/ai-slides/components/outline-editor';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeckId } from './deck-id';

/** /ai-slides/{id}/outline */
export function OutlinePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.tabs.outline'));
  const id = useDeckId();
  return (
    <DeckShell id={id} active="outline">
      {(deck) => <OutlineEditor deck={deck} />}
    </DeckShell>
  );
}

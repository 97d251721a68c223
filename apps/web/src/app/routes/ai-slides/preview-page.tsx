import { useTranslation } from 'react-i18next';
import { DeckPreview } from '@/features/ai-slides/components/deck-preview';
import { DeckShell } from '@/features/ai-slides/components/deck-shell';
import { ExportPanel } from '@/features/ai-slides/components/export-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeckId } from './deck-id';

/** /ai-slides/{id}/preview: the deck as it is shown, presenting, exports and selling it. */
export function PreviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.tabs.preview'));
  return (
    <DeckShell id={useDeckId()} active="preview">
      {(deck) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <DeckPreview deck={deck} />
          <aside className="space-y-4">
            <ExportPanel deck={deck} />
          </aside>
        </div>
      )}
    </DeckShell>
  );
}

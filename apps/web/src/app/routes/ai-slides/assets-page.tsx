import { useTranslation } from 'react-i18next';
import { AssetManager } from '@/features/ai-slides/components/asset-manager';
import { DeckShell } from '@/features/ai-slides/components/deck-shell';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeckId } from './deck-id';

/** /ai-slides/{id}/assets */
export function AssetsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.tabs.assets'));
  return (
    <DeckShell id={useDeckId()} active="assets">
      {(deck) => <AssetManager deck={deck} />}
    </DeckShell>
  );
}

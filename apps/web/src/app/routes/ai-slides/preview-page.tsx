import { useTranslation } from 'react-i18next';
import { DeckPreview } from '@/features/ai-slides/components/deck-preview';
import { DeckShell } from '@/features/ai-slides/components/deck-shell';
import { ExportPanel } from '@/features/ai-slides/components/export-panel';
import { GoogleExport } from '@/features/ai-slides/components/google-export';
import { PublishPanel } from '@/features/ai-slides/components/publish-panel';
import { useSession } from '@/features/auth/lib/session-store';
import { hasRole } from '@/features/auth/lib/user-rules';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeckId } from './deck-id';

/** /ai-slides/{id}/preview: the deck as it is shown, presenting, exports and selling it. */
export function PreviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('aiSlides.tabs.preview'));
  const { user } = useSession();
  return (
    <DeckShell id={useDeckId()} active="preview">
      {(deck) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <DeckPreview deck={deck} />
          <aside className="min-w-0 space-y-4">
            <ExportPanel deck={deck}>
              <GoogleExport deck={deck} />
            </ExportPanel>
            <PublishPanel deck={deck} canPublish={hasRole(user, 'publisher')} />
          </aside>
        </div>
      )}
    </DeckShell>
  );
}

import type { OwnedContent, OwnedFile } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { DownloadButton } from './download-button';
import { SlideDeck } from './slide-deck';

/**
 * A PowerPoint deck the server could not draw as a PDF (no LibreOffice there, or a deck it cannot read): says
 * so, offers the download when the creator allows it, and shows what each slide says.
 */
export function DeckFallback({ content, deck }: { content: OwnedContent; deck: OwnedFile }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Alert tone="info" title={t('viewer.slides.pptxTitle')}>
        <p>
          {content.product.downloadable ? t('viewer.slides.pptxDownload') : t('viewer.slides.pptxStreamOnly')}
        </p>
        {content.product.downloadable ? (
          <div className="mt-3">
            <DownloadButton
              fileId={deck.id}
              allowance={content.downloads}
              label={t('viewer.download.deck')}
              size="sm"
              align="start"
            />
          </div>
        ) : null}
      </Alert>
      <SlideDeck productId={content.product.id} file={deck} />
    </div>
  );
}

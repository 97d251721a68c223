import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { deckViewOf } from '@/components/slides/slide-rules';
import { ButtonLink } from '@/components/ui/button';
import { useOwnedContent } from '@/features/library/api/owned-content';
import { DeckFallback } from '@/features/library/components/deck-fallback';
import { DownloadButton } from '@/features/library/components/download-button';
import { SlideDeck } from '@/features/library/components/slide-deck';
import {
  ViewerEmpty,
  ViewerGate,
  ViewerHeader,
  ViewerPage,
} from '@/features/library/components/viewer-frame';
import { productIdFrom, viewerPathOf } from '@/features/library/lib/viewer-rules';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /dashboard/slide/{id}: an owned slide deck in the page, with the way to present it full screen. */
export function SlideViewerPage() {
  const { t } = useTranslation();
  const productId = productIdFrom(useParams().id);
  const content = useOwnedContent(productId);
  useDocumentTitle(content.data?.product.name ?? t('viewer.slidesTitle'));

  return (
    <ViewerGate productId={productId} query={content}>
      {(data) => {
        if (data.product.format !== 'PPT')
          return <Navigate to={viewerPathOf(data.product.format, productId)} replace />;
        const deck = data.files.find((file) => file.role === 'deck');
        // A PowerPoint deck whose PDF cannot be made is shown as text, with a word on why.
        const drawable = deck ? deckViewOf(deck) !== 'text' : false;

        return (
          <ViewerPage>
            <ViewerHeader
              title={data.product.name}
              kind="slides"
              coverUrl={data.product.cover_url}
              access={data.access}
              downloadable={data.product.downloadable}
              actions={
                <>
                  {deck ? (
                    <ButtonLink to={`/slide-fullscreen/${productId}`} data-testid="present-button">
                      {t('viewer.slides.present')}
                    </ButtonLink>
                  ) : null}
                  {deck && drawable && data.product.downloadable ? (
                    <DownloadButton
                      fileId={deck.id}
                      allowance={data.downloads}
                      label={t('viewer.download.deck')}
                    />
                  ) : null}
                </>
              }
            >
              {deck?.slide_count ? (
                <span>{t('viewer.slides.count', { total: deck.slide_count })}</span>
              ) : null}
            </ViewerHeader>
            {!deck ? (
              <ViewerEmpty text={t('viewer.noDeck')} />
            ) : drawable ? (
              <>
                <SlideDeck productId={productId} file={deck} />
                <p className="text-center text-xs text-slate-500">{t('viewer.slides.keysHint')}</p>
              </>
            ) : (
              <DeckFallback content={data} deck={deck} />
            )}
          </ViewerPage>
        );
      }}
    </ViewerGate>
  );
}

import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useOwnedContent } from '@/features/library/api/owned-content';
import { AlbumPlayer } from '@/features/library/components/album-player';
import {
  ViewerEmpty,
  ViewerGate,
  ViewerHeader,
  ViewerPage,
} from '@/features/library/components/viewer-frame';
import { formatClock, productIdFrom, viewerPathOf } from '@/features/library/lib/viewer-rules';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /dashboard/audio-player/{id}, /audio-album/{bookRef} and /dashboard/audio-album/{bookRef}: an owned audio
 * album in the player (the reference is the product's id).
 */
export function AudioAlbumPage() {
  const { t } = useTranslation();
  const params = useParams();
  const productId = productIdFrom(params.id ?? params.bookRef);
  const content = useOwnedContent(productId);
  useDocumentTitle(content.data?.product.name ?? t('viewer.playerTitle'));
  const { refetch } = content;
  const refresh = useCallback(async () => (await refetch()).data, [refetch]);

  return (
    <ViewerGate productId={productId} query={content} wide keepDataOnError>
      {(data) => {
        if (data.product.format !== 'MP3')
          return <Navigate to={viewerPathOf(data.product.format, productId)} replace />;
        const tracks = data.files.filter((file) => file.role === 'track');
        const total = tracks.reduce((sum, track) => sum + (track.duration_seconds ?? 0), 0);

        return (
          <ViewerPage wide>
            <ViewerHeader
              title={data.product.name}
              kind="audio"
              coverUrl={data.product.cover_url}
              access={data.access}
              downloadable={data.product.downloadable}
            >
              <span>
                {t('viewer.player.tracks', { total: tracks.length })}
                {total > 0 ? ` · ${formatClock(total)}` : ''}
              </span>
            </ViewerHeader>
            {tracks.length > 0 ? (
              <AlbumPlayer content={data} refresh={refresh} />
            ) : (
              <ViewerEmpty text={t('viewer.noTracks')} />
            )}
          </ViewerPage>
        );
      }}
    </ViewerGate>
  );
}

import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { BlobPreview } from './media-preview';

export interface PreviewTarget {
  name: string;
  contentType: string;
}

/** A wide dialog showing a file fetched with the session's token (publisher and reviewer previews). */
export function PreviewDialog({
  target,
  blob,
  loading,
  error,
  onClose,
}: {
  target: PreviewTarget | null;
  blob: Blob | undefined;
  loading: boolean;
  error: Error | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target?.name ?? ''}
      description={t('reader.previewText')}
      closeLabel={t('common.close')}
      size="xl"
    >
      {error ? (
        <Alert tone="error" title={t('reader.previewFailed')}>
          {error.message}
        </Alert>
      ) : loading || !blob || !target ? (
        <LoadingBlock label={t('reader.loading')} />
      ) : (
        <BlobPreview blob={blob} contentType={target.contentType} name={target.name} />
      )}
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/more-icons';
import { mediaKind } from './media-rules';
import { PdfReader } from './pdf-reader';

/** An object URL for a blob, revoked when the blob changes or the component leaves. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * Shows a downloaded file the way the browser can: PDFs in the reader, audio and video in their players,
 * images as they are; anything else (a PPTX deck) as a download.
 */
export function BlobPreview({ blob, contentType, name }: { blob: Blob; contentType: string; name: string }) {
  const { t } = useTranslation();
  const kind = mediaKind(contentType);
  const url = useObjectUrl(kind === 'pdf' ? null : blob);
  const [pdfSource] = useState(() => ({ blob }));

  if (kind === 'pdf') return <PdfReader source={pdfSource} title={name} />;
  if (!url) return null;
  if (kind === 'audio') {
    // biome-ignore lint/a11y/useMediaCaption: spoken content previews come without caption files
    return <audio controls src={url} className="w-full" data-testid="audio-preview" />;
  }
  if (kind === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: lesson previews come without caption files
      <video
        controls
        src={url}
        className="max-h-[70vh] w-full rounded-xl bg-black"
        data-testid="video-preview"
      />
    );
  }
  if (kind === 'image') return <img src={url} alt={name} className="mx-auto max-h-[70vh] rounded-xl" />;
  return (
    <div className="space-y-3 py-6 text-center">
      <p className="text-sm text-slate-600">{t('reader.noPreview')}</p>
      <a href={url} download={name} className={buttonClasses('outline', 'md')}>
        <DownloadIcon className="size-4" />
        {t('reader.download')}
      </a>
    </div>
  );
}

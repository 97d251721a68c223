import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { saveBlob } from '@/lib/api-files';

const OPTIONS = {
  margin: 2,
  errorCorrectionLevel: 'M' as const,
  color: { dark: '#0f172a', light: '#ffffff' },
};

/** The QR code of a short address, drawn in the browser, with PNG and SVG downloads named after the code. */
export function QrCode({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation();
  const [svg, setSvg] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QR) => QR.toString(url, { ...OPTIONS, type: 'svg' }))
      .then((text) => live && setSvg(text))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [url]);

  const downloadPng = async () => {
    const QR = await import('qrcode');
    // Drawn on a canvas and taken as a blob: fetching a data: address is outside the page's CSP.
    const canvas = document.createElement('canvas');
    await QR.toCanvas(canvas, url, { ...OPTIONS, width: 1024 });
    canvas.toBlob((blob) => {
      if (blob) saveBlob(blob, `qr-${code}.png`);
    }, 'image/png');
  };
  const downloadSvg = () => {
    if (svg) saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `qr-${code}.svg`);
  };

  if (failed) return <p className="text-sm text-red-700">{t('shortLinks.qr.failed')}</p>;
  return (
    <div className="flex flex-col items-center gap-3 sm:items-start">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={t('shortLinks.qr.alt', { url })}
          className="size-40 rounded-lg border border-slate-200 bg-white"
          data-testid="short-link-qr"
        />
      ) : (
        <Skeleton className="size-40" />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          icon={<DownloadIcon className="size-4" />}
          onClick={() => void downloadPng()}
          disabled={!svg}
          data-testid="qr-download-png"
        >
          PNG
        </Button>
        <Button
          size="sm"
          variant="outline"
          icon={<DownloadIcon className="size-4" />}
          onClick={downloadSvg}
          disabled={!svg}
          data-testid="qr-download-svg"
        >
          SVG
        </Button>
      </div>
    </div>
  );
}

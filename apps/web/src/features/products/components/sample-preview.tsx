import type { ProductDetail } from '@pustaka/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaKind } from '@/components/media/media-rules';
import { PdfReader } from '@/components/media/pdf-reader';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { BookIcon } from '@/components/ui/icons';
import { ChevronRightIcon, DownloadIcon } from '@/components/ui/more-icons';

/** The free sample: PDFs open in the reader (pdf.js loads only then), audio and video play in place. */
export function SamplePreview({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const sample = product.sample;
  const source = useMemo(() => (sample ? { url: sample.url } : null), [sample]);
  const type = sample?.content_type ?? '';

  let body: ReactNode;
  if (!sample || !source) {
    body = <p className="text-sm text-slate-500">{t('detail.noSample')}</p>;
  } else if (type.startsWith('audio/')) {
    body = (
      // biome-ignore lint/a11y/useMediaCaption: spoken samples come without caption files
      <audio controls preload="metadata" src={sample.url} className="w-full" data-testid="sample-audio" />
    );
  } else if (type.startsWith('video/')) {
    body = (
      // biome-ignore lint/a11y/useMediaCaption: lesson samples come without caption files
      <video
        controls
        preload="metadata"
        src={sample.url}
        className="aspect-video w-full rounded-xl bg-black"
        data-testid="sample-video"
      />
    );
  } else if (mediaKind(type) !== 'pdf') {
    body = (
      <a href={sample.url} download className={buttonClasses('outline', 'md')}>
        <DownloadIcon className="size-4" />
        {t('detail.downloadSample')}
      </a>
    );
  } else if (open) {
    body = <PdfReader source={source} title={product.name} onClose={() => setOpen(false)} />;
  } else {
    body = (
      <div className="flex flex-col items-start gap-3 rounded-xl bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-center gap-3 text-sm text-indigo-900">
          <BookIcon className="size-6 shrink-0 text-indigo-600" />
          {t('detail.sampleText')}
        </p>
        <Button
          onClick={() => setOpen(true)}
          icon={<ChevronRightIcon className="size-4" />}
          data-testid="open-sample"
        >
          {t('detail.readSample')}
        </Button>
      </div>
    );
  }

  return (
    <Card id="sample">
      <CardHeader title={t('detail.sample')} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}

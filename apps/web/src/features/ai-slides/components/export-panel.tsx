import type { Slideshow } from '@pustaka/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { type ExportFormat, useExportDeck } from '@/features/ai-slides/api/slideshows';

/** Downloads of the deck: PPTX and PDF, drawn by the server from the same layout as this preview. */
export function ExportPanel({ deck, children }: { deck: Slideshow; children?: ReactNode }) {
  const { t } = useTranslation();
  const download = useExportDeck(deck);
  const ready = deck.slides.length > 0 && deck.status !== 'generating';
  const start = (format: ExportFormat) =>
    download.mutate(format, {
      onSuccess: () => toast.success(t('aiSlides.export.downloaded', { format: format.toUpperCase() })),
      onError: (error) => toast.error(t('aiSlides.export.failed'), error),
    });
  return (
    <section
      className="space-y-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      aria-labelledby="export-heading"
    >
      <h2 id="export-heading" className="font-semibold text-slate-900">
        {t('aiSlides.export.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('aiSlides.export.same')}</p>
      {!ready ? <p className="text-sm text-amber-800">{t('aiSlides.export.notReady')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {(['pptx', 'pdf'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            disabled={!ready || download.isPending}
            loading={download.isPending && download.variables === format}
            onClick={() => start(format)}
          >
            {t(`aiSlides.export.${format}`)}
          </Button>
        ))}
      </div>
      {children}
    </section>
  );
}

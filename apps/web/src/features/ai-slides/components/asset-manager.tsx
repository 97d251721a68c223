import type { Slideshow } from '@pustaka/contract';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { usePatchSlide, useUploadAsset } from '@/features/ai-slides/api/slideshows';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
/** The server's limit for a slide picture; a larger file is refused here before it is sent. */
const MAX_BYTES = 5 * 1024 * 1024;

/** /ai-slides/{id}/assets: the deck's pictures (checked and made smaller by the server), and where to use them. */
export function AssetManager({ deck }: { deck: Slideshow }) {
  const { t } = useTranslation();
  const upload = useUploadAsset(deck.id);
  const patch = usePatchSlide(deck.id);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const imageSlides = deck.slides.filter((slide) => slide.content.layout === 'image-text');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setProblem(null);
    for (const file of files) {
      if (file.size > MAX_BYTES) {
        setProblem(t('aiSlides.assets.tooLarge', { name: file.name }));
        continue;
      }
      setProgress(0);
      try {
        await upload.mutateAsync({ file, onProgress: setProgress });
        toast.success(t('aiSlides.assets.uploaded', { name: file.name }));
      } catch (error) {
        setProblem(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        setProgress(null);
      }
    }
  };

  const placeOn = (slideId: number, assetId: number) =>
    patch.mutate(
      { slideId, changes: { layout: 'image-text', image: { asset_id: assetId, alt: '' } } },
      {
        onSuccess: () => toast.success(t('aiSlides.assets.used')),
        onError: (error) => toast.error(t('aiSlides.assets.useFailed'), error),
      },
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          multiple
          className="sr-only"
          id="slide-asset-input"
          onChange={(event) => void choose(event)}
          data-testid="asset-input"
        />
        <Button onClick={() => input.current?.click()} loading={progress !== null}>
          {t('aiSlides.assets.upload')}
        </Button>
        <p className="text-sm text-slate-600">{t('aiSlides.assets.rules')}</p>
        {progress !== null ? (
          <div className="w-full">
            <ProgressBar percent={Math.round(progress * 100)} label={t('aiSlides.assets.uploading')} />
          </div>
        ) : null}
      </div>
      {problem ? (
        <Alert tone="error" title={t('aiSlides.assets.failed')}>
          {problem}
        </Alert>
      ) : null}
      {deck.assets.length === 0 ? (
        <EmptyState title={t('aiSlides.assets.empty')} description={t('aiSlides.assets.emptyText')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="asset-list">
          {deck.assets.map((asset) => {
            const usedOn = deck.slides.filter((slide) => slide.content.image?.asset_id === asset.id);
            return (
              <li key={asset.id} className="min-w-0 space-y-2 rounded-2xl bg-white p-3 ring-1 ring-slate-200">
                <img
                  src={asset.url}
                  alt={t('aiSlides.assets.alt', { id: asset.id })}
                  className="aspect-video w-full rounded-lg bg-slate-100 object-contain"
                  loading="lazy"
                />
                <p className="text-xs text-slate-600">
                  {asset.width} × {asset.height} px
                  {usedOn.length > 0
                    ? ` · ${t('aiSlides.assets.usedOn', { slides: usedOn.map((s) => s.order_index + 1).join(', ') })}`
                    : ''}
                </p>
                {deck.slides.length > 0 ? (
                  <label className="block text-sm">
                    <span className="mb-1 block font-medium text-slate-800">
                      {t('aiSlides.assets.useOn')}
                    </span>
                    <select
                      className="h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
                      value=""
                      disabled={patch.isPending}
                      onChange={(event) => {
                        if (event.target.value) placeOn(Number(event.target.value), asset.id);
                      }}
                    >
                      <option value="">{t('aiSlides.assets.pickSlide')}</option>
                      {deck.slides.map((slide, index) => (
                        <option key={slide.id} value={slide.id}>
                          {index + 1}. {slide.content.title}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {imageSlides.length > 0 ? (
        <p className="text-sm text-slate-600">
          {t('aiSlides.assets.imageSlides')}{' '}
          {imageSlides.map((slide) => (
            <Link
              key={slide.id}
              to={`/ai-slides/${deck.id}/edit/${slide.id}`}
              className="mr-2 font-semibold text-indigo-700 hover:underline"
            >
              {slide.order_index + 1}
            </Link>
          ))}
        </p>
      ) : null}
    </div>
  );
}

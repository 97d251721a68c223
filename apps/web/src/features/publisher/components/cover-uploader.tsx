import type { ManagedProduct } from '@pustaka/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { CoverPlaceholder, KIND_OF_FORMAT } from '@/components/ui/cover';
import { ImageIcon } from '@/components/ui/more-icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { useUploadCover } from '@/features/publisher/api/products';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Picks a cover, shows it at once and uploads it; the server makes the card and detail sizes. */
export function CoverUploader({ product }: { product: ManagedProduct }) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadCover(product.id);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    upload.reset();
    if (!IMAGE_TYPES.includes(file.type)) return setProblem(t('editor.cover.wrongType'));
    if (file.size > MAX_BYTES) return setProblem(t('editor.cover.tooLarge'));
    setProblem(null);
    setFailed(false);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(t('editor.cover.saved')),
      onError: () => setPreview(null),
    });
  }

  const shown = preview ?? product.cover_large_url ?? product.cover_url;
  const percent = Math.round(upload.progress * 100);

  return (
    <div className="space-y-3" id="cover">
      <div className="mx-auto aspect-[3/4] w-full max-w-56 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
        {shown && !failed ? (
          <img
            src={shown}
            alt={t('editor.cover.alt')}
            className="size-full object-contain"
            onError={() => setFailed(true)}
            data-testid="cover-preview"
          />
        ) : (
          <CoverPlaceholder kind={KIND_OF_FORMAT[product.format]} />
        )}
      </div>
      <div className="flex flex-col items-center gap-1 text-center">
        <label htmlFor={inputId} className={buttonClasses('outline', 'sm', 'cursor-pointer')}>
          <ImageIcon className="size-4" />
          {product.image_name ? t('editor.cover.replace') : t('editor.cover.choose')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid="cover-input"
        />
        <p className="text-xs text-slate-500">{t('editor.cover.rules')}</p>
      </div>
      {upload.isPending ? (
        <ProgressBar percent={percent} label={t('editor.cover.uploading', { percent })} />
      ) : null}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {upload.error ? <Alert tone="error">{upload.error.message}</Alert> : null}
    </div>
  );
}

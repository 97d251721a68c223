import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { ImageIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useUploadLandingImage } from '@/features/landing-pages/api/landing-pages';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5 * 1024 * 1024;

/** Picks and uploads an image; the server keeps a phone and a desktop size of it. */
export function ImageField({
  label,
  value,
  onChange,
  optional = false,
}: {
  label: string;
  value: string | null;
  onChange: (name: string | null) => void;
  optional?: boolean;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadLandingImage();

  function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) return void toast.error(t('landing.image.wrongType'));
    if (file.size > MAX_BYTES) return void toast.error(t('landing.image.tooLarge'));
    upload.mutate(file, {
      onSuccess: (result) => onChange(result.name),
      onError: (error) => toast.error(t('landing.image.failed'), error),
    });
  }

  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-700">{label}</p>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={`/api/v2/public/image-proxy/landing/${value}-640.webp`}
            alt=""
            className="h-16 w-24 rounded-md object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span className="flex h-16 w-24 items-center justify-center rounded-md bg-slate-100 text-slate-400">
            <ImageIcon className="size-6" />
          </span>
        )}
        <label htmlFor={inputId} className={buttonClasses('outline', 'sm', 'cursor-pointer')}>
          {upload.isPending
            ? t('landing.image.uploading')
            : value
              ? t('landing.image.replace')
              : t('landing.image.choose')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {optional && value ? (
          <button
            type="button"
            className="text-sm text-red-600 hover:underline"
            onClick={() => onChange(null)}
          >
            {t('landing.image.remove')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

import type { User } from '@pustaka/contract';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ImageIcon, UploadIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { type ImageKind, useUploadProfileImage } from '@/features/profile/api/profile';
import { checkImageFile, IMAGE_ACCEPT, type ImageProblem } from '@/features/profile/lib/image-rules';

interface ImageUploaderProps {
  kind: ImageKind;
  currentUrl: string | null;
  /** Shown in the round avatar frame when there is no picture. */
  initials?: string;
  onSaved?: (user: User) => void;
}

const problemKeys: Record<
  ImageProblem,
  'profile.imageWrongType' | 'profile.imageTooLarge' | 'profile.imageEmpty'
> = {
  type: 'profile.imageWrongType',
  size: 'profile.imageTooLarge',
  empty: 'profile.imageEmpty',
};

export function ImageUploader({ kind, currentUrl, initials, onSaved }: ImageUploaderProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const upload = useUploadProfileImage(kind, onSaved);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(selected: File | undefined) {
    upload.reset();
    if (!selected) return;
    const found = checkImageFile(selected);
    setProblem(found);
    setFile(found ? null : selected);
  }

  function clear() {
    setFile(null);
    setProblem(null);
    if (inputRef.current) inputRef.current.value = '';
  }

  function send() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(kind === 'avatar' ? t('profile.avatarSaved') : t('profile.coverSaved'));
        clear();
      },
    });
  }

  const shown = preview ?? currentUrl;
  const percent = Math.round(upload.progress * 100);

  return (
    <div className="space-y-3">
      <div className={clsx('flex gap-4', kind === 'avatar' ? 'items-center' : 'flex-col')}>
        {kind === 'avatar' ? (
          <span className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-indigo-100 text-3xl font-semibold text-indigo-700 ring-4 ring-white">
            {shown ? (
              <img src={shown} alt={t('profile.avatarAlt')} className="size-full object-cover" />
            ) : (
              <span aria-hidden="true">{initials ?? 'U'}</span>
            )}
          </span>
        ) : (
          <div className="flex aspect-[3/1] w-full items-center justify-center overflow-hidden rounded-xl bg-gradient-to-r from-indigo-100 via-sky-100 to-emerald-100">
            {shown ? (
              <img src={shown} alt={t('profile.coverAlt')} className="size-full object-cover" />
            ) : (
              <ImageIcon className="size-10 text-indigo-300" />
            )}
          </div>
        )}
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap gap-2">
            <label htmlFor={inputId} className={buttonClasses('outline', 'sm', 'cursor-pointer')}>
              <ImageIcon className="size-4" />
              {kind === 'avatar' ? t('profile.chooseAvatar') : t('profile.chooseCover')}
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              onChange={(event) => choose(event.target.files?.[0])}
            />
            {file ? (
              <>
                <Button
                  size="sm"
                  onClick={send}
                  loading={upload.isPending}
                  icon={<UploadIcon className="size-4" />}
                >
                  {t('profile.upload')}
                </Button>
                <Button size="sm" variant="ghost" onClick={clear} disabled={upload.isPending}>
                  {t('common.cancel')}
                </Button>
              </>
            ) : null}
          </div>
          <p className="text-xs text-slate-500">{t('profile.imageRules')}</p>
          {file ? (
            <p className="truncate text-xs text-slate-600">
              {file.name} · {(file.size / 1024 / 1024).toFixed(2)} MB
            </p>
          ) : null}
        </div>
      </div>
      {upload.isPending ? (
        <div className="space-y-1">
          <div
            className="h-2 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t('profile.uploadProgress')}
          >
            <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs text-slate-600">{t('profile.uploading', { percent })}</p>
        </div>
      ) : null}
      {problem ? <Alert tone="error">{t(problemKeys[problem])}</Alert> : null}
      {upload.error ? <Alert tone="error">{upload.error.message}</Alert> : null}
    </div>
  );
}

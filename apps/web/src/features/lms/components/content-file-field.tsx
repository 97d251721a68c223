import type { LmsContent } from '@pustaka/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadContentFile } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';

/** What the file picker offers per content type; the server checks the real type of what arrives. */
export const ACCEPT: Partial<Record<LmsContent['type'], string>> = {
  video: 'video/mp4,video/webm',
  pdf: 'application/pdf',
  audio: 'audio/mpeg',
  slides: 'application/pdf,application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Uploads (or replaces) the file of a content, with progress. */
export function ContentFileField({ content }: { content: LmsContent }) {
  const { t } = useTranslation();
  const upload = useUploadContentFile(content.id);
  const [progress, setProgress] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const accept = ACCEPT[content.type];
  if (!accept) return null;
  return (
    <div className="space-y-2">
      <p className="text-sm font-medium text-slate-800">{t('lms.contents.file')}</p>
      <p className="text-sm text-slate-600">
        {content.has_file
          ? t('lms.contents.hasFile', { type: content.content_type ?? '' })
          : t('lms.contents.noFile')}
      </p>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        aria-label={t('lms.contents.chooseFile')}
        data-testid="content-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate({ file, onProgress: setProgress });
        }}
      />
      <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
        {content.has_file ? t('lms.contents.replaceFile') : t('lms.contents.chooseFile')}
      </Button>
      {upload.isPending ? (
        <ProgressBar
          percent={Math.round(progress * 100)}
          label={t('lms.contents.uploading', { percent: Math.round(progress * 100) })}
        />
      ) : null}
      {upload.isSuccess ? <Alert tone="success">{t('lms.contents.uploaded')}</Alert> : null}
      {upload.error ? <Alert tone="error">{messageOf(upload.error, t('lms.saveFailed'))}</Alert> : null}
    </div>
  );
}

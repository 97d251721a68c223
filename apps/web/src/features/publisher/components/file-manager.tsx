import type { FileRole, ManagedProduct, ProductFile } from '@pustaka/contract';
import clsx from 'clsx';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewDialog } from '@/components/media/preview-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses } from '@/components/ui/field';
import { CloseIcon } from '@/components/ui/icons';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  EditIcon,
  EyeIcon,
  FileIcon,
  TrashIcon,
  UploadIcon,
} from '@/components/ui/more-icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import {
  useDeleteProductFile,
  useFilePreview,
  useUpdateProductFile,
  useUploadProductFile,
} from '@/features/publisher/api/products';
import {
  acceptFor,
  checkFile,
  fileRule,
  filesOfRole,
  isOrderedRole,
  reorderChanges,
  titleFromFileName,
} from '@/features/publisher/lib/editor-rules';
import { formatNumber } from '@/lib/format';
import { formatBytes, formatDuration } from '@/lib/units';

interface QueueItem {
  key: number;
  file: File;
  progress: number;
  status: 'waiting' | 'uploading' | 'failed';
  error?: string;
  controller: AbortController;
}

let nextKey = 1;

function FileMeta({ file }: { file: ProductFile }) {
  const { t, i18n } = useTranslation();
  const parts = [formatBytes(file.size_bytes, i18n.language)];
  if (file.duration_seconds !== null) parts.push(formatDuration(file.duration_seconds));
  if (file.page_count !== null)
    parts.push(t('editor.files.pages', { total: formatNumber(file.page_count, i18n.language) }));
  if (file.slide_count !== null)
    parts.push(t('editor.files.slides', { total: formatNumber(file.slide_count, i18n.language) }));
  return <p className="truncate text-xs text-slate-500">{parts.join(' · ')}</p>;
}

function TitleEditor({
  file,
  onSave,
  onCancel,
  saving,
}: {
  file: ProductFile;
  onSave: (title: string) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(file.title ?? titleFromFileName(file.original_name));
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = title.trim();
    if (value) onSave(value.slice(0, 200));
  }
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
      <input
        // biome-ignore lint/a11y/noAutofocus: opened on purpose to rename
        autoFocus
        value={title}
        maxLength={200}
        onChange={(event) => setTitle(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
        aria-label={t('editor.files.titleLabel')}
        className={clsx(controlClasses, 'h-9 min-w-0 flex-1 border-slate-300')}
      />
      <Button type="submit" size="sm" loading={saving}>
        {t('common.save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}

/**
 * Files of one role: pick (or drop) files, watch them upload one after another with progress, then preview,
 * rename, reorder (tracks and lessons) or delete them.
 */
export function FileManager({ product, fileRole: role }: { product: ManagedProduct; fileRole: FileRole }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProductFile(product.id);
  const update = useUpdateProductFile(product.id);
  const remove = useDeleteProductFile(product.id);
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ProductFile | null>(null);
  const [previewing, setPreviewing] = useState<ProductFile | null>(null);
  const preview = useFilePreview(product.id, previewing?.id ?? null);
  const ordered = isOrderedRole(role);
  const files = filesOfRole(product.files, role);
  const rule = fileRule(product.format, role);
  const busy = queue.some((item) => item.status === 'uploading');

  // Uploads go one at a time, in the order chosen, so tracks and lessons keep that order.
  useEffect(() => {
    if (busy) return;
    const next = queue.find((item) => item.status === 'waiting');
    if (!next) return;
    const patch = (changes: Partial<QueueItem>) =>
      setQueue((items) => items.map((item) => (item.key === next.key ? { ...item, ...changes } : item)));
    patch({ status: 'uploading' });
    upload.mutate(
      {
        role,
        file: next.file,
        title: ordered ? titleFromFileName(next.file.name) : undefined,
        signal: next.controller.signal,
        onProgress: (fraction) => patch({ progress: fraction }),
      },
      {
        onSuccess: () => {
          setQueue((items) => items.filter((item) => item.key !== next.key));
          toast.success(t('editor.files.uploaded'), next.file.name);
        },
        onError: (error) => {
          if (next.controller.signal.aborted) {
            setQueue((items) => items.filter((item) => item.key !== next.key));
          } else {
            patch({ status: 'failed', error: error.message });
          }
        },
      },
    );
  }, [queue, busy, upload, role, ordered, t]);

  function add(list: FileList | null) {
    if (!list?.length) return;
    const chosen = ordered ? [...list] : [...list].slice(0, 1);
    const items: QueueItem[] = [];
    for (const file of chosen) {
      const problem = checkFile(file, product.format, role);
      if (problem) {
        toast.error(
          t(`editor.files.problem.${problem}`, {
            max: formatBytes(rule.maxBytes, i18n.language),
            types: rule.extensions.map((ext) => ext.toUpperCase()).join(', '),
          }),
          file.name,
        );
        continue;
      }
      items.push({ key: nextKey++, file, progress: 0, status: 'waiting', controller: new AbortController() });
    }
    setQueue((current) => [...current, ...items]);
    if (inputRef.current) inputRef.current.value = '';
  }

  function cancel(item: QueueItem) {
    item.controller.abort();
    if (item.status !== 'uploading') setQueue((items) => items.filter((entry) => entry.key !== item.key));
  }

  function move(file: ProductFile, direction: -1 | 1) {
    const changes = reorderChanges(files, file.id, direction);
    if (!changes.length) return;
    update.mutate(changes, {
      onError: (error) => toast.error(t('editor.files.actionFailed'), error),
    });
  }

  function rename(file: ProductFile, title: string) {
    update.mutate([{ fileId: file.id, title }], {
      onSuccess: () => setRenaming(null),
      onError: (error) => toast.error(t('editor.files.actionFailed'), error),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('editor.files.deleted'), deleting.title ?? deleting.original_name);
        setDeleting(null);
      },
      onError: (error) => {
        toast.error(t('editor.files.actionFailed'), error);
        setDeleting(null);
      },
    });
  }

  const totalDuration = files.reduce((sum, file) => sum + (file.duration_seconds ?? 0), 0);

  return (
    <section className="space-y-3" aria-labelledby={`${inputId}-title`} data-testid={`files-${role}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${inputId}-title`} className="font-semibold text-slate-900">
            {t(`editor.files.roles.${role}.title`)}
          </h3>
          <p className="text-sm text-slate-600">
            {t(`editor.files.roles.${role}.text`)}{' '}
            {t('editor.files.rule', {
              types: rule.extensions.map((ext) => ext.toUpperCase()).join(', '),
              max: formatBytes(rule.maxBytes, i18n.language),
            })}
          </p>
        </div>
        {ordered && files.length ? (
          <p className="text-sm text-slate-600">
            {t('editor.files.summary', {
              total: formatNumber(files.length, i18n.language),
              duration: formatDuration(totalDuration),
            })}
          </p>
        ) : null}
      </div>

      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          add(event.dataTransfer.files);
        }}
        className={clsx(
          'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-5 text-center transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
          dragging
            ? 'border-indigo-500 bg-indigo-50'
            : 'border-slate-300 bg-white hover:border-indigo-300 hover:bg-slate-50',
        )}
      >
        <UploadIcon className="size-6 text-indigo-600" />
        <span className="text-sm text-slate-700">
          <span className={buttonClasses('secondary', 'sm', 'pointer-events-none mr-1')}>
            {ordered
              ? t('editor.files.chooseMany')
              : files.length
                ? t('editor.files.replace')
                : t('editor.files.choose')}
          </span>
          <span className="hidden sm:inline">{t('editor.files.orDrop')}</span>
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple={ordered}
          accept={acceptFor(product.format, role)}
          className="sr-only"
          onChange={(event) => add(event.target.files)}
          data-testid={`file-input-${role}`}
        />
      </label>

      {queue.length ? (
        <ul className="space-y-2" aria-label={t('editor.files.queue')}>
          {queue.map((item) => {
            const percent = Math.round(item.progress * 100);
            return (
              <li key={item.key} className="rounded-xl border border-slate-200 bg-white p-3">
                <div className="mb-2 flex items-center gap-2">
                  <FileIcon className="size-4 shrink-0 text-slate-400" />
                  <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">
                    {item.file.name}
                  </span>
                  <button
                    type="button"
                    className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
                    onClick={() => cancel(item)}
                    aria-label={t('editor.files.cancelUpload', { name: item.file.name })}
                  >
                    <CloseIcon className="size-4" />
                  </button>
                </div>
                {item.status === 'failed' ? (
                  <p role="alert" className="text-sm text-red-700">
                    {item.error}
                  </p>
                ) : (
                  <ProgressBar
                    percent={percent}
                    label={
                      item.status === 'waiting'
                        ? t('editor.files.waiting')
                        : t('editor.files.uploading', {
                            percent,
                            size: formatBytes(item.file.size, i18n.language),
                          })
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : null}

      {files.length ? (
        <ol className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white">
          {files.map((file, index) => (
            <li
              key={file.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3"
              data-testid="file-row"
            >
              {ordered ? (
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-semibold text-slate-600">
                  {index + 1}
                </span>
              ) : (
                <FileIcon className="size-5 shrink-0 text-slate-400" />
              )}
              {renaming === file.id ? (
                <TitleEditor
                  file={file}
                  saving={update.isPending}
                  onSave={(title) => rename(file, title)}
                  onCancel={() => setRenaming(null)}
                />
              ) : (
                <div className="min-w-0 flex-1 basis-40">
                  <p className="truncate text-sm font-medium text-slate-900">
                    {file.title ?? file.original_name}
                  </p>
                  <div className="mt-0.5 flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
                    <FileMeta file={file} />
                    <Badge tone={file.state === 'live' ? 'success' : 'warning'}>
                      {t(`editor.files.state.${file.state}`)}
                    </Badge>
                  </div>
                </div>
              )}
              <div className="ml-auto flex items-center gap-0.5">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('editor.files.preview', { name: file.title ?? file.original_name })}
                  icon={<EyeIcon className="size-4" />}
                  onClick={() => setPreviewing(file)}
                />
                {ordered ? (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('editor.files.rename', { name: file.title ?? file.original_name })}
                      icon={<EditIcon className="size-4" />}
                      onClick={() => setRenaming(file.id)}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('editor.files.moveUp', { name: file.title ?? file.original_name })}
                      icon={<ArrowUpIcon className="size-4" />}
                      disabled={index === 0 || update.isPending}
                      onClick={() => move(file, -1)}
                    />
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('editor.files.moveDown', { name: file.title ?? file.original_name })}
                      icon={<ArrowDownIcon className="size-4" />}
                      disabled={index === files.length - 1 || update.isPending}
                      onClick={() => move(file, 1)}
                    />
                  </>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  aria-label={t('editor.files.delete', { name: file.title ?? file.original_name })}
                  icon={<TrashIcon className="size-4" />}
                  onClick={() => setDeleting(file)}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : queue.length === 0 ? (
        <p className="text-sm text-slate-500">{t('editor.files.none')}</p>
      ) : null}

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('editor.files.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        <p className="text-sm text-slate-700">
          {t(deleting?.state === 'live' ? 'editor.files.deleteLive' : 'editor.files.deleteText', {
            name: deleting?.title ?? deleting?.original_name ?? '',
          })}
        </p>
      </ConfirmDialog>
      <PreviewDialog
        target={
          previewing
            ? { name: previewing.title ?? previewing.original_name, contentType: previewing.content_type }
            : null
        }
        blob={preview.data}
        loading={preview.isPending}
        error={preview.error}
        onClose={() => setPreviewing(null)}
      />
    </section>
  );
}

import type { AuthorRecord } from '@pustaka/contract';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TrashIcon, UploadIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import {
  useAuthorPhoto,
  useDeleteAuthor,
  useUpdateAuthor,
} from '@/features/author-records/api/author-records';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { type AuthorDraft, AuthorFields, draftOf, parseDraft } from './author-form';
import { initialsOf } from './authors-manager';

function PhotoCard({ author }: { author: AuthorRecord }) {
  if (!author.can_edit) {
    return (
      <Card>
        <CardBody className="flex flex-col items-center gap-4">
          <Avatar src={author.photo_url} initials={initialsOf(author.name)} alt={author.name} size="xl" />
        </CardBody>
      </Card>
    );
  }
  return <PhotoEditor author={author} />;
}

function PhotoEditor({ author }: { author: AuthorRecord }) {
  const { t } = useTranslation();
  const { upload, remove } = useAuthorPhoto(author.id);
  const input = useRef<HTMLInputElement>(null);
  const error = upload.error ?? remove.error;
  return (
    <Card>
      <CardHeader title={t('authorRecords.photo')} description={t('authorRecords.photoHint')} />
      <CardBody className="flex flex-col items-center gap-4">
        <Avatar src={author.photo_url} initials={initialsOf(author.name)} alt={author.name} size="xl" />
        {error ? <Alert tone="error">{error.message}</Alert> : null}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="author-photo-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) upload.mutate(file, { onSuccess: () => toast.success(t('authorRecords.photoSaved')) });
          }}
        />
        <div className="flex flex-wrap justify-center gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={<UploadIcon className="size-4" />}
            loading={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {author.photo_url ? t('authorRecords.changePhoto') : t('authorRecords.uploadPhoto')}
          </Button>
          {author.photo_url ? (
            <Button variant="ghost" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('authorRecords.removePhoto')}
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}

function DeleteAuthor({
  author,
  listPath,
  mayForceDelete,
}: {
  author: AuthorRecord;
  listPath: string;
  mayForceDelete: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAuthor(author.id);
  const [open, setOpen] = useState(false);
  const inUse = isApiError(remove.error) && remove.error.code === 'AUTHOR_IN_USE';
  const named = author.product_count > 0 || inUse;
  // Only an admin may delete a record products still name; anyone else first takes it off those products.
  const blocked = named && !mayForceDelete;

  function confirm(force: boolean) {
    remove.mutate(force, {
      onSuccess: () => {
        toast.success(t('authorRecords.deleted'), author.name);
        navigate(listPath, { replace: true });
      },
    });
  }

  return (
    <>
      <Button
        variant="ghost"
        className="w-full text-red-700 hover:bg-red-50"
        icon={<TrashIcon className="size-4" />}
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t('authorRecords.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('authorRecords.deleteTitle')}
        confirmLabel={named ? t('authorRecords.forceDelete') : t('common.delete')}
        onConfirm={blocked ? undefined : () => confirm(named)}
        pending={remove.isPending}
        confirmTestId="confirm-delete-author"
      >
        <div className="space-y-3 text-sm text-slate-700">
          {remove.error && !inUse ? <Alert tone="error">{remove.error.message}</Alert> : null}
          <p>
            {named
              ? t(blocked ? 'authorRecords.deleteInUseBlocked' : 'authorRecords.deleteInUse', {
                  name: author.name,
                  count: formatNumber(author.product_count, i18n.language),
                })
              : t('authorRecords.deleteText', { name: author.name })}
          </p>
        </div>
      </ConfirmDialog>
    </>
  );
}

/**
 * One author record: its details, photo and deletion, or only what it says when the caller may not change
 * it. `listPath` is where the directory is, for after a deletion.
 */
export function AuthorEditor({
  author,
  listPath,
  mayForceDelete,
}: {
  author: AuthorRecord;
  listPath: string;
  mayForceDelete: boolean;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdateAuthor(author.id);
  const [draft, setDraft] = useState<AuthorDraft>(() => draftOf(author));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function save(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const { data, errors: found } = parseDraft(draft, t);
    setErrors(found);
    if (!data) return;
    update.mutate(data, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast.success(t('authorRecords.saved'), saved.name);
      },
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
      <Card>
        <CardHeader
          title={t('authorRecords.details')}
          description={t('authorRecords.productCount', {
            count: formatNumber(author.product_count, i18n.language),
          })}
        />
        <CardBody className="space-y-4 py-5">
          {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
          {!author.can_edit ? <Alert tone="info">{t('authorRecords.readOnly')}</Alert> : null}
          <AuthorFields
            id="author-form"
            draft={draft}
            onChange={setDraft}
            errors={errors}
            linkedName={author.user?.name}
            onSubmit={save}
            readOnly={!author.can_edit}
          />
          <div className="flex flex-wrap items-center gap-3">
            {author.can_edit ? (
              <Button type="submit" form="author-form" loading={update.isPending} data-testid="save-author">
                {t('common.save')}
              </Button>
            ) : null}
            {author.created_by ? (
              <p className="text-xs text-slate-500">
                {t('authorRecords.createdBy', { name: author.created_by.name })}
              </p>
            ) : null}
          </div>
        </CardBody>
      </Card>
      <div className="space-y-6">
        <PhotoCard author={author} />
        {author.can_edit ? (
          <Card>
            <CardBody>
              <DeleteAuthor author={author} listPath={listPath} mayForceDelete={mayForceDelete} />
            </CardBody>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

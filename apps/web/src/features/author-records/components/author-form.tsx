import { type AuthorRecord, AuthorRecordInputSchema } from '@pustaka/contract';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField, TextareaField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/form';

export interface AuthorDraft {
  name: string;
  bio: string;
  userId: string;
}

export const draftOf = (author?: AuthorRecord): AuthorDraft => ({
  name: author?.name ?? '',
  bio: author?.bio ?? '',
  userId: author?.user ? String(author.user.id) : '',
});

/** Checks a draft against the contract; on success gives the body to send. */
export function parseDraft(draft: AuthorDraft, t: TFunction) {
  const parsed = AuthorRecordInputSchema.safeParse({
    name: draft.name,
    bio: draft.bio.trim() || null,
    user_id: draft.userId.trim() ? Number(draft.userId) : null,
  });
  return parsed.success
    ? { data: parsed.data, errors: {} }
    : { data: null, errors: fieldErrors(parsed.error.issues, t) };
}

/** Name, biography and the optional account of an author record. */
export function AuthorFields({
  draft,
  onChange,
  errors,
  linkedName,
  onSubmit,
  id,
  readOnly = false,
}: {
  draft: AuthorDraft;
  onChange: (draft: AuthorDraft) => void;
  errors: Record<string, string>;
  /** The name of the account the record is linked to now, shown under its id. */
  linkedName?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  id?: string;
  /** Shown, not changeable: a record the caller may not edit. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [bioLength, setBioLength] = useState(draft.bio.length);
  return (
    <form id={id} onSubmit={onSubmit} noValidate>
      <fieldset disabled={readOnly} className="space-y-4">
        <InputField
          label={t('authorRecords.name')}
          value={draft.name}
          maxLength={80}
          autoComplete="off"
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          error={errors.name}
          data-testid="author-name"
        />
        <TextareaField
          label={t('authorRecords.bio')}
          hint={`${t('common.optional')} · ${bioLength}/2000`}
          value={draft.bio}
          maxLength={2000}
          rows={5}
          onChange={(event) => {
            setBioLength(event.target.value.length);
            onChange({ ...draft, bio: event.target.value });
          }}
          error={errors.bio}
        />
        <InputField
          label={t('authorRecords.userId')}
          hint={
            linkedName ? t('authorRecords.linkedTo', { name: linkedName }) : t('authorRecords.userIdHint')
          }
          value={draft.userId}
          inputMode="numeric"
          autoComplete="off"
          onChange={(event) => onChange({ ...draft, userId: event.target.value.replace(/[^0-9]/g, '') })}
          error={errors.user_id}
          containerClassName="sm:max-w-xs"
        />
      </fieldset>
    </form>
  );
}

import { ProfileUpdateSchema, type User } from '@pustaka/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useUpdateProfile } from '@/features/profile/api/profile';
import { useSchemaForm } from '@/lib/form';

export function ProfileForm({
  user,
  onSaved,
  onCancel,
}: {
  user: User;
  onSaved?: (user: User) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateProfile(onSaved);
  const messages = useMemo(
    () => ({
      first_name: t('validation.name'),
      last_name: t('validation.name'),
      phone: t('validation.phone'),
      website: t('validation.url'),
    }),
    [t],
  );
  const form = useSchemaForm(
    ProfileUpdateSchema,
    {
      first_name: user.first_name,
      last_name: user.last_name,
      bio: user.bio ?? '',
      phone: user.phone ?? '',
      website: user.website ?? '',
    },
    t,
    messages,
  );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit((data) =>
        update.mutate(data, {
          onSuccess: () => toast.success(t('profile.saved')),
        }),
      )}
    >
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('auth.firstName')} autoComplete="given-name" {...form.field('first_name')} />
        <InputField
          label={t('auth.lastName')}
          autoComplete="family-name"
          hint={t('common.optional')}
          {...form.field('last_name')}
        />
      </div>
      <TextareaField
        label={t('profile.bio')}
        hint={t('profile.bioHint')}
        maxLength={1000}
        {...form.field('bio')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('profile.phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+62 812 3456 7890"
          {...form.field('phone')}
        />
        <InputField
          label={t('profile.website')}
          type="url"
          autoComplete="url"
          placeholder="https://"
          {...form.field('website')}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          {t('common.save')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={update.isPending}>
            {t('common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

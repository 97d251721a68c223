import { AdminUserCreateSchema, LANGUAGES, ROLES, type Role } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Checkbox, InputField, SelectField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useGroups } from '@/features/admin/api/groups';
import { useCreateUser } from '@/features/admin/api/users';
import { useSchemaForm } from '@/lib/form';

/** "Create account": the person gets a mail in the chosen language with a link to set their password. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('admin.users.create.title')}
      description={t('admin.users.create.description')}
      closeLabel={t('common.close')}
    >
      {open ? <CreateUserForm onDone={onClose} /> : null}
    </Dialog>
  );
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

function CreateUserForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const groups = useGroups();
  const create = useCreateUser();
  const form = useSchemaForm(
    AdminUserCreateSchema,
    {
      email: '',
      first_name: '',
      last_name: '',
      roles: ['members'],
      language: i18n.language === 'en' ? 'en' : 'id',
    },
    t,
    { roles: t('admin.users.roleRequired') },
  );
  const roles = (form.values.roles ?? []) as Role[];
  const groupIds = form.values.group_ids ?? [];

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((data) =>
        create.mutate(data, {
          onSuccess: (user) => {
            toast.success(
              t('admin.users.create.done'),
              t('admin.users.create.doneText', { email: user.email }),
            );
            onDone();
          },
        }),
      )}
    >
      {create.error ? <Alert tone="error">{create.error.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('auth.firstName')} autoComplete="off" {...form.field('first_name')} />
        <InputField label={t('auth.lastName')} autoComplete="off" {...form.field('last_name')} />
      </div>
      <InputField
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="off"
        {...form.field('email')}
      />
      <SelectField
        label={t('admin.users.create.language')}
        hint={t('admin.users.create.languageHint')}
        {...form.field('language')}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(`admin.users.create.languages.${language}`)}
          </option>
        ))}
      </SelectField>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('admin.users.roles')}</legend>
        {ROLES.map((role) => (
          <Checkbox
            key={role}
            label={t(`roles.${role}`)}
            checked={roles.includes(role)}
            onChange={(event) => form.setValue('roles', toggle(roles, role, event.target.checked))}
          />
        ))}
        {form.errorFor('roles') ? <p className="text-sm text-red-600">{form.errorFor('roles')}</p> : null}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">{t('admin.users.groups')}</legend>
        {groups.isPending ? (
          <Skeleton className="h-5 w-40" />
        ) : groups.data?.length ? (
          groups.data.map((group) => (
            <Checkbox
              key={group.id}
              label={group.name}
              checked={groupIds.includes(group.id)}
              onChange={(event) => {
                const next = toggle(groupIds, group.id, event.target.checked);
                form.setValue('group_ids', next.length ? next : undefined);
              }}
            />
          ))
        ) : (
          <p className="text-sm text-slate-500">{t('admin.groups.empty')}</p>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('admin.users.create.submit')}
        </Button>
      </div>
    </form>
  );
}

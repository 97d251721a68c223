import { ChangePasswordRequestSchema } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '@/features/auth/api/auth-actions';
import {
  NewPasswordFields,
  useNewPasswordConfirmation,
} from '@/features/auth/components/new-password-fields';
import { useSchemaForm } from '@/lib/form';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm(ChangePasswordRequestSchema, { current_password: '', new_password: '' }, t);
  const confirmation = useNewPasswordConfirmation(String(form.values.new_password));

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={confirmation.guardSubmit(
        form.handleSubmit((data) =>
          change.mutate(data, {
            onSuccess: (envelope) => {
              toast.success(t('settings.passwordChanged'), envelope.message);
              form.reset();
              confirmation.reset();
            },
          }),
        ),
      )}
    >
      {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
      <InputField
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <NewPasswordFields password={form.field('new_password')} confirmation={confirmation} />
      <Button type="submit" loading={change.isPending}>
        {t('settings.changePassword')}
      </Button>
    </form>
  );
}

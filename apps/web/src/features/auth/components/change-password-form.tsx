import { ChangePasswordRequestSchema, PASSWORD_MIN_LENGTH } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useChangePassword } from '@/features/auth/api/auth-actions';
import { useSchemaForm } from '@/lib/form';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [confirm, setConfirm] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const form = useSchemaForm(ChangePasswordRequestSchema, { current_password: '', new_password: '' }, t);
  const mismatch = confirm !== String(form.values.new_password);
  const confirmError = (confirmTouched || confirm) && mismatch ? t('settings.passwordMismatch') : undefined;

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        setConfirmTouched(true);
        if (mismatch) {
          event.preventDefault();
          return;
        }
        form.handleSubmit((data) =>
          change.mutate(data, {
            onSuccess: (envelope) => {
              toast.success(t('settings.passwordChanged'), envelope.message);
              form.reset();
              setConfirm('');
              setConfirmTouched(false);
            },
          }),
        )(event);
      }}
    >
      {change.error ? <Alert tone="error">{change.error.message}</Alert> : null}
      <InputField
        label={t('settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <InputField
        label={t('settings.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRule', { count: PASSWORD_MIN_LENGTH })}
        {...form.field('new_password')}
      />
      <InputField
        label={t('settings.confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        onBlur={() => setConfirmTouched(true)}
        error={confirmError}
      />
      <Button type="submit" loading={change.isPending}>
        {t('settings.changePassword')}
      </Button>
    </form>
  );
}

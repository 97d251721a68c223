import { PASSWORD_MIN_LENGTH, SetPasswordRequestSchema } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { useSetPasswordFromLink } from '@/features/auth/api/set-password';
import { useSchemaForm } from '@/lib/form';

/** The password, typed twice, for the token of the mailed link; `onDone` gets the address to log in with. */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const setPassword = useSetPasswordFromLink();
  const [confirm, setConfirm] = useState('');
  const [confirmTouched, setConfirmTouched] = useState(false);
  const form = useSchemaForm(SetPasswordRequestSchema, { token, password: '' }, t);
  const mismatch = confirm !== String(form.values.password);
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
          setPassword.mutate(data, { onSuccess: (result) => onDone(result.email) }),
        )(event);
      }}
    >
      {setPassword.error ? <Alert tone="error">{setPassword.error.message}</Alert> : null}
      <InputField
        label={t('setPassword.password')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordRule', { count: PASSWORD_MIN_LENGTH })}
        {...form.field('password')}
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
      <Button type="submit" className="w-full" loading={setPassword.isPending}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}

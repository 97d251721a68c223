import { SetPasswordRequestSchema } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSetPasswordFromLink } from '@/features/auth/api/set-password';
import {
  NewPasswordFields,
  useNewPasswordConfirmation,
} from '@/features/auth/components/new-password-fields';
import { useSchemaForm } from '@/lib/form';

/** The password, typed twice, for the token of the mailed link; `onDone` gets the address to log in with. */
export function SetPasswordForm({ token, onDone }: { token: string; onDone: (email: string) => void }) {
  const { t } = useTranslation();
  const setPassword = useSetPasswordFromLink();
  const form = useSchemaForm(SetPasswordRequestSchema, { token, password: '' }, t);
  const confirmation = useNewPasswordConfirmation(String(form.values.password));

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={confirmation.guardSubmit(
        form.handleSubmit((data) =>
          setPassword.mutate(data, { onSuccess: (result) => onDone(result.email) }),
        ),
      )}
    >
      {setPassword.error ? <Alert tone="error">{setPassword.error.message}</Alert> : null}
      <NewPasswordFields password={form.field('password')} confirmation={confirmation} />
      <Button type="submit" className="w-full" loading={setPassword.isPending}>
        {t('setPassword.submit')}
      </Button>
    </form>
  );
}

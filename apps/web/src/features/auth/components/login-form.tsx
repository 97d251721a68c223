import { LoginRequestSchema } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, InputField } from '@/components/ui/field';
import { useLogin } from '@/features/auth/api/auth-actions';
import { useSchemaForm } from '@/lib/form';

export function LoginForm({
  registerHref,
  onSuccess,
  initialEmail = '',
}: {
  registerHref: string;
  onSuccess?: () => void;
  /** Filled in when the page was reached with ?email= (after choosing a password from an invitation). */
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useSchemaForm(
    LoginRequestSchema,
    { email: initialEmail, password: '', remember_me: false },
    t,
  );

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((data) => login.mutate(data, { onSuccess }))}
    >
      {login.error ? <Alert tone="error">{login.error.message || t('auth.loginFailed')}</Alert> : null}
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <InputField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.field('password')}
      />
      <Checkbox
        label={t('auth.rememberMe')}
        checked={Boolean(form.values.remember_me)}
        onChange={(event) => form.setValue('remember_me', event.target.checked)}
      />
      <Button type="submit" className="w-full" size="lg" loading={login.isPending}>
        {login.isPending ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t('auth.noAccount')}{' '}
        <Link to={registerHref} className="font-semibold text-indigo-700 hover:underline">
          {t('auth.registerLink')}
        </Link>
      </p>
    </form>
  );
}

import { PASSWORD_MIN_LENGTH, RegisterRequestSchema } from '@pustaka/contract';
import clsx from 'clsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { CheckIcon } from '@/components/ui/icons';
import { useRegister } from '@/features/auth/api/auth-actions';
import { useSchemaForm } from '@/lib/form';

export function RegisterForm({ loginHref, onSuccess }: { loginHref: string; onSuccess?: () => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const messages = useMemo(
    () => ({ first_name: t('validation.name'), last_name: t('validation.name') }),
    [t],
  );
  const form = useSchemaForm(
    RegisterRequestSchema,
    { first_name: '', last_name: '', email: '', password: '' },
    t,
    messages,
  );
  const passwordLength = String(form.values.password ?? '').length;
  const longEnough = passwordLength >= PASSWORD_MIN_LENGTH;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={form.handleSubmit((data) => register.mutate(data, { onSuccess }))}
    >
      {register.error ? (
        <Alert tone="error">{register.error.message || t('auth.registerFailed')}</Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('auth.firstName')}
          autoComplete="given-name"
          required
          {...form.field('first_name')}
        />
        <InputField
          label={t('auth.lastName')}
          autoComplete="family-name"
          hint={t('common.optional')}
          {...form.field('last_name')}
        />
      </div>
      <InputField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.field('email')}
      />
      <div className="space-y-2">
        <InputField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <p
          className={clsx(
            'flex items-center gap-1.5 text-xs',
            longEnough ? 'text-emerald-700' : 'text-slate-500',
          )}
          aria-live="polite"
        >
          <CheckIcon className={clsx('size-4', longEnough ? 'opacity-100' : 'opacity-40')} />
          {t('auth.passwordRule', { count: PASSWORD_MIN_LENGTH })}
        </p>
      </div>
      <Button type="submit" className="w-full" size="lg" loading={register.isPending}>
        {register.isPending ? t('auth.creatingAccount') : t('auth.createAccount')}
      </Button>
      <p className="text-center text-xs text-slate-500">
        {t('auth.agreePrefix')}{' '}
        <Link to="/terms-and-conditions" className="font-medium text-indigo-700 hover:underline">
          {t('footer.terms')}
        </Link>{' '}
        {t('auth.agreeAnd')}{' '}
        <Link to="/privacy-policy" className="font-medium text-indigo-700 hover:underline">
          {t('footer.privacy')}
        </Link>
        .
      </p>
      <p className="text-center text-sm text-slate-600">
        {t('auth.haveAccount')}{' '}
        <Link to={loginHref} className="font-semibold text-indigo-700 hover:underline">
          {t('auth.loginLink')}
        </Link>
      </p>
    </form>
  );
}

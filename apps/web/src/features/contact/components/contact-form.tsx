import { SUPPORT_REQUEST_TYPES, SupportContactSchema, type User } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { CheckCircleIcon } from '@/components/ui/more-icons';
import { useSendContactMessage } from '@/features/contact/api/contact';
import { isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/form';

/** Premium Creator goes to an account, so it is asked for from the dashboard, not from this form. */
const CONTACT_TYPES = SUPPORT_REQUEST_TYPES.filter((type) => type !== 'premium_creator');

/** Prefills name and email for a signed-in user. */
export function ContactForm({ user }: { user: Pick<User, 'email' | 'fullName'> | null }) {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const initial = {
    name: user?.fullName ?? '',
    email: user?.email ?? '',
    type: 'general' as const,
    subject: '',
    message: '',
  };
  const form = useSchemaForm(SupportContactSchema, initial, t);

  if (send.isSuccess) {
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center" role="status">
        <span className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircleIcon className="size-8" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">{t('contact.sentTitle')}</h2>
        <p
          className="rounded-lg bg-slate-100 px-3 py-1.5 font-mono text-base font-semibold text-slate-900"
          data-testid="contact-reference"
        >
          {t('contact.reference', { reference: send.data.data.reference })}
        </p>
        <p className="max-w-sm text-sm text-slate-600">
          {t('contact.receiptMailed', { email: String(form.values.email).trim() })}
        </p>
        <p className="max-w-sm text-sm text-slate-600">{send.data.message ?? t('contact.sentText')}</p>
        <Button
          variant="outline"
          onClick={() => {
            send.reset();
            form.reset({ ...initial, name: String(form.values.name), email: String(form.values.email) });
          }}
        >
          {t('contact.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((data) => send.mutate(data))}>
      {send.error ? (
        <Alert
          tone="error"
          title={
            isApiError(send.error) && send.error.status === 429
              ? t('contact.rateLimited')
              : t('contact.failed')
          }
        >
          {send.error.message}
        </Alert>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField label={t('contact.name')} autoComplete="name" {...form.field('name')} />
        <InputField label={t('auth.email')} type="email" autoComplete="email" {...form.field('email')} />
      </div>
      <SelectField label={t('contact.type')} {...form.field('type')}>
        {CONTACT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`support.type.${type}`)}
          </option>
        ))}
      </SelectField>
      <InputField label={t('contact.subject')} {...form.field('subject')} />
      <TextareaField label={t('contact.message')} rows={6} maxLength={5000} {...form.field('message')} />
      <p className="text-sm text-slate-600">
        {t('contact.premiumHint')}{' '}
        <Link
          to="/dashboard/support/new?type=premium_creator"
          className="font-semibold text-indigo-700 hover:underline"
        >
          {t('contact.premiumLink')}
        </Link>
      </p>
      <Button type="submit" loading={send.isPending}>
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}

import type { Language } from '@pustaka/contract';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { updateSessionUser, useSession } from '@/features/auth/lib/session-store';
import { useUpdateProfile } from '@/features/profile/api/profile';
import { changeLanguage, currentLanguage, LANGUAGES } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

function LanguagePreference() {
  const { t } = useTranslation();
  const session = useSession();
  const [choice, setChoice] = useState<Language>(session.user?.language ?? currentLanguage());
  const update = useUpdateProfile(updateSessionUser);

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { language: choice },
          {
            onSuccess: async () => {
              await changeLanguage(choice);
              toast.success(t('settings.languageSaved'));
            },
          },
        );
      }}
    >
      {update.error ? <Alert tone="error">{update.error.message}</Alert> : null}
      <fieldset>
        <legend className="sr-only">{t('settings.language')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {LANGUAGES.map((lng) => (
            <label
              key={lng}
              className={clsx(
                'flex cursor-pointer items-center gap-3 rounded-xl border p-4 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600',
                choice === lng ? 'border-indigo-500 bg-indigo-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                name="language"
                value={lng}
                checked={choice === lng}
                onChange={() => setChoice(lng)}
                className="size-4 accent-indigo-600"
              />
              <span>
                <span className="block font-medium text-slate-900">{t(`languages.${lng}`)}</span>
                <span className="block text-xs text-slate-500">{t(`settings.languageHint.${lng}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" loading={update.isPending}>
        {t('settings.saveLanguage')}
      </Button>
    </form>
  );
}

export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('settings.title')}</h1>
        <p className="mt-1 text-slate-600">{t('settings.subtitle')}</p>
      </div>
      <Card>
        <CardHeader title={t('settings.language')} description={t('settings.languageText')} />
        <CardBody>
          <LanguagePreference />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('settings.passwordTitle')} description={t('settings.passwordText')} />
        <CardBody>
          <ChangePasswordForm />
        </CardBody>
      </Card>
    </div>
  );
}

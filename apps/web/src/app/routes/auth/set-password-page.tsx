import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { SetPasswordForm } from '@/features/auth/components/set-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthShell } from './auth-shell';

/** Opened from the invitation mail (?token=): the person chooses a password, then logs in with it. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [doneFor, setDoneFor] = useState<string | null>(null);
  useDocumentTitle(t('setPassword.title'));

  if (doneFor) {
    return (
      <AuthShell title={t('setPassword.doneTitle')} subtitle={t('setPassword.doneText', { email: doneFor })}>
        <ButtonLink to={`/login?email=${encodeURIComponent(doneFor)}`} className="w-full">
          {t('nav.login')}
        </ButtonLink>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('setPassword.title')} subtitle={t('setPassword.subtitle')}>
      {token ? (
        <SetPasswordForm token={token} onDone={setDoneFor} />
      ) : (
        <Alert tone="error">{t('setPassword.noToken')}</Alert>
      )}
    </AuthShell>
  );
}

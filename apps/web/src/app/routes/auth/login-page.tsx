import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { LoginForm } from '@/features/auth/components/login-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthShell } from './auth-shell';

export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = params.get('next');
  useDocumentTitle(t('auth.loginTitle'));
  return (
    <AuthShell title={t('auth.loginTitle')} subtitle={t('auth.loginSubtitle')}>
      {/* The guest-only guard moves the user on (to `next`, or to /verify-email) once the session exists. */}
      <LoginForm
        registerHref={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}
        initialEmail={params.get('email')?.slice(0, 254) ?? ''}
        onSuccess={() => toast.success(t('auth.welcomeBack'))}
      />
    </AuthShell>
  );
}

import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '@/components/ui/toast';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthShell } from './auth-shell';

export function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = params.get('next');
  useDocumentTitle(t('auth.registerTitle'));
  return (
    <AuthShell title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <RegisterForm
        loginHref={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
        onSuccess={() => toast.success(t('auth.registered'), t('auth.registeredText'))}
      />
    </AuthShell>
  );
}

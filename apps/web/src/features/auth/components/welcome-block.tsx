import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { useSession } from '@/features/auth/lib/session-store';
import { cleanNamePart, hasRole } from '@/features/auth/lib/user-rules';

export function WelcomeBlock() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.isAuthenticated ? session.user : null;

  if (user) {
    const firstName = cleanNamePart(user.first_name) || t('common.user');
    const isPublisher = hasRole(user, 'publisher');
    return (
      <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" data-testid="welcome-back">
        <div className="flex flex-col gap-4 rounded-2xl bg-indigo-600 p-6 text-white shadow-lg shadow-indigo-200 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 className="text-2xl font-bold">{t('home.welcome.title', { name: firstName })}</h2>
            <p className="mt-1 text-indigo-100">
              {isPublisher ? t('home.welcome.textPublisher') : t('home.welcome.text')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/dashboard" variant="secondary">
              {t('nav.dashboard')}
            </ButtonLink>
            <ButtonLink
              to="/dashboard/library"
              variant="outline"
              className="border-white/40 bg-transparent text-white hover:bg-white/10"
            >
              {t('home.welcome.library')}
            </ButtonLink>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" data-testid="sign-up-block">
      <div className="flex flex-col gap-4 rounded-2xl border border-indigo-100 bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="text-2xl font-bold text-slate-900">{t('home.signup.title')}</h2>
          <p className="mt-1 text-slate-600">{t('home.signup.text')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/register" icon={<ArrowRightIcon className="size-4" />}>
            {t('home.signup.cta')}
          </ButtonLink>
          <ButtonLink to="/login" variant="outline">
            {t('nav.login')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

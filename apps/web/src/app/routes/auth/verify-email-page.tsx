import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckCircleIcon, MailIcon, XCircleIcon } from '@/components/ui/more-icons';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyEmailToken } from '@/features/auth/api/auth-actions';
import { useResendVerification } from '@/features/auth/hooks/use-resend-verification';
import { useSession } from '@/features/auth/lib/session-store';
import { isEmailVerified } from '@/features/auth/lib/user-rules';
import { safeLocalPath } from '@/lib/safe-path';
import { useDocumentTitle } from '@/lib/use-document-title';

const REDIRECT_DELAY_MS = 1500;

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:py-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          {icon}
        </div>
        <h1 className="mt-5 text-2xl font-bold text-slate-900">{title}</h1>
        {/* wrap-anywhere: the address in the text is one long word that would push a phone's screen wider. */}
        <div className="mt-3 space-y-4 text-slate-600 wrap-anywhere">{children}</div>
      </div>
    </div>
  );
}

/** With ?token= it verifies and moves on to `next` (or the server's redirect); without, it explains and resends. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const next = params.get('next');
  useDocumentTitle(t('verifyEmail.pageTitle'));
  return token ? <TokenCheck token={token} next={next} /> : <Instructions next={next} />;
}

function TokenCheck({ token, next }: { token: string; next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyEmailToken(token);
  const target = safeLocalPath(next ?? verify.data?.redirect, '/dashboard');

  useEffect(() => {
    if (!verify.isSuccess) return;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [verify.isSuccess, navigate, target]);

  if (verify.isPending) {
    return (
      <Panel icon={<Spinner className="size-7" />} title={t('verifyEmail.checking')}>
        <p>{t('verifyEmail.checkingText')}</p>
      </Panel>
    );
  }
  if (verify.isError) {
    return (
      <Panel icon={<XCircleIcon className="size-8 text-red-600" />} title={t('verifyEmail.failedTitle')}>
        <Alert tone="error">{verify.error.message}</Alert>
        <p className="text-sm">{t('verifyEmail.failedText')}</p>
        <ButtonLink
          to={next ? `/verify-email?next=${encodeURIComponent(next)}` : '/verify-email'}
          variant="outline"
        >
          {t('verifyEmail.requestNew')}
        </ButtonLink>
      </Panel>
    );
  }
  return (
    <Panel icon={<CheckCircleIcon className="size-8 text-emerald-600" />} title={t('verifyEmail.doneTitle')}>
      <p>{t('verifyEmail.doneText')}</p>
      <ButtonLink to={target} replace>
        {t('common.continue')}
      </ButtonLink>
    </Panel>
  );
}

function Instructions({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const { send, sending, feedback } = useResendVerification();
  const target = safeLocalPath(next, '/dashboard');

  if (session.isAuthenticated && isEmailVerified(session.user)) {
    return (
      <Panel
        icon={<CheckCircleIcon className="size-8 text-emerald-600" />}
        title={t('verifyEmail.alreadyTitle')}
      >
        <p>{t('verifyEmail.alreadyText')}</p>
        <ButtonLink to={target} replace>
          {t('common.continue')}
        </ButtonLink>
      </Panel>
    );
  }

  return (
    <Panel icon={<MailIcon className="size-7" />} title={t('verifyEmail.pageTitle')}>
      {session.isAuthenticated ? (
        <>
          <p>{t('verifyEmail.instructions', { email: session.user?.email ?? '' })}</p>
          <p className="text-sm">{t('verifyEmail.spamHint')}</p>
          {feedback ? <Alert tone={feedback.tone}>{feedback.text}</Alert> : null}
          <Button onClick={() => send(target)} disabled={sending} loading={sending}>
            {sending ? t('verification.sending') : t('verification.resend')}
          </Button>
          <p className="text-sm">
            {t('verifyEmail.helpHint')}{' '}
            <Link to="/dashboard/support/new" className="font-semibold text-indigo-700 hover:underline">
              {t('verifyEmail.helpLink')}
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('verifyEmail.guestText')}</p>
          <ButtonLink to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>
            {t('nav.login')}
          </ButtonLink>
        </>
      )}
    </Panel>
  );
}

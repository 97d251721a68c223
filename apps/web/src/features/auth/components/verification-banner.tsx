import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { useSession } from '@/features/auth/lib/session-store';
import { isEmailVerified } from '@/features/auth/lib/user-rules';
import { currentPath } from '@/lib/safe-path';

// Resending needs the mutation code, which most visitors never use: it loads only when the banner shows.
// Until then (or when it cannot be fetched) the button is there, disabled.
const ResendControl = lazy(() =>
  import('./verification-banner-resend').catch(() => ({ default: ResendPlaceholder })),
);

/** The banner's resend button; without a click handler (its code still loading) it is disabled. */
export function ResendButton({ sending = false, onClick }: { sending?: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      size="sm"
      variant="outline"
      className="border-amber-400 bg-amber-50 text-amber-950 hover:bg-white"
      disabled={sending || !onClick}
      onClick={onClick}
    >
      {sending ? t('verification.sending') : t('verification.resend')}
    </Button>
  );
}

function ResendPlaceholder() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ResendButton />
    </div>
  );
}

/** The yellow bar for signed-in users whose address is not verified yet. */
export function VerificationBanner() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();

  if (!session.isAuthenticated || isEmailVerified(session.user)) return null;

  return (
    <div className="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="verification-banner">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm">
          <AlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <span>{t('verification.banner')}</span>
        </p>
        <Suspense fallback={<ResendPlaceholder />}>
          <ResendControl redirect={currentPath(location)} />
        </Suspense>
      </div>
    </div>
  );
}

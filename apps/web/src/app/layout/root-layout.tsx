import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import { handleCurrentUserFailure } from '@/app/session';
import { Toaster } from '@/components/ui/toast';
import { VerificationBanner } from '@/features/auth/components/verification-banner';
import { useSessionBootstrap } from '@/features/auth/hooks/use-session-bootstrap';
import type { CatalogueKind } from '@/features/products/lib/catalogue-query';
import { Footer } from './footer';
import { NavigationProgress } from './navigation-progress';
import { TopBar } from './top-bar';

/** What a route may declare in its `handle`. */
export interface RouteHandle {
  /** false hides the top bar and footer (fullscreen viewers, landing page previews). */
  chrome?: boolean;
  /** Which catalogue a catalogue route shows: everything, or one kind. */
  catalogue?: CatalogueKind;
  /** The moderation page fixed to the products waiting for review. */
  reviewQueue?: boolean;
}

export function RootLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  useSessionBootstrap(handleCurrentUserFailure);
  const chrome = !matches.some((match) => (match.handle as RouteHandle | undefined)?.chrome === false);

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <NavigationProgress />
      {chrome ? <TopBar /> : null}
      {chrome && location.pathname !== '/verify-email' ? <VerificationBanner /> : null}
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      {chrome ? <Footer /> : null}
      <Toaster
        dismissLabel={t('common.dismiss')}
        regionLabel={t('common.notifications')}
        referenceLabel={(id) => t('errors.reference', { id })}
      />
      <ScrollRestoration />
    </div>
  );
}

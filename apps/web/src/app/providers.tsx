import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getSession } from '@/features/auth/lib/session-store';
import { configureApiClient } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { currentPath } from '@/lib/safe-path';
import { linkCaches } from './cache-links';
import { handleFeatureRequired } from './feature-required';
import { navigateTo } from './navigation';
import { expireSession } from './session';

// The API client learns about the session and navigation once, here, so it never imports a feature.
configureApiClient({
  getToken: () => getSession().token,
  onUnauthorized: expireSession,
  onEmailNotVerified: () => {
    if (window.location.pathname === '/verify-email') return;
    void navigateTo(`/verify-email?next=${encodeURIComponent(currentPath(window.location))}`);
  },
  onFeatureRequired: handleFeatureRequired,
});

// What one feature changes and another shows is refreshed through the links composed here.
linkCaches(queryClient);

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

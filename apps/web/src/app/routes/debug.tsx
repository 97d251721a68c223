import { type AreaRoutes, page } from '@/app/lazy-route';

/** Debug and test views (never on a production server). */
export const debugRoutes: AreaRoutes = {
  dev: [
    { path: 'debug/auth', lazy: page(async () => (await import('./debug/debug-auth-page')).DebugAuthPage) },
    { path: 'test/admin', lazy: page(async () => (await import('./debug/test-admin-page')).TestAdminPage) },
    { path: 'pdf-test', lazy: page(async () => (await import('./debug/pdf-test-page')).PdfTestPage) },
  ],
};

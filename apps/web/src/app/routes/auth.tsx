import { type AreaRoutes, page } from '@/app/lazy-route';

/** Signing in, signing up and verifying an email address. */
export const authRoutes: AreaRoutes = {
  pages: [
    {
      path: 'verify-email',
      lazy: page(async () => (await import('./auth/verify-email-page')).VerifyEmailPage),
    },
  ],
  guests: [
    { path: 'login', lazy: page(async () => (await import('./auth/login-page')).LoginPage) },
    { path: 'register', lazy: page(async () => (await import('./auth/register-page')).RegisterPage) },
  ],
};

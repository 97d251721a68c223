import { type AreaRoutes, page } from '@/app/lazy-route';

/** Signing in, signing up, verifying an email address and choosing the password of an invited account. */
export const authRoutes: AreaRoutes = {
  pages: [
    {
      path: 'verify-email',
      lazy: page(async () => (await import('./auth/verify-email-page')).VerifyEmailPage),
    },
    {
      path: 'set-password',
      lazy: page(async () => (await import('./auth/set-password-page')).SetPasswordPage),
    },
  ],
  guests: [
    { path: 'login', lazy: page(async () => (await import('./auth/login-page')).LoginPage) },
    { path: 'register', lazy: page(async () => (await import('./auth/register-page')).RegisterPage) },
  ],
};

import type { Role } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { LoadingBlock } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/lib/session-store';
import { hasRole, inGroup, isEmailVerified } from '@/features/auth/lib/user-rules';
import { useEnvironment } from '@/features/health/api/health';
import { useFeatureAccess } from '@/features/subscription/api/plans';
import { currentPath, safeLocalPath } from '@/lib/safe-path';
import { NotFound } from './layout/not-found';

function Checking() {
  const { t } = useTranslation();
  return <LoadingBlock label={t('common.loading')} className="min-h-[50vh]" />;
}

function withNext(path: string, next: string) {
  return `${path}?next=${encodeURIComponent(next)}`;
}

/** /login, /register, /publish-slides: signed-in users go on (to `next` or "/"), unverified ones to /verify-email. */
export function GuestOnly() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.token && !session.user) return <Checking />;
  if (session.isAuthenticated) {
    const next = safeLocalPath(params.get('next'));
    if (isEmailVerified(session.user)) return <Navigate to={next} replace />;
    return <Navigate to={next === '/' ? '/verify-email' : withNext('/verify-email', next)} replace />;
  }
  return <Outlet />;
}

interface RequireAuthProps {
  /** The route works before the email address is verified. */
  allowUnverified?: boolean;
  /** Any one of these roles lets the user in. */
  roles?: Role[];
  /** Any one of these groups (id or name) lets the user in; admins pass every group rule, as they run the groups. */
  groups?: (number | string)[];
}

/** Login, verified email, role and group rules of spec section 6, in that order. */
export function RequireAuth({ allowUnverified = false, roles, groups }: RequireAuthProps) {
  const session = useSession();
  const location = useLocation();
  if (session.token && !session.user) return <Checking />;
  if (!session.isAuthenticated) return <Navigate to={withNext('/login', currentPath(location))} replace />;
  if (!allowUnverified && !isEmailVerified(session.user)) {
    return <Navigate to={withNext('/verify-email', currentPath(location))} replace />;
  }
  if (roles && !roles.some((role) => hasRole(session.user, role))) return <Navigate to="/" replace />;
  const admitted = (group: number | string) => inGroup(session.user, group);
  if (groups && !hasRole(session.user, 'admin') && !groups.some(admitted)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Plan features (create_landing_page, publish_blog, lms_access, ai_generate_slides); without it: /subscription. */
export function RequireFeature({ feature }: { feature: string }) {
  const session = useSession();
  const access = useFeatureAccess(session.user?.id ?? null, feature);
  if (access.isPending) return <Checking />;
  if (!access.allowed) return <Navigate to="/subscription" replace state={{ feature }} />;
  return <Outlet />;
}

/** Debug and test views: always in development builds; in a production build only off a production server. */
export function DevOnly() {
  const environment = useEnvironment();
  if (!import.meta.env.PROD) return <Outlet />;
  if (environment === null) return <Checking />;
  if (['production', 'error', 'unavailable'].includes(environment)) return <NotFound />;
  return <Outlet />;
}

import clsx from 'clsx';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { logout } from '@/app/session';
import { Avatar } from '@/components/ui/avatar';
import { ButtonLink } from '@/components/ui/button';
import { CloseIcon, LogOutIcon, MenuIcon } from '@/components/ui/icons';
import { useSession } from '@/features/auth/lib/session-store';
import { displayName, hasRole, inGroup, initials, primaryRole } from '@/features/auth/lib/user-rules';
import { PlanBadge } from '@/features/subscription/components/plan-badge';
import { LanguageSwitch } from './language-switch';

const catalogueLinks = [
  { to: '/products', key: 'nav.products' },
  { to: '/courses', key: 'nav.courses' },
  { to: '/audio', key: 'nav.audio' },
  { to: '/slides', key: 'nav.slides' },
  { to: '/authors', key: 'nav.creators' },
  { to: '/blog', key: 'nav.blog' },
] as const;

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to="/"
      className={clsx(
        'inline-flex items-center gap-2 rounded-lg text-lg font-extrabold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#4f46e5" />
        <path d="M9 8h9a6 6 0 0 1 0 12h-4v4H9z" fill="#fff" />
        <path d="M14 12h4a2 2 0 0 1 0 4h-4z" fill="#4f46e5" />
      </svg>
      Pustaka
    </Link>
  );
}

const desktopLink = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

const mobileLink = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'flex items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-base font-medium focus-visible:outline-2 focus-visible:outline-indigo-600',
    isActive ? 'bg-indigo-50 text-indigo-700' : 'text-slate-800 hover:bg-slate-100',
  );

export function TopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const user = session.isAuthenticated ? session.user : null;
  const isAdmin = hasRole(user, 'admin');
  // Admins reach the support inbox from their dashboard; support staff who are not admins get it here.
  const isSupportStaff = !isAdmin && inGroup(user, 'support');
  const name = displayName(user, t('common.user'));
  const role = t(`roles.${primaryRole(user)}`);

  // The mobile menu closes on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const subscriptionLabel = (
    <>
      {t('nav.subscription')}
      <PlanBadge userId={user?.id ?? null} />
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8"
      >
        <Logo className="mr-2" />
        <ul className="hidden flex-1 items-center gap-0.5 xl:flex">
          {catalogueLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={desktopLink}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/subscription" className={desktopLink}>
              {subscriptionLabel}
            </NavLink>
          </li>
          {user ? (
            <li>
              <NavLink to="/dashboard" end className={desktopLink}>
                {t('nav.dashboard')}
              </NavLink>
            </li>
          ) : null}
          {isSupportStaff ? (
            <li>
              <NavLink to="/admin/support" className={desktopLink}>
                {t('nav.supportInbox')}
              </NavLink>
            </li>
          ) : null}
          {isAdmin ? (
            <li>
              <NavLink to="/admin" className={desktopLink}>
                {t('nav.adminDashboard')}
              </NavLink>
            </li>
          ) : null}
        </ul>
        <div className="ml-auto hidden items-center gap-3 xl:flex">
          <LanguageSwitch />
          {user ? (
            <div className="flex items-center gap-1">
              <Link
                to="/dashboard/profile"
                className="flex items-center gap-2 rounded-lg px-1.5 py-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <Avatar src={user.avatar_url} initials={initials(user)} alt="" size="sm" />
                <span className="flex max-w-36 flex-col leading-tight">
                  <span className="truncate text-sm font-semibold text-slate-900" data-testid="user-name">
                    {name}
                  </span>
                  <span className="truncate text-xs text-slate-500" data-testid="user-role">
                    {role}
                  </span>
                </span>
              </Link>
              <button
                type="button"
                onClick={logout}
                className="rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                aria-label={t('nav.logout')}
                title={t('nav.logout')}
              >
                <LogOutIcon />
              </button>
            </div>
          ) : (
            <div className="flex items-center gap-2">
              <ButtonLink to="/login" variant="ghost" size="sm">
                {t('nav.login')}
              </ButtonLink>
              <ButtonLink to="/register" size="sm">
                {t('nav.register')}
              </ButtonLink>
            </div>
          )}
        </div>
        <button
          type="button"
          className="ml-auto inline-flex items-center justify-center rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 xl:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </nav>
      {open ? (
        <div
          id={menuId}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white xl:hidden"
        >
          <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:px-6">
            {user ? (
              <div className="flex items-center gap-3 rounded-xl bg-slate-50 p-3">
                <Avatar src={user.avatar_url} initials={initials(user)} alt="" />
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{name}</p>
                  <p className="truncate text-sm text-slate-500">{role}</p>
                </div>
              </div>
            ) : null}
            <ul className="space-y-1">
              {catalogueLinks.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={mobileLink}>
                    {t(link.key)}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/subscription" className={mobileLink}>
                  <span className="flex items-center gap-2">{subscriptionLabel}</span>
                </NavLink>
              </li>
              {user ? (
                <li>
                  <NavLink to="/dashboard" end className={mobileLink}>
                    {t('nav.dashboard')}
                  </NavLink>
                </li>
              ) : null}
              {isSupportStaff ? (
                <li>
                  <NavLink to="/admin/support" className={mobileLink}>
                    {t('nav.supportInbox')}
                  </NavLink>
                </li>
              ) : null}
              {isAdmin ? (
                <li>
                  <NavLink to="/admin" className={mobileLink}>
                    {t('nav.adminDashboard')}
                  </NavLink>
                </li>
              ) : null}
            </ul>
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
              <LanguageSwitch />
              {user ? (
                <button
                  type="button"
                  onClick={logout}
                  className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <LogOutIcon className="size-4" />
                  {t('nav.logout')}
                </button>
              ) : (
                <div className="flex gap-2">
                  <ButtonLink to="/login" variant="outline" size="sm">
                    {t('nav.login')}
                  </ButtonLink>
                  <ButtonLink to="/register" size="sm">
                    {t('nav.register')}
                  </ButtonLink>
                </div>
              )}
            </div>
          </div>
        </div>
      ) : null}
    </header>
  );
}

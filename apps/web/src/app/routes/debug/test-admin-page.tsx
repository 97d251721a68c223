import type { Role } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { CheckCircleIcon, XCircleIcon } from '@/components/ui/more-icons';
import { useSession } from '@/features/auth/lib/session-store';
import { groupsOf, hasRole, isEmailVerified, primaryRole } from '@/features/auth/lib/user-rules';
import { useDocumentTitle } from '@/lib/use-document-title';

const ROLE_LIST: Role[] = ['admin', 'publisher', 'members'];

function Check({ label, ok }: { label: string; ok: boolean }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2.5 text-sm">
      <span className="text-slate-700">{label}</span>
      {ok ? (
        <CheckCircleIcon className="size-5 text-emerald-600" title="✓" />
      ) : (
        <XCircleIcon className="size-5 text-slate-400" title="✗" />
      )}
    </li>
  );
}

/** Shows how the role and guard rules judge the current user. */
export function TestAdminPage() {
  const { t } = useTranslation();
  const session = useSession();
  const user = session.user;
  useDocumentTitle(t('debug.adminTitle'));
  const verified = isEmailVerified(user);

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('debug.adminTitle')}</h1>
        <Badge tone="warning">{t('debug.devOnly')}</Badge>
      </div>
      <Card>
        <CardHeader
          title={t('debug.roleChecks')}
          description={user ? `${user.email} · ${t(`roles.${primaryRole(user)}`)}` : t('debug.signedOut')}
        />
        <CardBody>
          <ul className="divide-y divide-slate-100">
            <Check label={t('debug.checkSignedIn')} ok={session.isAuthenticated} />
            <Check label={t('debug.checkVerified')} ok={verified} />
            {ROLE_LIST.map((role) => (
              <Check
                key={role}
                label={t('debug.checkRole', { role: t(`roles.${role}`) })}
                ok={hasRole(user, role)}
              />
            ))}
            <Check
              label={t('debug.checkAdminRoute')}
              ok={session.isAuthenticated && verified && hasRole(user, 'admin')}
            />
            <Check
              label={t('debug.checkPublisherRoute')}
              ok={session.isAuthenticated && verified && hasRole(user, 'publisher')}
            />
          </ul>
          <p className="mt-4 text-sm text-slate-600">
            {t('debug.groups')}:{' '}
            {groupsOf(user)
              .map((g) => g.name)
              .join(', ') || '—'}
          </p>
        </CardBody>
      </Card>
    </div>
  );
}

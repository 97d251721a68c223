import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { AUTH_KEYS } from '@/features/auth/lib/auth-storage';
import { useSession } from '@/features/auth/lib/session-store';
import { displayName, groupsOf, isEmailVerified, primaryRole, rolesOf } from '@/features/auth/lib/user-rules';
import { useSubscriptionState } from '@/features/subscription/api/subscriptions';
import { useDocumentTitle } from '@/lib/use-document-title';

function readStorage(storage: Storage | undefined) {
  const entries: Record<string, string | null> = {};
  for (const key of Object.values(AUTH_KEYS)) {
    const value = storage?.getItem(key) ?? null;
    entries[key] = key === AUTH_KEYS.token && value ? `${value.slice(0, 12)}… (${value.length})` : value;
  }
  return entries;
}

function Json({ value }: { value: unknown }) {
  return (
    <pre className="overflow-x-auto rounded-xl bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">
      {JSON.stringify(value, null, 2)}
    </pre>
  );
}

/** What the browser holds for the session: for developers only. */
export function DebugAuthPage() {
  const { t } = useTranslation();
  const session = useSession();
  const subscription = useSubscriptionState(session.user?.id ?? null);
  useDocumentTitle(t('debug.authTitle'));
  const user = session.user;

  const derived = {
    isAuthenticated: session.isAuthenticated,
    persistent: session.persistent,
    hasToken: Boolean(session.token),
    displayName: displayName(user),
    primaryRole: primaryRole(user),
    roles: rolesOf(user),
    groups: groupsOf(user).map((g) => g.name),
    emailVerified: isEmailVerified(user),
    subscriptionStatus: subscription.state.status,
    planSlug: subscription.state.slug,
    vip: subscription.state.isVip,
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('debug.authTitle')}</h1>
        <Badge tone="warning">{t('debug.devOnly')}</Badge>
      </div>
      <Card>
        <CardHeader title={t('debug.derived')} />
        <CardBody>
          <Json value={derived} />
        </CardBody>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title="localStorage" />
          <CardBody>
            <Json value={readStorage(typeof localStorage === 'undefined' ? undefined : localStorage)} />
          </CardBody>
        </Card>
        <Card>
          <CardHeader title="sessionStorage" />
          <CardBody>
            <Json value={readStorage(typeof sessionStorage === 'undefined' ? undefined : sessionStorage)} />
          </CardBody>
        </Card>
      </div>
      <Card>
        <CardHeader title={t('debug.subscriptions')} />
        <CardBody>
          <Json value={subscription.state.subscriptions} />
        </CardBody>
      </Card>
    </div>
  );
}

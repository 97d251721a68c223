import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { BookIcon, ChartIcon, CodeIcon, ShieldIcon, SparklesIcon } from '@/components/ui/icons';
import {
  CheckCircleIcon,
  ChevronRightIcon,
  CreditCardIcon,
  LinkIcon,
  MailIcon,
  SettingsIcon,
  UserIcon,
} from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useBecomeCreator } from '@/features/auth/api/auth-actions';
import { useResendVerification } from '@/features/auth/hooks/use-resend-verification';
import { useSession } from '@/features/auth/lib/session-store';
import { displayName, hasRole, initials, isEmailVerified, primaryRole } from '@/features/auth/lib/user-rules';
import { RecentOrders } from '@/features/orders/components/recent-orders';
import { useSubscriptionState } from '@/features/subscription/api/subscriptions';
import { PlanBadge } from '@/features/subscription/components/plan-badge';
import { formatDate } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

function QuickLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
      <ChevronRightIcon className="size-5 text-slate-400 group-hover:text-indigo-600" />
    </Link>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const user = session.user;
  const becomeCreator = useBecomeCreator();
  const resend = useResendVerification();
  const subscription = useSubscriptionState(user?.id ?? null);
  useDocumentTitle(t('dashboard.title'));

  if (!user) return null;
  const verified = isEmailVerified(user);
  const isPublisher = hasRole(user, 'publisher');
  const isAdmin = hasRole(user, 'admin');
  const isPremiumCreator = Boolean(
    user.premium_creator_until && Date.parse(user.premium_creator_until) > Date.now(),
  );
  const activeSubscription = subscription.state.subscriptions[0];

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar src={user.avatar_url} initials={initials(user)} alt="" size="lg" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('dashboard.greeting', { name: displayName(user, t('common.user')) })}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge tone="brand">{t(`roles.${primaryRole(user)}`)}</Badge>
            <PlanBadge userId={user.id} />
            <span className="truncate">{user.email}</span>
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader title={t('dashboard.accountStatus')} />
          <CardBody className="space-y-4">
            {verified ? (
              <div className="flex items-start gap-3" data-testid="verification-status">
                <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-emerald-600" />
                <div>
                  <p className="font-semibold text-slate-900">{t('dashboard.verified')}</p>
                  <p className="text-sm text-slate-600">{t('dashboard.verifiedText')}</p>
                </div>
              </div>
            ) : (
              <div className="space-y-3" data-testid="verification-status">
                <div className="flex items-start gap-3">
                  <MailIcon className="mt-0.5 size-6 shrink-0 text-amber-600" />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{t('dashboard.unverified')}</p>
                    <p className="text-sm text-slate-600 wrap-anywhere">
                      {t('dashboard.unverifiedText', { email: user.email })}
                    </p>
                  </div>
                </div>
                {resend.feedback ? <Alert tone={resend.feedback.tone}>{resend.feedback.text}</Alert> : null}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => resend.send('/dashboard')}
                  loading={resend.sending}
                >
                  {resend.sending ? t('verification.sending') : t('verification.resend')}
                </Button>
              </div>
            )}
            <dl className="grid gap-3 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-slate-500">{t('dashboard.memberSince')}</dt>
                <dd className="font-medium text-slate-900">{formatDate(user.created_at, i18n.language)}</dd>
              </div>
              <div>
                <dt className="text-slate-500">{t('dashboard.plan')}</dt>
                <dd className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {subscription.isPending ? (
                    t('common.loadingShort')
                  ) : activeSubscription ? (
                    <>
                      {activeSubscription.plan_name}
                      <Badge tone={subscription.state.status === 'none' ? 'neutral' : 'success'}>
                        {subscription.state.status === 'none'
                          ? t('dashboard.planInactive')
                          : t('dashboard.planActive')}
                      </Badge>
                    </>
                  ) : (
                    t('dashboard.noPlan')
                  )}
                </dd>
              </div>
            </dl>
          </CardBody>
        </Card>

        {isPublisher ? (
          <Card className="bg-gradient-to-br from-indigo-600 to-violet-600 text-white">
            <CardBody className="space-y-3 py-6">
              <SparklesIcon className="size-8" />
              <h2 className="text-lg font-semibold">{t('dashboard.creatorTitle')}</h2>
              <p className="text-sm text-indigo-100">{t('dashboard.creatorText')}</p>
              <Link
                to="/publisher"
                className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
              >
                {t('dashboard.openPublisher')}
                <ChevronRightIcon className="size-4" />
              </Link>
              {isPremiumCreator ? null : (
                <div className="border-t border-white/25 pt-3" data-testid="premium-creator-offer">
                  <p className="text-sm font-semibold">{t('dashboard.premiumTitle')}</p>
                  <p className="text-sm text-indigo-100">{t('dashboard.premiumText')}</p>
                  <Link
                    to="/dashboard/support/new?type=premium_creator"
                    className="mt-1 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
                  >
                    {t('dashboard.premiumCta')}
                    <ChevronRightIcon className="size-4" />
                  </Link>
                </div>
              )}
            </CardBody>
          </Card>
        ) : (
          <Card className="border-indigo-200 bg-indigo-50/60">
            <CardBody className="space-y-3 py-6">
              <SparklesIcon className="size-8 text-indigo-600" />
              <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.becomeTitle')}</h2>
              <p className="text-sm text-slate-700">{t('dashboard.becomeText')}</p>
              {becomeCreator.error ? <Alert tone="error">{becomeCreator.error.message}</Alert> : null}
              <Button
                loading={becomeCreator.isPending}
                onClick={() =>
                  becomeCreator.mutate(undefined, {
                    onSuccess: () =>
                      toast.success(t('dashboard.becameCreator'), t('dashboard.becameCreatorText')),
                  })
                }
              >
                {t('dashboard.becomeCta')}
              </Button>
            </CardBody>
          </Card>
        )}
      </div>

      {/* Orders need a verified address; an unverified one would be sent to verify it from here. */}
      {verified ? <RecentOrders /> : null}

      <section aria-labelledby="quick-links" className="space-y-4">
        <h2 id="quick-links" className="text-lg font-semibold text-slate-900">
          {t('dashboard.quickLinks')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <QuickLink
            to="/dashboard/library"
            icon={<BookIcon />}
            title={t('dashboard.links.library')}
            text={t('dashboard.links.libraryText')}
          />
          <QuickLink
            to="/dashboard/profile"
            icon={<UserIcon />}
            title={t('dashboard.links.profile')}
            text={t('dashboard.links.profileText')}
          />
          <QuickLink
            to="/dashboard/settings"
            icon={<SettingsIcon />}
            title={t('dashboard.links.settings')}
            text={t('dashboard.links.settingsText')}
          />
          <QuickLink
            to="/manage-shorturl"
            icon={<LinkIcon />}
            title={t('dashboard.links.shortLinks')}
            text={t('dashboard.links.shortLinksText')}
          />
          <QuickLink
            to="/dashboard/support"
            icon={<MailIcon />}
            title={t('dashboard.links.support')}
            text={t('dashboard.links.supportText')}
          />
          <QuickLink
            to="/subscription"
            icon={<CreditCardIcon />}
            title={t('dashboard.links.subscription')}
            text={t('dashboard.links.subscriptionText')}
          />
          <QuickLink
            to="/dashboard/api"
            icon={<CodeIcon />}
            title={t('dashboard.links.api')}
            text={t('dashboard.links.apiText')}
          />
          {isPublisher ? (
            <QuickLink
              to="/publisher"
              icon={<ChartIcon />}
              title={t('dashboard.links.publisher')}
              text={t('dashboard.links.publisherText')}
            />
          ) : null}
          {isAdmin ? (
            <QuickLink
              to="/admin"
              icon={<ShieldIcon />}
              title={t('dashboard.links.admin')}
              text={t('dashboard.links.adminText')}
            />
          ) : null}
        </div>
      </section>
    </div>
  );
}

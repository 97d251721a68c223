import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookIcon, ChartIcon, SparklesIcon, StarIcon, WalletIcon } from '@/components/ui/icons';
import {
  CheckCircleIcon,
  ChevronRightIcon,
  CreditCardIcon,
  DownloadIcon,
  LinkIcon,
  MailIcon,
  SettingsIcon,
  UserIcon,
  UsersIcon,
} from '@/components/ui/more-icons';
import { OverviewCards } from '@/features/admin/components/overview-cards';
import { SupportOverviewCard } from '@/features/support/components/support-overview';
import { useDocumentTitle } from '@/lib/use-document-title';

function AdminLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-2 font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
      <ChevronRightIcon className="mt-2 size-5 text-slate-400 group-hover:text-indigo-600" />
    </Link>
  );
}

export function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('admin.title')}</h1>
        <p className="mt-1 text-slate-600">{t('admin.subtitle')}</p>
      </div>
      <OverviewCards />
      <SupportOverviewCard />
      <section aria-labelledby="admin-tools" className="space-y-4">
        <h2 id="admin-tools" className="text-lg font-semibold text-slate-900">
          {t('admin.tools')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <AdminLink
            to="/admin/support"
            icon={<MailIcon />}
            title={t('admin.links.support')}
            text={t('admin.links.supportText')}
          />
          <AdminLink
            to="/admin/users"
            icon={<UserIcon />}
            title={t('admin.links.users')}
            text={t('admin.links.usersText')}
          />
          <AdminLink
            to="/admin/groups"
            icon={<UsersIcon />}
            title={t('admin.links.groups')}
            text={t('admin.links.groupsText')}
          />
          <AdminLink
            to="/admin/users/export"
            icon={<DownloadIcon />}
            title={t('admin.links.export')}
            text={t('admin.links.exportText')}
          />
          <AdminLink
            to="/admin/products"
            icon={<BookIcon />}
            title={t('admin.links.products')}
            text={t('admin.links.productsText')}
          />
          <AdminLink
            to="/admin/products/review"
            icon={<CheckCircleIcon />}
            title={t('admin.links.review')}
            text={t('admin.links.reviewText')}
          />
          <AdminLink
            to="/admin/categories"
            icon={<SettingsIcon />}
            title={t('admin.links.categories')}
            text={t('admin.links.categoriesText')}
          />
          <AdminLink
            to="/admin/orders/approve"
            icon={<CreditCardIcon />}
            title={t('admin.links.orders')}
            text={t('admin.links.ordersText')}
          />
          <AdminLink
            to="/admin/sales"
            icon={<ChartIcon />}
            title={t('admin.links.sales')}
            text={t('admin.links.salesText')}
          />
          <AdminLink
            to="/admin/settlement"
            icon={<WalletIcon />}
            title={t('admin.links.settlement')}
            text={t('admin.links.settlementText')}
          />
          <AdminLink
            to="/admin/campaigns"
            icon={<SparklesIcon />}
            title={t('admin.links.campaigns')}
            text={t('admin.links.campaignsText')}
          />
          <AdminLink
            to="/admin/recommendations"
            icon={<SparklesIcon />}
            title={t('recommendations.rules.nav')}
            text={t('recommendations.rules.text')}
          />
          <AdminLink
            to="/admin/short-links"
            icon={<LinkIcon />}
            title={t('admin.links.shortLinks')}
            text={t('admin.links.shortLinksText')}
          />
          <AdminLink
            to="/admin/mail"
            icon={<MailIcon />}
            title={t('admin.links.mail')}
            text={t('admin.links.mailText')}
          />
          <AdminLink
            to="/admin/plans"
            icon={<StarIcon />}
            title={t('admin.links.plans')}
            text={t('admin.links.plansText')}
          />
          <AdminLink
            to="/admin/authors"
            icon={<UsersIcon />}
            title={t('admin.links.authors')}
            text={t('admin.links.authorsText')}
          />
        </div>
      </section>
    </div>
  );
}

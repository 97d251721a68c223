import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, ChartIcon, HeadphonesIcon, SparklesIcon, WalletIcon } from '@/components/ui/icons';
import { ChevronRightIcon, PlusIcon, UserIcon, UsersIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/auth/lib/session-store';
import { useOwnProducts } from '@/features/publisher/api/products';
import { ProductsList } from '@/features/publisher/components/products-list';
import { StatusOverview } from '@/features/publisher/components/status-overview';
import { useDocumentTitle } from '@/lib/use-document-title';

function QuickLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{text}</span>
      </span>
      <ChevronRightIcon className="mt-2 size-5 text-slate-400 group-hover:text-indigo-600" />
    </Link>
  );
}

export function PublisherPage() {
  const { t } = useTranslation();
  const session = useSession();
  const recent = useOwnProducts({ page: 1, pageSize: 5 });
  useDocumentTitle(t('publisher.title'));

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('publisher.title')}</h1>
          <p className="mt-1 text-slate-600">{t('publisher.subtitle')}</p>
        </div>
        <ButtonLink to="/publisher/products/new" icon={<PlusIcon className="size-4" />}>
          {t('publisher.newProduct')}
        </ButtonLink>
      </div>
      <StatusOverview sellerId={session.user?.id ?? null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <QuickLink
          to="/publisher/products"
          icon={<BookIcon />}
          title={t('publisher.products')}
          text={t('publisher.productsText')}
        />
        <QuickLink
          to="/publisher/audio-content"
          icon={<HeadphonesIcon />}
          title={t('publisher.audio.title')}
          text={t('publisher.audio.linkText')}
        />
        <QuickLink
          to="/publisher/authors"
          icon={<UserIcon />}
          title={t('authorRecords.title')}
          text={t('authorRecords.linkText')}
        />
        <QuickLink
          to="/publisher/blog"
          icon={<SparklesIcon />}
          title={t('blog.own.title')}
          text={t('blog.own.linkText')}
        />
        <QuickLink
          to="/publisher/stats"
          icon={<ChartIcon />}
          title={t('earnings.links.stats')}
          text={t('earnings.links.statsText')}
        />
        <QuickLink
          to="/publisher/buyers"
          icon={<UsersIcon />}
          title={t('earnings.links.buyers')}
          text={t('earnings.links.buyersText')}
        />
        <QuickLink
          to="/publisher/settlement"
          icon={<WalletIcon />}
          title={t('earnings.links.settlement')}
          text={t('earnings.links.settlementText')}
        />
      </div>
      <section aria-labelledby="recent-products" className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="recent-products" className="text-lg font-semibold text-slate-900">
            {t('publisher.recent')}
          </h2>
          <Link to="/publisher/products" className="text-sm font-semibold text-indigo-700 hover:underline">
            {t('home.viewAll')}
          </Link>
        </div>
        {recent.isPending ? (
          <div className="space-y-2" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-20 w-full rounded-2xl" />
            ))}
          </div>
        ) : recent.data?.items.length ? (
          <ProductsList products={recent.data.items} />
        ) : (
          <EmptyState
            title={t('publisher.empty')}
            description={t('publisher.emptyText')}
            action={
              <ButtonLink to="/publisher/products/new" icon={<PlusIcon className="size-4" />}>
                {t('publisher.newProduct')}
              </ButtonLink>
            }
          />
        )}
      </section>
    </div>
  );
}

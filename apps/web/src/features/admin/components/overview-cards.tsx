import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { type AdminOverview, useAdminOverview } from '@/features/admin/api/overview';
import { formatNumber } from '@/lib/format';

const stats: { key: keyof AdminOverview; tone: string }[] = [
  { key: 'users_total', tone: 'text-indigo-700' },
  { key: 'users_active', tone: 'text-emerald-700' },
  { key: 'users_inactive', tone: 'text-slate-700' },
  { key: 'unverified', tone: 'text-amber-700' },
  { key: 'admins', tone: 'text-rose-700' },
  { key: 'publishers', tone: 'text-sky-700' },
  { key: 'members', tone: 'text-violet-700' },
  { key: 'contact_messages', tone: 'text-teal-700' },
];

export function OverviewCards() {
  const { t, i18n } = useTranslation();
  const overview = useAdminOverview();

  if (overview.error) return <Alert tone="error">{overview.error.message}</Alert>;

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {stats.map(({ key, tone }) => (
        <Card key={key} className="p-4">
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t(`admin.stats.${key}`)}
          </p>
          {overview.data ? (
            <p className={`mt-2 text-2xl font-bold ${tone}`}>
              {formatNumber(overview.data[key], i18n.language)}
            </p>
          ) : (
            <Skeleton className="mt-2 h-8 w-16" />
          )}
        </Card>
      ))}
    </div>
  );
}

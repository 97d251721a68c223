import type { ProductStatus } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useStatusCounts } from '@/features/publisher/api/products';
import { formatNumber } from '@/lib/format';

const STATUSES: { status: ProductStatus; tone: string }[] = [
  { status: 'draft', tone: 'text-slate-700' },
  { status: 'pending', tone: 'text-amber-700' },
  { status: 'approved', tone: 'text-emerald-700' },
  { status: 'rejected', tone: 'text-red-700' },
];

/** Products by review state; each number opens the list filtered to it. */
export function StatusOverview({ sellerId }: { sellerId: number | null }) {
  const { t, i18n } = useTranslation();
  const counts = useStatusCounts(sellerId);
  if (counts.error) return <Alert tone="error">{counts.error.message}</Alert>;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {STATUSES.map(({ status, tone }) => (
        <Link
          key={status}
          to={`/publisher/products?status=${status}`}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          data-testid={`count-${status}`}
        >
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t(`productStatus.${status}`)}
          </p>
          {counts.data ? (
            <p className={`mt-2 text-2xl font-bold ${tone}`}>
              {formatNumber(counts.data[status] ?? 0, i18n.language)}
            </p>
          ) : (
            <Skeleton className="mt-2 h-8 w-12" />
          )}
        </Link>
      ))}
    </div>
  );
}

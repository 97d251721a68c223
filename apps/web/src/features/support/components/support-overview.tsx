import type { SupportOverview as Overview } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { StarIcon } from '@/components/ui/icons';
import { ChevronRightIcon, MailIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupportOverview } from '@/features/support/api/inbox';
import { waitingSentence } from '@/features/support/lib/support-display';
import { formatNumber } from '@/lib/format';

type Row = Overview['by_priority'][number];

/** "2 jam 15 menit": how long the longest-waiting request has waited. */
function useWaitingText() {
  const { t } = useTranslation();
  return (minutes: number) => {
    const sentence = waitingSentence(minutes);
    return t(sentence.key, sentence.values);
  };
}

function OldestWaiting({ row }: { row: Row }) {
  const { t } = useTranslation();
  const waiting = useWaitingText();
  if (row.oldest_waiting_minutes === null) return <>{t('support.overview.noneWaiting')}</>;
  return <>{t('support.overview.oldest', { time: waiting(row.oldest_waiting_minutes) })}</>;
}

function PriorityRow({ row }: { row: Row }) {
  const { t, i18n } = useTranslation();
  const priority = row.priority === 'priority';
  return (
    <Card
      className={clsx('p-4', priority && 'border-l-4 border-l-red-500')}
      data-testid={`support-overview-${row.priority}`}
    >
      <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-500 uppercase">
        {priority ? <StarIcon className="size-3.5 text-red-600" /> : null}
        {t(`support.overview.${row.priority}`)}
      </p>
      <p className="mt-2 text-2xl font-bold text-slate-900">
        {t('support.overview.waiting', { number: formatNumber(row.waiting, i18n.language) })}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <OldestWaiting row={row} />
      </p>
      {row.overdue > 0 ? (
        <p className="mt-1 text-sm font-semibold text-red-700">
          {t('support.overview.overdue', { number: formatNumber(row.overdue, i18n.language) })}
        </p>
      ) : null}
    </Card>
  );
}

/** On top of the inbox: requests waiting for staff per priority, the oldest wait, and the unassigned ones. */
export function InboxOverview() {
  const { t, i18n } = useTranslation();
  const overview = useSupportOverview();
  if (overview.error) {
    return (
      <RetryAlert
        title={t('support.overview.failed')}
        message={overview.error.message}
        retryLabel={t('support.retry')}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  if (!overview.data) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  }
  return (
    <section aria-label={t('support.overview.title')} className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {overview.data.by_priority.map((row) => (
        <PriorityRow key={row.priority} row={row} />
      ))}
      <Card className="col-span-2 p-4 sm:col-span-1" data-testid="support-overview-unassigned">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          {t('support.overview.unassignedTitle')}
        </p>
        <p className="mt-2 text-2xl font-bold text-slate-900">
          {formatNumber(overview.data.unassigned, i18n.language)}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('support.overview.unassignedText')}</p>
      </Card>
    </section>
  );
}

/** The admin dashboard's card: what waits in the support inbox, and the way in. */
export function SupportOverviewCard() {
  const { t, i18n } = useTranslation();
  const waiting = useWaitingText();
  const overview = useSupportOverview();
  const rows = overview.data?.by_priority ?? [];
  return (
    <Link
      to="/admin/support"
      data-testid="support-overview-card"
      className="group flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-xs transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:flex-row sm:items-center"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
        <MailIcon />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">{t('support.overview.cardTitle')}</span>
        {overview.error ? (
          <span className="block text-sm text-red-700">{t('support.overview.failed')}</span>
        ) : overview.data ? (
          <span className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            {rows.map((row) => (
              <span
                key={row.priority}
                className={clsx(row.priority === 'priority' && row.waiting > 0 && 'text-red-700')}
              >
                <strong className="font-semibold">{t(`support.overview.${row.priority}`)}:</strong>{' '}
                {t('support.overview.waiting', { number: formatNumber(row.waiting, i18n.language) })}
                {row.oldest_waiting_minutes === null ? '' : ` · ${waiting(row.oldest_waiting_minutes)}`}
              </span>
            ))}
          </span>
        ) : (
          <Skeleton className="mt-1 h-5 w-64 max-w-full" />
        )}
      </span>
      <span className="inline-flex items-center gap-1 text-sm font-semibold text-indigo-700">
        {t('support.overview.open')}
        <ChevronRightIcon className="size-4" />
      </span>
    </Link>
  );
}

import type { ExtractionUsage } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatNumber } from '@/lib/format';
import { UsageChart } from './usage-chart';

/** The plan's monthly quota and its used part, and the last 30 days per key. */
export function UsagePanel({ usage, loading }: { usage: ExtractionUsage | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  if (loading || !usage) {
    return (
      <Card>
        <CardHeader title={t('extraction.usage.title')} />
        <CardBody className="space-y-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-40 w-full" />
        </CardBody>
      </Card>
    );
  }
  const percent = Math.min(100, Math.round((usage.used_this_month / Math.max(1, usage.monthly_quota)) * 100));
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Card>
      <CardHeader
        title={t('extraction.usage.title')}
        description={t('extraction.usage.plan', {
          plan: usage.plan_name,
          rate: n(usage.rate_limit_per_minute),
        })}
      />
      <CardBody className="space-y-5">
        <div data-testid="quota">
          <p className="mb-2 text-sm text-slate-800">
            <span className="text-2xl font-bold text-slate-900" data-testid="quota-used">
              {n(usage.used_this_month)}
            </span>{' '}
            {t('extraction.usage.ofQuota', { quota: n(usage.monthly_quota) })}
          </p>
          <ProgressBar
            percent={percent}
            tone={percent >= 90 ? 'danger' : 'brand'}
            label={t('extraction.usage.resets', { date: formatDate(usage.resets_at, i18n.language) })}
          />
        </div>
        {usage.days.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
            {t('extraction.usage.empty')}
          </p>
        ) : (
          <UsageChart usage={usage} today={new Date()} />
        )}
      </CardBody>
    </Card>
  );
}

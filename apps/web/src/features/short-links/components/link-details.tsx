import type { ShortLink } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useShortLinkStats } from '@/features/short-links/api/short-links';
import { formatNumber } from '@/lib/format';
import { ClicksChart } from './clicks-chart';
import { QrCode } from './qr-code';

/** What a link did in the last 30 days, where its visitors came from, and its QR code. */
export function LinkDetails({ link }: { link: ShortLink }) {
  const { t, i18n } = useTranslation();
  const stats = useShortLinkStats(link.id);
  const data = stats.data;
  const topClicks = Math.max(1, ...(data?.referrers.map((r) => r.clicks) ?? [1]));
  return (
    <div className="grid gap-6 border-t border-slate-100 bg-slate-50/60 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto]">
      <div className="min-w-0 space-y-4">
        {stats.error ? (
          <Alert tone="error">
            <p>{stats.error.message}</p>
          </Alert>
        ) : !data ? (
          <div className="space-y-2" aria-busy="true">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <>
            <div>
              <h3 className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm font-semibold text-slate-900">
                <span data-testid="stats-clicks">
                  {t('shortLinks.stats.last30', { count: data.days.reduce((sum, d) => sum + d.clicks, 0) })}
                </span>
                <span className="font-normal text-slate-600" data-testid="stats-visitors">
                  {t('shortLinks.stats.visitors30', {
                    count: data.days.reduce((sum, d) => sum + d.visitors, 0),
                  })}
                </span>
              </h3>
              <ClicksChart days={data.days} />
              <p className="mt-1 text-xs text-slate-500">{t('shortLinks.stats.delay')}</p>
              <p className="mt-1 text-xs text-slate-500">{t('shortLinks.stats.counting')}</p>
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('shortLinks.stats.referrers')}</h3>
              {data.referrers.length === 0 ? (
                <p className="text-sm text-slate-500" data-testid="referrers-empty">
                  {t('shortLinks.stats.noClicks')}
                </p>
              ) : (
                <ul className="space-y-1.5" data-testid="referrers">
                  {data.referrers.map((referrer) => (
                    <li key={referrer.domain} className="text-sm">
                      <div className="flex justify-between gap-3">
                        <span className="truncate text-slate-700">
                          {referrer.domain || t('shortLinks.stats.direct')}
                        </span>
                        <span className="font-medium tabular-nums text-slate-900">
                          {formatNumber(referrer.clicks, i18n.language)}
                        </span>
                      </div>
                      <div className="mt-0.5 h-1.5 rounded-full bg-slate-200">
                        <div
                          className="h-1.5 rounded-full bg-indigo-400"
                          style={{ width: `${(referrer.clicks / topClicks) * 100}%` }}
                        />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">{t('shortLinks.qr.title')}</h3>
        <QrCode url={link.short_url} code={link.code} />
      </div>
    </div>
  );
}

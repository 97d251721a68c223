import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { RefreshIcon } from '@/components/ui/icons';
import { ClockIcon, CreditCardIcon, ServerIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { type ServiceName, useServiceHealth } from '@/features/health/api/health';
import { formatTime } from '@/lib/format';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-2 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium break-all text-slate-900">{value}</dd>
    </div>
  );
}

export function ServiceCard({ name }: { name: ServiceName }) {
  const { t, i18n } = useTranslation();
  const query = useServiceHealth(name);
  const data = query.data;
  const title = name === 'backend' ? t('health.backend') : t('health.gateway');
  const database = data?.body?.database as
    | { status?: string; driver?: string; latency_ms?: number }
    | undefined;
  const catalogue = data?.body?.catalogue as { index?: string; products?: number } | undefined;
  const products = (catalogue?.products ?? 0).toLocaleString(i18n.language);
  const catalogueState =
    catalogue?.index === 'off'
      ? t('health.catalogueOff')
      : catalogue?.index === 'ready'
        ? t('health.catalogueReady', { products })
        : t('health.catalogueLoading', { products });

  return (
    <Card className="p-5" data-testid={`service-${name}`}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
            {name === 'backend' ? <ServerIcon /> : <CreditCardIcon />}
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">{title}</h2>
            <p className="text-xs text-slate-500">{name === 'backend' ? 'GET /health' : 'GET /pay/health'}</p>
          </div>
        </div>
        {data ? (
          <Badge tone={data.online ? (data.status === 'degraded' ? 'warning' : 'success') : 'danger'}>
            {data.online
              ? data.status === 'degraded'
                ? t('health.degraded')
                : t('health.online')
              : t('health.offline')}
          </Badge>
        ) : (
          <Skeleton className="h-5 w-16 rounded-full" />
        )}
      </div>
      {data ? (
        <dl className="mt-4 divide-y divide-slate-100">
          <Row label={t('health.environment')} value={data.environment} />
          <Row label={t('health.responseTime')} value={`${data.responseTimeMs} ms`} />
          {data.httpStatus !== null ? (
            <Row label={t('health.httpStatus')} value={String(data.httpStatus)} />
          ) : null}
          {database?.driver ? (
            <Row
              label={t('health.database')}
              value={`${database.driver} · ${database.status ?? '?'} · ${database.latency_ms ?? '?'} ms`}
            />
          ) : null}
          {catalogue?.index ? <Row label={t('health.catalogueIndex')} value={catalogueState} /> : null}
          {typeof data.body?.provider === 'string' ? (
            <Row label={t('health.provider')} value={data.body.provider} />
          ) : null}
          {typeof data.body?.version === 'string' ? (
            <Row label={t('health.version')} value={data.body.version} />
          ) : null}
        </dl>
      ) : (
        <div className="mt-4 space-y-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      )}
      <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-500">
        <span className="flex items-center gap-1.5">
          <ClockIcon className="size-4" />
          {data
            ? t('health.lastChecked', { time: formatTime(data.checkedAt, i18n.language) })
            : t('health.checking')}
        </span>
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
        >
          <RefreshIcon className={query.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          {t('health.checkNow')}
        </button>
      </div>
    </Card>
  );
}

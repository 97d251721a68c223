import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ShieldIcon } from '@/components/ui/icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  type LinkAction,
  REPORTED_PAGE_SIZE,
  useActOnLink,
  useReportedLinks,
} from '@/features/short-links/api/admin-short-links';
import { formatDateTime, formatNumber } from '@/lib/format';

/** Reported links, open reports first: the admin disables a link, enables it again, or dismisses the reports. */
export function ReportedLinks() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useReportedLinks(page);
  const act = useActOnLink();
  const run = (id: number, action: LinkAction) =>
    act.mutate(
      { id, action },
      {
        onSuccess: () => toast({ type: 'success', title: t(`shortLinks.admin.done.${action}`) }),
        onError: (error) => toast({ type: 'error', title: error.message }),
      },
    );

  if (list.error) {
    return (
      <Alert tone="error" title={t('shortLinks.list.loadFailed')}>
        <p>{list.error.message}</p>
      </Alert>
    );
  }
  if (!list.data) {
    return (
      <div className="space-y-2" aria-busy="true">
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-24 w-full" />
        ))}
      </div>
    );
  }
  if (list.data.items.length === 0) {
    return <EmptyState icon={<ShieldIcon className="size-6" />} title={t('shortLinks.admin.noReports')} />;
  }
  return (
    <div className="space-y-4">
      <Card className="overflow-hidden">
        <ul className="divide-y divide-slate-100">
          {list.data.items.map((link) => (
            <li
              key={link.id}
              className="grid gap-3 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto]"
              data-testid="reported-link"
            >
              <div className="min-w-0 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-mono text-sm font-semibold text-slate-900">/{link.code}</span>
                  {link.status === 'active' ? (
                    <Badge tone="success">{t('shortLinks.status.active')}</Badge>
                  ) : (
                    <Badge tone="danger">{t('shortLinks.status.disabled')}</Badge>
                  )}
                  {link.open_reports > 0 ? (
                    <Badge tone="warning">{t('shortLinks.admin.open', { count: link.open_reports })}</Badge>
                  ) : null}
                </div>
                <p className="truncate text-sm text-slate-600" title={link.target}>
                  → {link.target}
                </p>
                <p className="line-clamp-2 text-sm text-slate-800">“{link.last_reason}”</p>
                <p className="text-xs text-slate-500">
                  {t('shortLinks.admin.meta', {
                    owner: link.owner_email,
                    count: link.reports,
                    formatted: formatNumber(link.reports, i18n.language),
                    when: formatDateTime(link.last_reported_at, i18n.language),
                  })}
                </p>
              </div>
              <div className="flex flex-wrap gap-2 md:justify-end">
                {link.status === 'active' ? (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => run(link.id, 'disable')}
                    data-testid="reported-disable"
                  >
                    {t('shortLinks.admin.disable')}
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" onClick={() => run(link.id, 'enable')}>
                    {t('shortLinks.admin.enable')}
                  </Button>
                )}
                {link.open_reports > 0 ? (
                  <Button size="sm" variant="ghost" onClick={() => run(link.id, 'dismiss')}>
                    {t('shortLinks.admin.dismiss')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Pagination
        page={page}
        pageSize={REPORTED_PAGE_SIZE}
        total={list.data.total}
        onPageChange={setPage}
        labels={{
          previous: t('common.previous'),
          next: t('common.next'),
          summary: t('shortLinks.list.summary', { total: formatNumber(list.data.total, i18n.language) }),
        }}
      />
    </div>
  );
}

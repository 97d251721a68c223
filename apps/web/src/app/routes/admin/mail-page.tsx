import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/more-icons';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { type OutboxStatus, useMailOutbox } from '@/features/admin/api/mail-outbox';
import { MailOutboxList } from '@/features/admin/components/mail-outbox-list';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminHeader } from './admin-header';

const STATUSES: OutboxStatus[] = ['failed', 'queued'];

/** /admin/mail: mail that failed for good, or still waits for its next attempt, with the reason and a resend. */
export function MailPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: OutboxStatus = params.get('status') === 'queued' ? 'queued' : 'failed';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const outbox = useMailOutbox(status, page);
  useDocumentTitle(t('admin.mail.title'));

  const show = (next: OutboxStatus, nextPage = 1) =>
    setParams(
      { ...(next === 'queued' && { status: next }), ...(nextPage > 1 && { page: String(nextPage) }) },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <AdminHeader title={t('admin.mail.title')} description={t('admin.mail.subtitle')} />
      <div role="tablist" aria-label={t('admin.mail.title')} className="flex gap-2">
        {STATUSES.map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            aria-selected={status === option}
            onClick={() => show(option)}
            className={clsx(
              'rounded-full px-4 py-2 text-sm font-medium ring-1 transition-colors',
              status === option
                ? 'bg-indigo-600 text-white ring-indigo-600'
                : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {t(`admin.mail.tabs.${option}`)}
          </button>
        ))}
      </div>
      {outbox.data && outbox.data.transport !== 'smtp' ? (
        <Alert tone="warning" title={t('admin.mail.offTitle')}>
          {t(outbox.data.transport === 'none' ? 'admin.mail.offNone' : 'admin.mail.offOutbox')}
        </Alert>
      ) : null}
      {outbox.error ? (
        <Alert tone="error" title={t('admin.mail.loadFailed')}>
          {outbox.error.message}
        </Alert>
      ) : !outbox.data ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : outbox.data.items.length === 0 ? (
        <EmptyState
          icon={<MailIcon className="size-6" />}
          title={t(`admin.mail.empty.${status}`)}
          description={t('admin.mail.emptyText')}
        />
      ) : (
        <div className={outbox.isPlaceholderData ? 'space-y-4 opacity-60' : 'space-y-4'}>
          <MailOutboxList items={outbox.data.items} canResend={outbox.data.transport === 'smtp'} />
          <Pagination
            page={outbox.data.page}
            pageSize={outbox.data.pageSize}
            total={outbox.data.total}
            onPageChange={(next) => show(status, next)}
            labels={{
              previous: t('common.previous'),
              next: t('common.next'),
              summary: t('admin.mail.summary', { total: outbox.data.total }),
            }}
          />
        </div>
      )}
    </div>
  );
}

import type { LmsEnrolmentStatus, LmsParticipant } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InputField, SelectField } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadParticipantsCsv, useParticipants, useSetParticipant } from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';
import { formatDate } from '@/lib/format';

const STATUSES: LmsEnrolmentStatus[] = ['invited', 'pending', 'active', 'completed', 'removed'];
const TONE = {
  invited: 'info',
  pending: 'warning',
  active: 'brand',
  completed: 'success',
  removed: 'neutral',
} as const;

/** A course's learners: filter by status or name, export as CSV, remove or restore one. */
export function ParticipantsTable({ courseId }: { courseId: number }) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<LmsEnrolmentStatus | ''>('');
  const [q, setQ] = useState('');
  const filters = { status: status || undefined, q: q.trim() || undefined };
  const list = useParticipants(courseId, filters);
  const change = useSetParticipant(courseId);
  const [exportError, setExportError] = useState<unknown>(null);

  const action = (row: LmsParticipant) => {
    const userId = row.user_id;
    // An address invited by email has nobody behind it yet: nothing to remove or restore.
    if (userId === null)
      return <span className="text-xs text-slate-500">{t('lms.emailInvites.waiting')}</span>;
    return (
      <Button
        size="sm"
        variant={row.status === 'removed' ? 'secondary' : 'ghost'}
        loading={change.isPending && change.variables?.userId === userId}
        onClick={() => change.mutate({ userId, remove: row.status !== 'removed' })}
      >
        {row.status === 'removed' ? t('lms.participants.restore') : t('lms.participants.remove')}
      </Button>
    );
  };
  const statusBadge = (row: LmsParticipant) => (
    <Badge tone={TONE[row.status]}>{t(`lms.status.${row.status}`)}</Badge>
  );
  const score = (row: LmsParticipant) => (row.average_score === null ? '—' : `${row.average_score}`);

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <SelectField
          label={t('lms.participants.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value as LmsEnrolmentStatus | '')}
        >
          <option value="">{t('lms.participants.all')}</option>
          {STATUSES.map((one) => (
            <option key={one} value={one}>
              {t(`lms.status.${one}`)}
            </option>
          ))}
        </SelectField>
        <InputField
          label={t('lms.participants.search')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          type="search"
        />
        <Button
          variant="outline"
          onClick={() => downloadParticipantsCsv(courseId, filters).catch(setExportError)}
        >
          {t('lms.participants.csv')}
        </Button>
      </div>
      {exportError || change.error ? (
        <Alert tone="error">{messageOf(exportError ?? change.error, t('lms.saveFailed'))}</Alert>
      ) : null}
      {list.isPending ? <Skeleton className="h-40 w-full" /> : null}
      {list.data?.length === 0 ? (
        <EmptyState title={t('lms.participants.empty')} description={t('lms.participants.emptyHint')} />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ResponsiveTable
          rows={list.data}
          rowKey={(row) => row.user_id ?? `invited:${row.email}`}
          tableTestId="participants"
          columns={[
            {
              header: t('lms.participants.name'),
              cell: (row) => (
                <div>
                  <p className="font-medium text-slate-900">{row.name || row.email}</p>
                  <p className="text-xs text-slate-500">{row.email}</p>
                </div>
              ),
            },
            { header: t('lms.participants.status'), cell: statusBadge },
            { header: t('lms.participants.progress'), align: 'right', cell: (row) => `${row.percentage}%` },
            { header: t('lms.participants.score'), align: 'right', cell: score },
            {
              header: t('lms.participants.enrolled'),
              cell: (row) => formatDate(row.enrolled_at, i18n.language),
            },
            { header: '', align: 'right', cell: action },
          ]}
          card={(row) => (
            <div className="space-y-2">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{row.name || row.email}</p>
                  <p className="truncate text-xs text-slate-500">{row.email}</p>
                </div>
                {statusBadge(row)}
              </div>
              <p className="text-sm text-slate-600">
                {t('lms.participants.summary', { progress: row.percentage, score: score(row) })}
              </p>
              {action(row)}
            </div>
          )}
        />
      ) : null}
    </div>
  );
}

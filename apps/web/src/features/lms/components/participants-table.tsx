import { LMS_DECISION_MAX, type LmsEnrolmentStatus, type LmsParticipant } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Checkbox, InputField, SelectField } from '@/components/ui/field';
import { ResponsiveTable } from '@/components/ui/responsive-table';
import { Skeleton } from '@/components/ui/skeleton';
import {
  downloadParticipantsCsv,
  useDecideRequests,
  useParticipants,
  useSetParticipant,
} from '@/features/lms/api/trainer';
import { messageOf } from '@/features/lms/lib/errors';
import { formatDate } from '@/lib/format';
import { CertificateCell, holdsValidCertificate, RemoveParticipantDialog } from './participant-certificate';

export const PARTICIPANT_STATUSES: LmsEnrolmentStatus[] = [
  'invited',
  'pending',
  'active',
  'completed',
  'removed',
];
const TONE = {
  invited: 'info',
  pending: 'warning',
  active: 'brand',
  completed: 'success',
  removed: 'neutral',
} as const;

type Decision = 'approve' | 'decline';
const waitingId = (row: LmsParticipant) => (row.status === 'pending' ? row.user_id : null);

/**
 * A course's learners: filter by status or name, export as CSV, remove or restore one (asking whether to
 * revoke the certificate of one who has it), revoke a certificate, and approve or decline requests to join,
 * one at a time or the ones ticked (at most LMS_DECISION_MAX at once).
 */
export function ParticipantsTable({
  courseId,
  status,
  onStatusChange,
}: {
  courseId: number;
  status: LmsEnrolmentStatus | '';
  onStatusChange: (status: LmsEnrolmentStatus | '') => void;
}) {
  const { t, i18n } = useTranslation();
  const [q, setQ] = useState('');
  const filters = { status: status || undefined, q: q.trim() || undefined };
  const list = useParticipants(courseId, filters);
  const change = useSetParticipant(courseId);
  const decide = useDecideRequests(courseId);
  const [exportError, setExportError] = useState<unknown>(null);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [done, setDone] = useState<{ decision: Decision; count: number } | null>(null);
  const [removing, setRemoving] = useState<(LmsParticipant & { user_id: number }) | null>(null);

  const waiting = (list.data ?? []).flatMap((row) => waitingId(row) ?? []);
  // Only rows still shown and still waiting count: a filter or a decision elsewhere drops the others.
  const selected = waiting.filter((id) => ticked.has(id));
  const selectable = waiting.slice(0, LMS_DECISION_MAX);
  const allTicked = selectable.length > 0 && selectable.every((id) => ticked.has(id));

  const toggle = (userId: number, on: boolean) =>
    setTicked((before) => {
      const next = new Set(before);
      if (on && selected.length < LMS_DECISION_MAX) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const run = (decision: Decision, userIds: number[], bulk = false) => {
    setDone(null);
    decide.mutate(
      { decision, userIds, bulk },
      {
        onSuccess: (result) => {
          setDone({ decision, count: result.user_ids.length });
          setTicked(new Set());
        },
      },
    );
  };
  const deciding = (decision: Decision, userId?: number) =>
    decide.isPending &&
    decide.variables?.decision === decision &&
    (userId === undefined
      ? decide.variables.bulk === true
      : !decide.variables.bulk && decide.variables.userIds[0] === userId);

  const action = (row: LmsParticipant) => {
    const userId = row.user_id;
    // An address invited by email has nobody behind it yet: nothing to remove or restore.
    if (userId === null)
      return <span className="text-xs text-slate-500">{t('lms.emailInvites.waiting')}</span>;
    if (row.status === 'pending') {
      return (
        <div className="flex flex-wrap gap-1.5 md:justify-end">
          <Button
            size="sm"
            data-testid="approve-one"
            loading={deciding('approve', userId)}
            disabled={decide.isPending}
            onClick={() => run('approve', [userId])}
          >
            {t('lms.participants.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            data-testid="decline-one"
            loading={deciding('decline', userId)}
            disabled={decide.isPending}
            onClick={() => run('decline', [userId])}
          >
            {t('lms.participants.decline')}
          </Button>
        </div>
      );
    }
    return (
      <Button
        size="sm"
        variant={row.status === 'removed' ? 'secondary' : 'ghost'}
        loading={change.isPending && change.variables?.userId === userId}
        onClick={() =>
          row.status !== 'removed' && holdsValidCertificate(row)
            ? setRemoving({ ...row, user_id: userId })
            : change.mutate({ userId, remove: row.status !== 'removed' })
        }
      >
        {row.status === 'removed' ? t('lms.participants.restore') : t('lms.participants.remove')}
      </Button>
    );
  };
  const tick = (row: LmsParticipant) => {
    const userId = waitingId(row);
    if (userId === null) return null;
    return (
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-indigo-600"
        aria-label={t('lms.participants.select', { name: row.name || row.email })}
        data-testid="select-request"
        checked={ticked.has(userId)}
        onChange={(event) => toggle(userId, event.target.checked)}
      />
    );
  };
  const statusBadge = (row: LmsParticipant) => (
    <Badge tone={TONE[row.status]}>{t(`lms.status.${row.status}`)}</Badge>
  );
  const score = (row: LmsParticipant) => (row.average_score === null ? '—' : `${row.average_score}`);
  const since = (row: LmsParticipant) => {
    const date = formatDate(row.enrolled_at, i18n.language);
    return row.status === 'pending' ? t('lms.participants.requested', { date }) : date;
  };
  const error = exportError ?? change.error ?? decide.error;

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
        <SelectField
          label={t('lms.participants.status')}
          value={status}
          onChange={(event) => onStatusChange(event.target.value as LmsEnrolmentStatus | '')}
        >
          <option value="">{t('lms.participants.all')}</option>
          {PARTICIPANT_STATUSES.map((one) => (
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
      {waiting.length > 0 ? (
        <div
          className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50/60 p-3 sm:flex-row sm:items-center sm:justify-between"
          data-testid="request-actions"
        >
          <div className="space-y-1">
            <Checkbox
              label={t('lms.participants.selectAll')}
              checked={allTicked}
              onChange={(event) => setTicked(new Set(event.target.checked ? selectable : []))}
            />
            {waiting.length > LMS_DECISION_MAX ? (
              <p className="text-xs text-slate-600">
                {t('lms.participants.selectionCap', { max: LMS_DECISION_MAX })}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              data-testid="approve-selected"
              disabled={selected.length === 0 || decide.isPending}
              loading={deciding('approve')}
              onClick={() => run('approve', selected, true)}
            >
              {t('lms.participants.approveSelected', { count: selected.length })}
            </Button>
            <Button
              size="sm"
              variant="outline"
              data-testid="decline-selected"
              disabled={selected.length === 0 || decide.isPending}
              loading={deciding('decline')}
              onClick={() => run('decline', selected, true)}
            >
              {t('lms.participants.declineSelected', { count: selected.length })}
            </Button>
          </div>
        </div>
      ) : null}
      {done ? (
        <Alert tone="success">
          {t(done.decision === 'approve' ? 'lms.participants.approved' : 'lms.participants.declined', {
            count: done.count,
          })}
        </Alert>
      ) : null}
      {error ? <Alert tone="error">{messageOf(error, t('lms.saveFailed'))}</Alert> : null}
      {list.isPending ? <Skeleton className="h-40 w-full" /> : null}
      {list.data?.length === 0 ? (
        <EmptyState title={t('lms.participants.empty')} description={t('lms.participants.emptyHint')} />
      ) : null}
      {list.data && list.data.length > 0 ? (
        <ResponsiveTable
          rows={list.data}
          rowKey={(row) => row.user_id ?? `invited:${row.email}`}
          tableTestId="participants"
          cardsTestId="participant-cards"
          columns={[
            ...(waiting.length > 0 ? [{ header: '', className: 'w-8', cell: tick }] : []),
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
            { header: t('lms.participants.enrolled'), cell: since },
            {
              header: t('lms.participants.certificate'),
              cell: (row) => <CertificateCell courseId={courseId} row={row} />,
            },
            { header: '', align: 'right', cell: action },
          ]}
          card={(row) => (
            <div className="space-y-2">
              <div className="flex items-start justify-between gap-2">
                <div className="flex min-w-0 items-start gap-3">
                  {tick(row) ? <div className="pt-1">{tick(row)}</div> : null}
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{row.name || row.email}</p>
                    <p className="truncate text-xs text-slate-500">{row.email}</p>
                  </div>
                </div>
                {statusBadge(row)}
              </div>
              <p className="text-sm text-slate-600">
                {row.status === 'pending'
                  ? since(row)
                  : t('lms.participants.summary', { progress: row.percentage, score: score(row) })}
              </p>
              {row.certificate ? <CertificateCell courseId={courseId} row={row} /> : null}
              {action(row)}
            </div>
          )}
        />
      ) : null}
      {removing ? (
        <RemoveParticipantDialog courseId={courseId} row={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </div>
  );
}

/** How many requests wait in a course, with the way to review them; nothing while none waits. */
export function PendingRequestsBanner({ courseId, onReview }: { courseId: number; onReview?: () => void }) {
  const { t } = useTranslation();
  const waiting = useParticipants(courseId, { status: 'pending' });
  const count = waiting.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <div data-testid="pending-banner">
      <Alert tone="warning" title={t('lms.participants.pendingBanner', { count })}>
        {onReview ? (
          <Button size="sm" variant="outline" className="mt-1" onClick={onReview}>
            {t('lms.participants.showPending')}
          </Button>
        ) : null}
      </Alert>
    </div>
  );
}

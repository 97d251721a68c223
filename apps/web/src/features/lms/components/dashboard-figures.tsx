import type { LmsDashboard } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate, formatNumber } from '@/lib/format';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <CardBody>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      </CardBody>
    </Card>
  );
}

/** Requests to join waiting in the trainer's courses, each course with the way to its requests. */
function PendingRequests({ data }: { data: LmsDashboard }) {
  const { t, i18n } = useTranslation();
  if (data.pending_requests === 0) return null;
  return (
    <Card data-testid="dashboard-pending">
      <CardHeader
        title={`${t('lms.dashboard.pending')} · ${formatNumber(data.pending_requests, i18n.language)}`}
        description={t('lms.dashboard.pendingHint')}
      />
      <CardBody>
        <ul className="divide-y divide-slate-100">
          {data.pending_by_course.map((row) => (
            <li key={row.course_id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="line-clamp-2 min-w-0 flex-1 text-slate-800">{row.title}</span>
              <span className="flex shrink-0 items-center gap-2">
                <Badge tone="warning">{t('lms.dashboard.requestsCount', { count: row.count })}</Badge>
                <Link
                  to={`/lms/dashboard/courses/${row.course_id}/participants?status=pending`}
                  className="rounded-lg px-2 py-1 font-semibold text-indigo-700 hover:bg-indigo-50"
                >
                  {t('lms.dashboard.review')}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

/**
 * The trainer's overview: requests waiting for approval, totals, enrolments per day, where learners stop,
 * and the latest feedback.
 */
export function DashboardFigures({ data }: { data: LmsDashboard }) {
  const { t, i18n } = useTranslation();
  const max = Math.max(1, ...data.enrolments_by_day.map((day) => day.count));
  return (
    <div className="space-y-6">
      <PendingRequests data={data} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={t('lms.dashboard.courses')} value={formatNumber(data.courses, i18n.language)} />
        <Figure label={t('lms.dashboard.learners')} value={formatNumber(data.learners, i18n.language)} />
        <Figure label={t('lms.dashboard.completion')} value={`${data.completion_rate}%`} />
        <Figure
          label={t('lms.dashboard.score')}
          value={data.average_score === null ? '—' : `${data.average_score}`}
        />
      </div>
      <Card>
        <CardHeader title={t('lms.dashboard.enrolments')} />
        <CardBody>
          <div className="flex h-32 items-end gap-0.5" aria-hidden="true">
            {data.enrolments_by_day.map((day) => (
              <div
                key={day.day}
                title={`${formatDate(day.day, i18n.language)}: ${day.count}`}
                className="flex-1 rounded-t bg-indigo-500"
                style={{ height: `${Math.max(2, (day.count / max) * 100)}%`, opacity: day.count ? 1 : 0.25 }}
              />
            ))}
          </div>
          <table className="sr-only">
            <tbody>
              {data.enrolments_by_day.map((day) => (
                <tr key={day.day}>
                  <td>{day.day}</td>
                  <td>{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-500">{t('lms.dashboard.last30')}</p>
        </CardBody>
      </Card>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader title={t('lms.dashboard.dropOff')} description={t('lms.dashboard.dropOffHint')} />
          <CardBody>
            {data.drop_off.length === 0 ? (
              <p className="text-sm text-slate-600">{t('lms.dashboard.noDropOff')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {data.drop_off.map((row) => (
                  <li key={row.content_id} className="flex justify-between gap-3 py-2 text-sm">
                    <span className="min-w-0 truncate text-slate-800">{row.title}</span>
                    <span className="shrink-0 font-semibold">
                      {t('lms.dashboard.learnersCount', { count: row.learners })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('lms.dashboard.feedback')} />
          <CardBody>
            {data.feedback.length === 0 ? (
              <EmptyState title={t('lms.dashboard.noFeedback')} />
            ) : (
              <ul className="space-y-3">
                {data.feedback.map((row) => (
                  <li key={`${row.course_title}-${row.created_at}-${row.name}`} className="text-sm">
                    <p className="font-medium text-slate-900">
                      {'★'.repeat(row.rating)}
                      <span className="text-slate-300">{'★'.repeat(5 - row.rating)}</span> ·{' '}
                      {row.course_title}
                    </p>
                    {row.text ? <p className="text-slate-700">{row.text}</p> : null}
                    <p className="text-xs text-slate-500">{row.name}</p>
                  </li>
                ))}
              </ul>
            )}
          </CardBody>
        </Card>
      </div>
    </div>
  );
}

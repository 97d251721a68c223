import type {
  SupportPremiumDecision,
  SupportPriority,
  SupportRequest,
  SupportRequestStatus,
} from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { StarIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/components/ui/more-icons';
import {
  DECISION_TONE,
  type ResponsePromise,
  responsePromise,
  STATUS_TONE,
} from '@/features/support/lib/support-display';
import { formatDateTime } from '@/lib/format';

export function StatusBadge({ status }: { status: SupportRequestStatus }) {
  const { t } = useTranslation();
  return <Badge tone={STATUS_TONE[status]}>{t(`support.status.${status}`)}</Badge>;
}

/** Only priority requests carry a mark; a normal one needs none. */
export function PriorityBadge({ priority }: { priority: SupportPriority }) {
  const { t } = useTranslation();
  if (priority !== 'priority') return null;
  return (
    <Badge tone="danger" data-testid="priority-badge">
      <StarIcon className="size-3.5" />
      {t('support.priority.priority')}
    </Badge>
  );
}

export function DecisionBadge({ decision }: { decision: SupportPremiumDecision | null }) {
  const { t } = useTranslation();
  if (!decision) return null;
  return <Badge tone={DECISION_TONE[decision]}>{t(`support.decision.${decision}`)}</Badge>;
}

/** The promised first-answer time, or when it was kept, or how long it has been overdue. */
export function PromiseLabel({ promise, className }: { promise: ResponsePromise; className?: string }) {
  const { t, i18n } = useTranslation();
  const at = (value: string) => formatDateTime(value, i18n.language);
  const tone =
    promise.state === 'overdue'
      ? 'font-semibold text-red-700'
      : promise.state === 'answered'
        ? 'text-emerald-700'
        : 'text-slate-600';
  const text =
    promise.state === 'overdue'
      ? t('support.promise.overdue', { time: at(promise.since) })
      : promise.state === 'answered'
        ? t('support.promise.answered', { time: at(promise.at) })
        : t('support.promise.due', { time: at(promise.by) });
  return (
    <span
      className={`inline-flex items-center gap-1 text-sm ${tone} ${className ?? ''}`}
      data-testid="response-promise"
    >
      <ClockIcon className="size-4 shrink-0" />
      {text}
    </span>
  );
}

/** A request's marks in a row (priority, status, type, premium decision), then its promise while it is open. */
export function RequestMarks({
  request,
}: {
  request: Pick<
    SupportRequest,
    | 'priority'
    | 'status'
    | 'type'
    | 'premium_decision'
    | 'first_response_due_at'
    | 'first_responded_at'
    | 'overdue'
  >;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <PriorityBadge priority={request.priority} />
        <StatusBadge status={request.status} />
        <span className="text-sm font-medium text-slate-600">{t(`support.type.${request.type}`)}</span>
        <DecisionBadge decision={request.premium_decision} />
      </div>
      {request.status === 'closed' ? null : <PromiseLabel promise={responsePromise(request)} />}
    </>
  );
}

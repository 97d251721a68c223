import type { SupportMyRequest } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/more-icons';
import {
  DecisionBadge,
  PriorityBadge,
  PromiseLabel,
  StatusBadge,
} from '@/features/support/components/support-badges';
import { responsePromise } from '@/features/support/lib/support-display';
import { formatDateTime } from '@/lib/format';

/** A member's requests, newest first, each leading to its thread. */
export function MyRequestsList({ requests }: { requests: SupportMyRequest[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="space-y-2" data-testid="my-support-requests">
      {requests.map((request) => (
        <li key={request.id}>
          <Link
            to={`/dashboard/support/${request.id}`}
            className={clsx(
              'group flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition hover:border-indigo-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              request.priority === 'priority' && 'border-l-4 border-l-red-500',
            )}
          >
            <div className="min-w-0 flex-1 space-y-1.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs font-semibold text-slate-500">{request.reference}</span>
                <PriorityBadge priority={request.priority} />
                <StatusBadge status={request.status} />
                <DecisionBadge decision={request.premium_decision} />
              </div>
              <p className="truncate font-semibold text-slate-900 group-hover:text-indigo-700">
                {request.subject}
              </p>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="text-sm text-slate-600">{t(`support.type.${request.type}`)}</span>
                {request.status === 'closed' ? null : <PromiseLabel promise={responsePromise(request)} />}
                <span className="text-xs text-slate-500">
                  {t('support.inbox.updated', { time: formatDateTime(request.updated_at, i18n.language) })}
                </span>
              </div>
            </div>
            <ChevronRightIcon className="mt-1 size-5 shrink-0 text-slate-400 group-hover:text-indigo-600" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

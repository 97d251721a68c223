import type { OrderEvent } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { STATUS_TONES } from '@/features/orders/lib/order-rules';
import { formatDateTime } from '@/lib/format';

const DOT: Record<string, string> = {
  neutral: 'bg-slate-400',
  brand: 'bg-indigo-500',
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  danger: 'bg-red-500',
  info: 'bg-sky-500',
};

/** The order's status changes, oldest first, with who made each and their note. */
export function OrderHistory({ events }: { events: OrderEvent[] }) {
  const { t, i18n } = useTranslation();
  if (events.length === 0) return <p className="text-sm text-slate-500">{t('orders.noHistory')}</p>;
  return (
    <ol className="space-y-4" data-testid="order-history">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events have no id and never reorder
        <li key={index} className="relative flex gap-3 pl-1">
          {index < events.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-4 bottom-[-1rem] left-[0.6rem] w-px bg-slate-200"
            />
          ) : null}
          <span
            aria-hidden="true"
            className={clsx(
              'relative mt-1 size-3 shrink-0 rounded-full ring-4 ring-white',
              DOT[STATUS_TONES[event.status]],
            )}
          />
          <div className="min-w-0 text-sm">
            <p className="font-medium text-slate-900">
              {t(`orders.status.${event.status}`)}
              <span className="font-normal text-slate-500"> · {t(`orders.actors.${event.actor}`)}</span>
            </p>
            <p className="text-xs text-slate-500">
              <time dateTime={event.at}>{formatDateTime(event.at, i18n.language)}</time>
            </p>
            {event.note ? <p className="mt-1 break-words text-slate-700">{event.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

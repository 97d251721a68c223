import type { SupportMessage } from '@pustaka/contract';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/ui/more-icons';
import { formatDateTime } from '@/lib/format';

const frame: Record<SupportMessage['kind'], string> = {
  sender: 'border-slate-200 bg-white',
  answer: 'border-indigo-200 bg-indigo-50/70',
  note: 'border-amber-300 border-dashed bg-amber-50',
};

/**
 * A request's messages, oldest first. Internal notes (staff only; the sender's own view never receives them)
 * stand out with a dashed amber frame and a lock, so nobody mistakes one for an answer that was sent.
 */
export function RequestThread({
  messages,
  senderName,
  ownView = false,
}: {
  messages: SupportMessage[];
  /** Who wrote a sender message without an account (a guest): the name on the request. */
  senderName: string;
  /** The sender reading their own request: their messages say "you", answers say "support team". */
  ownView?: boolean;
}) {
  const { t, i18n } = useTranslation();

  function author(message: SupportMessage): string {
    if (message.kind === 'sender')
      return ownView ? t('support.thread.you') : (message.author?.name ?? senderName);
    if (ownView) return t('support.thread.team');
    return message.author?.name ?? t('support.thread.team');
  }

  return (
    <ol className="space-y-3" aria-label={t('support.thread.label')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={clsx(
            'rounded-2xl border p-4',
            frame[message.kind],
            message.kind === 'answer' ? 'sm:ml-8' : message.kind === 'sender' ? 'sm:mr-8' : '',
          )}
          data-testid={`thread-${message.kind}`}
        >
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
            <span className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
              <span className="truncate">{author(message)}</span>
              {message.kind === 'note' ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-900">
                  <LockIcon className="size-3.5" />
                  {t('support.thread.internal')}
                </span>
              ) : message.kind === 'answer' ? (
                <span className="text-xs font-medium text-indigo-700">{t('support.thread.answer')}</span>
              ) : null}
            </span>
            <time dateTime={message.created_at} className="text-xs text-slate-600">
              {formatDateTime(message.created_at, i18n.language)}
            </time>
          </div>
          <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

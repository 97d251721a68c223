import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import type { LiveState } from '@/features/live-quiz/lib/live-state';

/** A strip across the top while the connection is being re-established; the game goes on meanwhile. */
export function ConnectionBanner({ connection }: { connection: LiveState['connection'] }) {
  const { t } = useTranslation();
  if (connection !== 'reconnecting') return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-0 z-40 flex items-center justify-center gap-2 bg-amber-400 px-4 py-2 text-sm font-semibold text-slate-900 shadow"
      data-testid="reconnecting"
    >
      <Spinner className="size-4" />
      {t('liveQuiz.connection.reconnecting')}
    </div>
  );
}

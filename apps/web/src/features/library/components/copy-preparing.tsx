import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/**
 * A buyer reads a PDF only as their own stamped copy; the first time they open it, it is being made. The
 * file list is asked for again meanwhile (see useOwnedContent), and the reader opens once it is ready.
 */
export function CopyPreparing() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="copy-preparing"
      className="flex min-h-96 flex-col items-center justify-center gap-3 rounded-lg border border-slate-200 bg-white p-6 text-center"
    >
      <Spinner className="size-8 text-indigo-600" />
      <p className="font-medium text-slate-900">{t('viewer.copyPreparing')}</p>
      <p className="max-w-sm text-slate-600 text-sm">{t('viewer.copyPreparingHint')}</p>
    </div>
  );
}

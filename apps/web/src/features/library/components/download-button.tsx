import type { DownloadAllowance, FileLink } from '@pustaka/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DownloadIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useDownload } from '@/features/library/api/downloads';

const ALIGN = {
  start: 'flex flex-col items-start gap-1',
  end: 'flex flex-col items-start gap-1 sm:items-end',
  center: 'flex flex-col items-center gap-1',
};

/**
 * Downloads one file of an owned product. A buyer's PDF is stamped first, which the button shows as
 * "preparing"; the remaining downloads are shown under it. Creators and admins download without a limit.
 */
export function DownloadButton({
  fileId,
  allowance,
  label,
  size = 'md',
  align = 'end',
}: {
  fileId: number;
  /** The buyer's allowance; null for creators and admins. */
  allowance: DownloadAllowance | null;
  label?: string;
  size?: 'sm' | 'md';
  /** Where the button and its note line up on wider screens. */
  align?: keyof typeof ALIGN;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(allowance);
  useEffect(() => setLeft(allowance), [allowance]);
  const { state, start } = useDownload({
    onDone: (link: FileLink) => {
      if (link.downloads) setLeft(link.downloads);
      toast({
        type: 'success',
        title: t('viewer.download.started'),
        message: link.stamped ? t('viewer.download.stampedNote') : undefined,
      });
    },
    onFail: ({ code, message }) => {
      toast({
        type: 'error',
        title: t('viewer.download.failed'),
        message: code === 'TIMEOUT' ? t('viewer.download.timeout') : message || undefined,
      });
      if (code === 'DOWNLOAD_LIMIT_REACHED')
        setLeft((current) => (current ? { ...current, remaining: 0 } : current));
    },
  });

  const busy = state.status === 'requesting' || state.status === 'preparing';
  const exhausted = left !== null && left.remaining <= 0;
  return (
    <div className={ALIGN[align]}>
      <Button
        size={size}
        variant="outline"
        icon={<DownloadIcon className="size-4" />}
        loading={busy}
        disabled={exhausted}
        onClick={() => void start(fileId)}
        data-testid="download-button"
      >
        {state.status === 'preparing'
          ? t('viewer.download.preparing')
          : busy
            ? t('viewer.download.requesting')
            : (label ?? t('viewer.download.label'))}
      </Button>
      {left ? (
        <p className="text-xs text-slate-500" data-testid="downloads-left" aria-live="polite">
          {exhausted
            ? t('viewer.download.noneLeft')
            : t('viewer.download.left', { remaining: left.remaining, limit: left.limit })}
        </p>
      ) : null}
    </div>
  );
}

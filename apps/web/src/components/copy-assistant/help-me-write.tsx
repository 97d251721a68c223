import type { CopyKind } from '@pustaka/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import type { CopyField } from './copy-fields';
import type { CopyAsk } from './use-copy';

const CopyPanel = lazy(() => import('./copy-panel').then((m) => ({ default: m.CopyPanel })));

function SparkIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      aria-hidden="true"
    >
      <path
        d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9L18 15z"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * "Bantu tulis" / "Help me write": a button that opens the copy assistant's panel in a dialog. The panel's
 * code loads when it is first opened, so an editor carries only this button.
 */
export function HelpMeWrite({
  kind,
  request,
  onAccept,
}: {
  kind: CopyKind;
  /** What to write from, read when the panel opens; null when the editor has nothing yet. */
  request: () => CopyAsk | null;
  onAccept: (field: CopyField, value: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<CopyAsk | null>(null);
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        size="sm"
        icon={<SparkIcon />}
        data-testid={`help-me-write-${kind}`}
        onClick={() => {
          setAsked(request());
          setOpen(true);
        }}
      >
        {t('copyAssistant.button')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('copyAssistant.title')}
        description={t(`copyAssistant.intro.${kind}`)}
        closeLabel={t('copyAssistant.close')}
        size="xl"
      >
        {open ? (
          <Suspense fallback={<Spinner className="mx-auto size-6" label={t('copyAssistant.loading')} />}>
            <CopyPanel kind={kind} request={asked} onAccept={onAccept} />
          </Suspense>
        ) : null}
      </Dialog>
    </>
  );
}

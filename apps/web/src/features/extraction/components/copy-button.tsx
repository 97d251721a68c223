import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';

/** How long "copied" shows after a copy (the specification's copy feedback). */
const COPY_FEEDBACK_MS = 2_000;

export function CopyButton({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      aria-label={t('extraction.copyLabel', { label })}
      data-testid={testId}
      onClick={() => {
        if (!navigator.clipboard) return setState('failed');
        void navigator.clipboard.writeText(value).then(
          () => setState('copied'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'copied' ? (
        <span className="inline-flex items-center gap-1 text-emerald-700">
          <CheckIcon className="size-4" />
          {t('extraction.copied')}
        </span>
      ) : state === 'failed' ? (
        t('extraction.copyFailed')
      ) : (
        t('extraction.copy')
      )}
    </Button>
  );
}

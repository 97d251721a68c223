import type { ManagedProduct } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckCircleIcon, SendIcon, XCircleIcon } from '@/components/ui/more-icons';
import { toast } from '@/components/ui/toast';
import { useSubmitProduct } from '@/features/publisher/api/products';
import { canSubmit, missingFromDetails, reviewChecklist } from '@/features/publisher/lib/editor-rules';
import { isApiError } from '@/lib/api-client';

const ANCHORS: Record<string, string> = {
  cover: '#cover',
  description: '#details',
  'file:main': '#files',
  'file:track': '#files',
  'file:lesson': '#files',
  'file:deck': '#files',
};

/** The review checklist and "Kirim untuk ditinjau"; what the server still misses is listed on a 400. */
export function SubmitPanel({ product }: { product: ManagedProduct }) {
  const { t } = useTranslation();
  const submit = useSubmitProduct(product.id);
  const [missing, setMissing] = useState<string[]>([]);
  const checklist = reviewChecklist(product);
  const allowed = canSubmit(product);
  // What the server said was missing, less what has been added since.
  const stillMissing = missing.filter((key) => !checklist.some((item) => item.key === key && item.done));

  function send() {
    setMissing([]);
    submit.mutate(undefined, {
      onSuccess: () => toast.success(t('editor.submit.sent'), t('editor.submit.sentText')),
      onError: (error) => {
        if (isApiError(error) && error.status === 400) setMissing(missingFromDetails(error.details));
      },
    });
  }

  const label = (key: string) =>
    t(`editor.submit.items.${key.replace('file:', 'file_')}` as 'editor.submit.items.cover');

  return (
    <div className="space-y-4">
      <ul className="space-y-2" aria-label={t('editor.submit.checklist')}>
        {checklist.map((item) => (
          <li key={item.key} className="flex items-center gap-2 text-sm">
            {item.done ? (
              <CheckCircleIcon className="size-5 shrink-0 text-emerald-600" />
            ) : (
              <XCircleIcon className="size-5 shrink-0 text-slate-300" />
            )}
            <a
              href={ANCHORS[item.key] ?? '#'}
              className={item.done ? 'text-slate-600' : 'font-medium text-slate-900 hover:underline'}
            >
              {label(item.key)}
            </a>
          </li>
        ))}
      </ul>
      {stillMissing.length ? (
        <Alert tone="error" title={t('editor.submit.missingTitle')}>
          <ul className="list-disc pl-5" data-testid="missing-items">
            {stillMissing.map((key) => (
              <li key={key}>
                <a href={ANCHORS[key] ?? '#'} className="underline">
                  {label(key)}
                </a>
              </li>
            ))}
          </ul>
        </Alert>
      ) : submit.error ? (
        <Alert tone="error">{submit.error.message}</Alert>
      ) : null}
      <Button
        className="w-full"
        icon={<SendIcon className="size-4" />}
        onClick={send}
        loading={submit.isPending}
        disabled={!allowed}
        data-testid="submit-review"
      >
        {t('editor.submit.button')}
      </Button>
      {!allowed ? (
        <p className="text-center text-xs text-slate-500">
          {product.status === 'pending' ? t('editor.submit.waiting') : t('editor.submit.nothingNew')}
        </p>
      ) : null}
    </div>
  );
}

import type { Order } from '@pustaka/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { UploadIcon } from '@/components/ui/more-icons';
import { ProgressBar } from '@/components/ui/progress-bar';
import { toast } from '@/components/ui/toast';
import { useUploadProof } from '@/features/orders/api/orders';
import { checkProofFile, PROOF_ACCEPT, type ProofProblem } from '@/features/orders/lib/proof-rules';

/** Picks the transfer proof, checks it before sending and uploads it with a progress bar. */
export function ProofUpload({ order, onUploaded }: { order: Order; onUploaded?: (order: Order) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProof(order.id);
  const [problem, setProblem] = useState<ProofProblem | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    upload.reset();
    const found = checkProofFile(file);
    setProblem(found);
    if (found) return;
    setFileName(file.name);
    upload.mutate(file, {
      onSuccess: (updated) => {
        toast.success(t('orders.proof.sent'), t('orders.proof.sentText'));
        onUploaded?.(updated);
      },
    });
  }

  const percent = Math.round(upload.progress * 100);
  return (
    <div className="space-y-3" data-testid="proof-upload">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'primary',
            'md',
            upload.isPending ? 'pointer-events-none opacity-60' : 'cursor-pointer',
          )}
        >
          <UploadIcon className="size-4" />
          {order.has_proof ? t('orders.proof.replace') : t('orders.proof.choose')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PROOF_ACCEPT}
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid="proof-input"
          aria-label={t('orders.proof.choose')}
        />
        <p className="text-xs text-slate-500">{t('orders.proof.rules')}</p>
      </div>
      {upload.isPending ? (
        <ProgressBar
          percent={percent}
          label={t('orders.proof.uploading', { name: fileName ?? '', percent })}
        />
      ) : null}
      {problem ? <Alert tone="error">{t(`orders.proof.problems.${problem}`)}</Alert> : null}
      {upload.error ? (
        <Alert tone="error" title={t('orders.proof.failed')}>
          {upload.error.message}
        </Alert>
      ) : null}
    </div>
  );
}

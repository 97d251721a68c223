import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobPreview } from '@/components/media/media-preview';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EyeIcon } from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrderProof } from '@/features/orders/api/orders';

function useObjectUrl(blob: Blob | undefined) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return blob ? url : null;
}

/** The transfer proof, fetched with the session's token: a picture shown in place, a PDF in a frame. */
export function ProofPreview({ orderId, lazy = false }: { orderId: number; lazy?: boolean }) {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(!lazy);
  const proof = useOrderProof(orderId, wanted);
  const url = useObjectUrl(proof.data);

  if (!wanted) {
    return (
      <Button
        variant="outline"
        size="sm"
        icon={<EyeIcon className="size-4" />}
        onClick={() => setWanted(true)}
      >
        {t('orders.proof.view')}
      </Button>
    );
  }
  if (proof.isError)
    return (
      <Alert tone="error" title={t('orders.proof.loadFailed')}>
        {proof.error.message}
      </Alert>
    );
  if (!proof.data || !url) return <Skeleton className="h-64 w-full rounded-xl" />;

  const pdf = proof.data.type === 'application/pdf';
  return (
    <div className="space-y-2" data-testid="proof-preview">
      {pdf ? (
        // pdf.js draws the pages: the page's policy lets no frame show a blob.
        <BlobPreview blob={proof.data} contentType="application/pdf" name={t('orders.proof.title')} />
      ) : (
        <a href={url} target="_blank" rel="noreferrer" className="block">
          <img
            src={url}
            alt={t('orders.proof.title')}
            className="max-h-96 w-full rounded-xl border border-slate-200 bg-slate-50 object-contain"
          />
        </a>
      )}
      <a href={url} target="_blank" rel="noreferrer" className={buttonClasses('ghost', 'sm')}>
        <EyeIcon className="size-4" />
        {t('orders.proof.openFull')}
      </a>
    </div>
  );
}

import type { CheckoutQuote, PaymentMethod } from '@pustaka/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { DownloadIcon, LockIcon } from '@/components/ui/more-icons';
import { useCheckout } from '@/features/orders/api/checkout';
import { initialMethod } from '@/features/orders/lib/payment-methods';
import { useFollowRedirect } from '@/features/orders/lib/use-follow-redirect';
import { isApiError } from '@/lib/api-client';
import { formatRupiah } from '@/lib/format';
import { MethodPicker } from './method-picker';

export function CheckoutPayForm({ quote, onOwned }: { quote: CheckoutQuote; onOwned: () => void }) {
  const voucher = quote.voucher_code ? { voucher_code: quote.voucher_code } : {};
  const { t } = useTranslation();
  const follow = useFollowRedirect();
  const checkout = useCheckout();
  const free = quote.amount === 0;
  const [method, setMethod] = useState<PaymentMethod | null>(() => initialMethod(quote.payment_methods));
  const [leaving, setLeaving] = useState(false);

  function pay() {
    if (!free && !method) return;
    checkout.mutate(
      free || method === 'free'
        ? { product_id: quote.product_id, ...voucher }
        : {
            product_id: quote.product_id,
            payment_method: method as Exclude<PaymentMethod, 'free'>,
            ...voucher,
          },
      {
        onSuccess: (result) => {
          // The gateway's page loads in place of this one: keep the button busy until it does.
          setLeaving(true);
          follow(result.redirect_url);
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'ALREADY_OWNED') onOwned();
        },
      },
    );
  }

  const busy = checkout.isPending || leaving;
  const notForSale = isApiError(checkout.error) && checkout.error.code === 'PRODUCT_NOT_FOR_SALE';

  return (
    <Card>
      <CardHeader
        title={free ? t('checkout.freeTitle') : t('checkout.methodTitle')}
        description={free ? t('checkout.freeText') : t('checkout.methodText')}
      />
      <CardBody className="space-y-5">
        {free ? null : quote.payment_methods.length === 0 ? (
          <Alert tone="warning">{t('checkout.noMethods')}</Alert>
        ) : (
          <MethodPicker methods={quote.payment_methods} value={method} onChange={setMethod} disabled={busy} />
        )}
        {method === 'bank_transfer' ? (
          <Alert tone="info" title={t('checkout.transferTo')}>
            <p data-testid="manual-account">
              {quote.manual_transfer.bank} {quote.manual_transfer.accountNumber} ·{' '}
              {quote.manual_transfer.accountName}
            </p>
            <p className="mt-1">{t('checkout.transferAfter')}</p>
          </Alert>
        ) : null}
        {checkout.error ? (
          <Alert tone="error" title={notForSale ? t('checkout.notForSale') : t('checkout.failed')}>
            {checkout.error.message}
          </Alert>
        ) : null}
        <Button
          size="lg"
          className="w-full"
          loading={busy}
          disabled={!free && !method}
          icon={free ? <DownloadIcon className="size-5" /> : <LockIcon className="size-5" />}
          onClick={pay}
          data-testid="checkout-submit"
        >
          {free
            ? t('checkout.getFree')
            : method === 'bank_transfer'
              ? t('checkout.placeTransfer', { amount: formatRupiah(quote.amount) })
              : t('checkout.pay', { amount: formatRupiah(quote.amount) })}
        </Button>
        <p className="flex items-start gap-2 text-xs text-slate-500">
          <LockIcon className="mt-0.5 size-4 shrink-0" />
          {free
            ? t('checkout.freeNote')
            : method === 'bank_transfer'
              ? t('checkout.manualNote')
              : t('checkout.secureNote')}
        </p>
      </CardBody>
    </Card>
  );
}

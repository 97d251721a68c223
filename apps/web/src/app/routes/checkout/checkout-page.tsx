import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { ChevronRightIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useCheckoutQuote, useVoucherQuote } from '@/features/orders/api/checkout';
import { CheckoutOwned } from '@/features/orders/components/checkout-owned';
import { CheckoutPayForm } from '@/features/orders/components/checkout-pay-form';
import { CheckoutPending } from '@/features/orders/components/checkout-pending';
import { CheckoutSkeleton } from '@/features/orders/components/checkout-skeleton';
import { CheckoutSummary } from '@/features/orders/components/checkout-summary';
import { isApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /checkout/{id}: what is bought, for how much, and how it is paid. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const productId = Number(id);
  const quote = useCheckoutQuote(productId);
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const voucherQuote = useVoucherQuote(productId, voucherCode);
  useDocumentTitle(t('checkout.title'));

  const valid = Number.isInteger(productId) && productId > 0;
  const missing = !valid || (isApiError(quote.error) && quote.error.status === 404);
  // A code that applies prices everything below; one that does not leaves the price without it, and says why.
  const data = (voucherCode && voucherQuote.data) || quote.data;

  let body: ReactNode;
  if (missing) {
    body = (
      <EmptyState
        icon={<SearchIcon className="size-6" />}
        title={t('checkout.notFound')}
        description={t('checkout.notFoundText')}
        action={<ButtonLink to="/products">{t('checkout.browse')}</ButtonLink>}
      />
    );
  } else if (quote.isError && !data) {
    body = (
      <RetryAlert
        title={t('checkout.loadFailed')}
        message={quote.error.message}
        retryLabel={t('catalogue.retry')}
        onRetry={() => void quote.refetch()}
      />
    );
  } else if (!data) {
    body = <CheckoutSkeleton />;
  } else {
    const pending = data.owned ? null : data.pending_order;
    body = (
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="order-2 min-w-0 lg:order-1">
          {data.owned ? (
            <CheckoutOwned quote={data} />
          ) : pending ? (
            <CheckoutPending quote={data} order={pending} />
          ) : (
            <CheckoutPayForm quote={data} onOwned={() => void quote.refetch()} />
          )}
        </div>
        <CheckoutSummary
          quote={data}
          voucher={{
            applied: voucherCode,
            checking: voucherQuote.isFetching && !voucherQuote.data,
            error: voucherCode && voucherQuote.error ? voucherQuote.error.message : undefined,
            onApply: setVoucherCode,
            onRemove: () => setVoucherCode(null),
          }}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <div>
        <Link
          to={valid ? `/products/${productId}` : '/products'}
          className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-indigo-700 hover:underline"
        >
          <ChevronRightIcon className="size-4 rotate-180" />
          {t('checkout.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">{t('checkout.title')}</h1>
      </div>
      {body}
    </div>
  );
}

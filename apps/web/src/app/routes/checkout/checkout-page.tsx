import type { CheckoutQuote, Order, PaymentMethod } from '@pustaka/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { KIND_OF_FORMAT, KindIcon } from '@/components/ui/cover';
import { EmptyState } from '@/components/ui/empty-state';
import { BookIcon, RefreshIcon, SearchIcon } from '@/components/ui/icons';
import {
  CheckCircleIcon,
  ChevronRightIcon,
  ClockIcon,
  DownloadIcon,
  LockIcon,
} from '@/components/ui/more-icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckout, useCheckoutQuote, useVoucherQuote } from '@/features/orders/api/checkout';
import { useCancelOrder } from '@/features/orders/api/orders';
import { BankTransferPanel } from '@/features/orders/components/bank-transfer-panel';
import { MethodPicker } from '@/features/orders/components/method-picker';
import { OrderStatusBadge } from '@/features/orders/components/order-status-badge';
import { PriceLines } from '@/features/orders/components/price-lines';
import { ProductThumb } from '@/features/orders/components/product-thumb';
import { VoucherField } from '@/features/orders/components/voucher-field';
import { redirectTarget, viewerPath } from '@/features/orders/lib/order-rules';
import { initialMethod } from '@/features/orders/lib/payment-methods';
import { isApiError } from '@/lib/api-client';
import { formatDateTime, formatRupiah } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';

function ProductSummary({ quote }: { quote: CheckoutQuote }) {
  const { t } = useTranslation();
  const kind = KIND_OF_FORMAT[quote.product_format];
  return (
    <div className="flex gap-4">
      <ProductThumb src={quote.image_url} format={quote.product_format} className="w-20 sm:w-24" />
      <div className="min-w-0 space-y-1">
        <Badge tone="brand">
          <KindIcon kind={kind} className="size-3.5" />
          {t(`products.kind.${kind}`)}
        </Badge>
        <h2 className="font-semibold text-balance text-slate-900" data-testid="checkout-product">
          <Link to={`/products/${quote.product_id}`} className="hover:text-indigo-700 hover:underline">
            {quote.name}
          </Link>
        </h2>
        <p className="truncate text-sm text-slate-600">
          {t('checkout.by', { name: quote.seller_name || t('products.unknownCreator') })}
        </p>
      </div>
    </div>
  );
}

/** Sends the browser on: the gateway's page as a full navigation, the app's own pages through the router. */
function useFollowRedirect() {
  const navigate = useNavigate();
  return (url: string) => {
    const target = redirectTarget(url, window.location.origin);
    if (target.internal) navigate(target.to);
    else window.location.assign(target.to);
  };
}

function OwnedState({ quote }: { quote: CheckoutQuote }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="checkout-owned">
      <CardBody className="space-y-4 py-6 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <CheckCircleIcon className="size-7" />
        </span>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t('checkout.ownedTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('checkout.ownedText')}</p>
        </div>
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <ButtonLink
            to={viewerPath(quote.product_id, quote.product_format)}
            icon={<BookIcon className="size-4" />}
          >
            {t('checkout.open')}
          </ButtonLink>
          <ButtonLink to="/dashboard/library" variant="outline">
            {t('checkout.toLibrary')}
          </ButtonLink>
        </div>
      </CardBody>
    </Card>
  );
}

/** An order for this product is still open: pay it, send the proof, or drop it and start again. */
function PendingState({ quote, order }: { quote: CheckoutQuote; order: Order }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const follow = useFollowRedirect();
  const manual = order.payment_method === 'bank_transfer';
  return (
    <Card data-testid="checkout-pending">
      <CardHeader
        title={manual ? t('checkout.pendingManualTitle') : t('checkout.pendingTitle')}
        description={t('checkout.pendingText', {
          code: order.code,
          method: t(`orders.methods.${order.payment_method}`),
        })}
        action={<OrderStatusBadge status={order.status} />}
      />
      <CardBody className="space-y-4">
        {manual ? (
          <BankTransferPanel order={order} account={quote.manual_transfer} />
        ) : order.payment_url ? (
          <Button
            size="lg"
            className="w-full"
            icon={<LockIcon className="size-5" />}
            onClick={() => follow(order.payment_url as string)}
            data-testid="resume-payment"
          >
            {t('checkout.resume', { amount: formatRupiah(order.amount) })}
          </Button>
        ) : null}
        {cancel.error ? <Alert tone="error">{cancel.error.message}</Alert> : null}
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={`/dashboard/orders/${order.id}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline"
          >
            {t('checkout.viewOrder')}
            <ChevronRightIcon className="size-4" />
          </Link>
          {order.status === 'pending' ? (
            <Button
              variant="ghost"
              size="sm"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(order.id)}
              data-testid="cancel-pending"
            >
              {t('checkout.changeMethod')}
            </Button>
          ) : null}
        </div>
      </CardBody>
    </Card>
  );
}

function PayForm({ quote, onOwned }: { quote: CheckoutQuote; onOwned: () => void }) {
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

function CheckoutSkeleton() {
  return (
    <div
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]"
      aria-busy="true"
      data-testid="checkout-loading"
    >
      <Skeleton className="h-96 w-full rounded-2xl" />
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5">
        <div className="flex gap-4">
          <Skeleton className="aspect-[3/4] w-20 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-16 rounded-full" />
            <Skeleton className="h-5 w-4/5" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </div>
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

/** /checkout/{id}: what is bought, for how much, and how it is paid. */
export function CheckoutPage() {
  const { t, i18n } = useTranslation();
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
      <Alert tone="error" title={t('checkout.loadFailed')}>
        <p>{quote.error.message}</p>
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          icon={<RefreshIcon className="size-4" />}
          onClick={() => void quote.refetch()}
        >
          {t('catalogue.retry')}
        </Button>
      </Alert>
    );
  } else if (!data) {
    body = <CheckoutSkeleton />;
  } else {
    const pending = data.owned ? null : data.pending_order;
    body = (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="order-2 min-w-0 lg:order-1">
          {data.owned ? (
            <OwnedState quote={data} />
          ) : pending ? (
            <PendingState quote={data} order={pending} />
          ) : (
            <PayForm quote={data} onOwned={() => void quote.refetch()} />
          )}
        </div>
        <Card className="order-1 lg:sticky lg:top-20 lg:order-2">
          <CardBody className="space-y-5">
            <ProductSummary quote={data} />
            <PriceLines
              basePrice={data.base_price}
              discount={data.discount_amount}
              amount={data.amount}
              campaign={data.campaign?.name}
            />
            {data.campaign && !data.owned ? (
              <p
                className="rounded-lg bg-emerald-50 px-3 py-2 text-xs text-emerald-800"
                data-testid="campaign-ends"
              >
                {t('checkout.campaignEnds', {
                  name: data.campaign.name,
                  date: formatDateTime(data.campaign.ends_at, i18n.language),
                })}
              </p>
            ) : null}
            {pending || data.owned || (data.amount === 0 && !data.voucher_code) ? null : (
              <VoucherField
                applied={voucherCode}
                saved={data.campaign?.amount}
                checking={voucherQuote.isFetching && !voucherQuote.data}
                error={voucherCode && voucherQuote.error ? voucherQuote.error.message : undefined}
                onApply={setVoucherCode}
                onRemove={() => setVoucherCode(null)}
              />
            )}
            {pending || data.owned || data.amount === 0 ? null : (
              <p className="flex items-center gap-2 text-xs text-slate-500">
                <ClockIcon className="size-4 shrink-0" />
                {t('checkout.instantAccess')}
              </p>
            )}
          </CardBody>
        </Card>
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

import type { CheckoutQuote } from '@pustaka/contract';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardBody } from '@/components/ui/card';
import { ClockIcon } from '@/components/ui/more-icons';
import { formatDateTime } from '@/lib/format';
import { CheckoutProductSummary } from './checkout-product-summary';
import { PriceLines } from './price-lines';
import { VoucherField } from './voucher-field';

/**
 * What is bought and for how much, beside the way it is paid. A voucher can be entered while the product is
 * neither owned nor waiting for payment, and only for a price, or when a code already made it free.
 */
export function CheckoutSummary({
  quote,
  voucher,
}: {
  quote: CheckoutQuote;
  voucher: Omit<ComponentProps<typeof VoucherField>, 'saved'>;
}) {
  const { t, i18n } = useTranslation();
  const pending = quote.owned ? null : quote.pending_order;
  return (
    <Card className="order-1 lg:sticky lg:top-20 lg:order-2">
      <CardBody className="space-y-5">
        <CheckoutProductSummary quote={quote} />
        <PriceLines
          basePrice={quote.base_price}
          discount={quote.discount_amount}
          amount={quote.amount}
          campaign={quote.campaign?.name}
        />
        {quote.campaign && !quote.owned ? (
          <p
            className="rounded-lg bg-emerald-50 px-3 py-2 text-xs text-emerald-800"
            data-testid="campaign-ends"
          >
            {t('checkout.campaignEnds', {
              name: quote.campaign.name,
              date: formatDateTime(quote.campaign.ends_at, i18n.language),
            })}
          </p>
        ) : null}
        {pending || quote.owned || (quote.amount === 0 && !quote.voucher_code) ? null : (
          <VoucherField {...voucher} saved={quote.campaign?.amount} />
        )}
        {pending || quote.owned || quote.amount === 0 ? null : (
          <p className="flex items-center gap-2 text-xs text-slate-500">
            <ClockIcon className="size-4 shrink-0" />
            {t('checkout.instantAccess')}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

import type { CheckoutQuote } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { BookIcon } from '@/components/ui/icons';
import { CheckCircleIcon } from '@/components/ui/more-icons';
import { viewerPath } from '@/features/orders/lib/order-rules';

export function CheckoutOwned({ quote }: { quote: CheckoutQuote }) {
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

import type { CheckoutQuote } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { KIND_OF_FORMAT, KindIcon } from '@/components/ui/cover';
import { ProductThumb } from './product-thumb';

export function CheckoutProductSummary({ quote }: { quote: CheckoutQuote }) {
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

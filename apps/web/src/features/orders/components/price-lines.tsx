import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/format';

/** Price, discount and total of one product, as the checkout and the order view show them. */
export function PriceLines({
  basePrice,
  discount,
  amount,
  campaign,
}: {
  basePrice: number;
  discount: number;
  amount: number;
  /** The campaign whose discount is part of `discount`, named beside it. */
  campaign?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-slate-600">{t('orders.price')}</dt>
        <dd
          className={discount > 0 ? 'text-slate-400 line-through' : 'text-slate-900'}
          data-testid="base-price"
        >
          {formatRupiah(basePrice)}
        </dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between gap-3">
          <dt className="min-w-0 text-slate-600">
            {t('orders.discount')}
            {campaign ? (
              <span
                className="block text-xs font-medium break-words text-emerald-700"
                data-testid="campaign-name"
              >
                {campaign}
              </span>
            ) : null}
          </dt>
          <dd className="font-medium text-emerald-700">−{formatRupiah(discount)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-3">
        <dt className="font-semibold text-slate-900">{t('orders.total')}</dt>
        <dd
          className={
            amount === 0 ? 'text-xl font-extrabold text-emerald-700' : 'text-xl font-extrabold text-slate-900'
          }
          data-testid="order-total"
        >
          {amount === 0 ? t('orders.free') : formatRupiah(amount)}
        </dd>
      </div>
    </dl>
  );
}

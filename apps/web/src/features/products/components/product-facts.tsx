import type { ProductDetail } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { formatDuration } from '@/lib/units';

export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const facts: { label: string; value: string }[] = [];
  if (product.page_count)
    facts.push({ label: t('detail.facts.pages'), value: formatNumber(product.page_count, i18n.language) });
  if (product.slide_count)
    facts.push({ label: t('detail.facts.slides'), value: formatNumber(product.slide_count, i18n.language) });
  if (product.tracks.length)
    facts.push({
      label: t('detail.facts.tracks'),
      value: formatNumber(product.tracks.length, i18n.language),
    });
  if (product.lessons.length)
    facts.push({
      label: t('detail.facts.lessons'),
      value: formatNumber(product.lessons.length, i18n.language),
    });
  if (product.duration_seconds)
    facts.push({ label: t('detail.facts.duration'), value: formatDuration(product.duration_seconds) });
  facts.push({ label: t('detail.facts.language'), value: t(`languages.${product.language}`) });
  facts.push({
    label: t('detail.facts.access'),
    value: product.downloadable ? t('detail.facts.downloadable') : t('detail.facts.onlineOnly'),
  });
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
          <dt className="text-xs text-slate-500">{fact.label}</dt>
          <dd className="text-sm font-semibold text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

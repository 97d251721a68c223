import type { ProductDetail } from '@pustaka/contract';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { countOutline } from '@/features/products/lib/outline';
import { formatNumber } from '@/lib/format';
import { formatDuration } from '@/lib/units';
import { NumberedList } from './numbered-list';
import { OutlineList } from './outline-list';

const OUTLINE_PREVIEW = 12;

/** Outline with page numbers for ebooks, track and lesson lists with durations, the slide count of a deck. */
export function TableOfContents({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  const [all, setAll] = useState(false);
  const outline = all ? product.outline : product.outline.slice(0, OUTLINE_PREVIEW);
  const entries = useMemo(() => countOutline(product.outline), [product.outline]);

  let body: ReactNode;
  if (product.format === 'MP3' && product.tracks.length) body = <NumberedList rows={product.tracks} />;
  else if (product.format === 'CRS' && product.lessons.length) body = <NumberedList rows={product.lessons} />;
  else if (product.outline.length) {
    body = (
      <div className="space-y-3">
        <OutlineList items={outline} />
        {product.outline.length > OUTLINE_PREVIEW ? (
          <Button variant="ghost" size="sm" onClick={() => setAll((value) => !value)}>
            {all ? t('detail.showLess') : t('detail.showAll', { count: entries })}
          </Button>
        ) : null}
      </div>
    );
  } else if (product.format === 'PPT' && product.slide_count) {
    body = (
      <p className="text-sm text-slate-700">
        {t('detail.slideCount', {
          count: product.slide_count,
          total: formatNumber(product.slide_count, i18n.language),
        })}
      </p>
    );
  } else {
    body = <p className="text-sm text-slate-500">{t('detail.noContents')}</p>;
  }

  const summary =
    product.format === 'MP3' || product.format === 'CRS'
      ? product.duration_seconds
        ? t('detail.totalDuration', { duration: formatDuration(product.duration_seconds) })
        : undefined
      : product.page_count
        ? t('detail.pageCount', { total: formatNumber(product.page_count, i18n.language) })
        : undefined;

  return (
    <Card>
      <CardHeader title={t('detail.contents')} description={summary} />
      <CardBody>{body}</CardBody>
    </Card>
  );
}

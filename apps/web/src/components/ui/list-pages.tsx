import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatNumber } from '@/lib/format';
import { Pagination } from './pagination';

/**
 * Previous, Next and "page x of y" under a list. Without `onPageChange` the page lives in the address
 * (`?page=`), keeping the other parameters, and the window scrolls back to the top.
 */
export function ListPages({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange?: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={
        onPageChange ??
        ((next) => {
          const search = new URLSearchParams(params);
          search.set('page', String(next));
          setParams(search);
          window.scrollTo({ top: 0, behavior: 'smooth' });
        })
      }
      labels={{
        previous: t('common.previous'),
        next: t('common.next'),
        summary: t('catalogue.pageSummary', {
          page: formatNumber(page, i18n.language),
          pages: formatNumber(Math.max(1, Math.ceil(total / pageSize)), i18n.language),
        }),
      }}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';

/** The house pagination with this feature's words; hidden when everything fits on one page. */
export function ListPagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      onPageChange={onPageChange}
      labels={{
        previous: t('earnings.previous'),
        next: t('earnings.next'),
        summary: t('earnings.pageSummary', { page, pages, total }),
      }}
    />
  );
}

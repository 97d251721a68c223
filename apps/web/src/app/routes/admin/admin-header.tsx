import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/more-icons';

/** Title row of an admin page with a breadcrumb back to /admin. */
export function AdminHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <nav aria-label={t('admin.breadcrumb')} className="flex items-center gap-1 text-sm text-slate-500">
          <Link to="/admin" className="hover:text-indigo-700 hover:underline">
            {t('admin.title')}
          </Link>
          <ChevronRightIcon className="size-4" />
          <span aria-current="page" className="text-slate-700">
            {title}
          </span>
        </nav>
        <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

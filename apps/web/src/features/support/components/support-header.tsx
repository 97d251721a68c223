import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/more-icons';

/** Title row of a support page with a breadcrumb of the pages above it. */
export function SupportHeader({
  crumbs,
  title,
  description,
  action,
}: {
  crumbs: { to: string; label: string }[];
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {crumbs.length ? (
          <nav
            aria-label={t('admin.breadcrumb')}
            className="flex flex-wrap items-center gap-1 text-sm text-slate-500"
          >
            {crumbs.map((crumb) => (
              <span key={crumb.to} className="flex items-center gap-1">
                <Link to={crumb.to} className="hover:text-indigo-700 hover:underline">
                  {crumb.label}
                </Link>
                <ChevronRightIcon className="size-4" />
              </span>
            ))}
          </nav>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

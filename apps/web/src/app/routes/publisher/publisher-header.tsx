import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/more-icons';

/** Title row of a creator page with a breadcrumb back to /publisher (and an optional middle step). */
export function PublisherHeader({
  title,
  description,
  action,
  parent,
  badge,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  parent?: { to: string; label: string };
  badge?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <nav
          aria-label={t('admin.breadcrumb')}
          className="flex min-w-0 items-center gap-1 text-sm text-slate-500"
        >
          <Link to="/publisher" className="shrink-0 hover:text-indigo-700 hover:underline">
            {t('publisher.title')}
          </Link>
          {parent ? (
            <>
              <ChevronRightIcon className="size-4 shrink-0" />
              <Link to={parent.to} className="min-w-0 truncate hover:text-indigo-700 hover:underline">
                {parent.label}
              </Link>
            </>
          ) : null}
          <ChevronRightIcon className="size-4 shrink-0" />
          <span aria-current="page" className="truncate text-slate-700">
            {title}
          </span>
        </nav>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
          {badge}
        </div>
        {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}

import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { RetryAlert } from '@/components/ui/retry-alert';

/** Title row of a trainer page with the LMS dashboard's sections, and a course's own tabs when one is open. */
export function TrainerHeader({
  title,
  description,
  action,
  courseId,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  courseId?: number;
}) {
  const { t } = useTranslation();
  const tab = ({ isActive }: { isActive: boolean }) =>
    clsx(
      'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium',
      isActive
        ? 'bg-indigo-600 text-white'
        : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-indigo-300',
    );
  const tabs = courseId
    ? [
        [`/lms/dashboard/courses/${courseId}/edit`, t('lms.nav.settings')],
        [`/lms/dashboard/courses/${courseId}/contents`, t('lms.nav.contents')],
        [`/lms/dashboard/courses/${courseId}/participants`, t('lms.nav.participants')],
      ]
    : [
        ['/lms/dashboard', t('lms.nav.overview')],
        ['/lms/dashboard/courses', t('lms.nav.courses')],
      ];
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-indigo-700">{t('lms.nav.trainer')}</p>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
        </div>
        {action}
      </div>
      <nav aria-label={t('lms.nav.sections')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {courseId ? (
          <NavLink to="/lms/dashboard/courses" end className={tab}>
            ← {t('lms.nav.courses')}
          </NavLink>
        ) : null}
        {tabs.map(([to, label]) => (
          <NavLink key={to} to={to as string} end className={tab}>
            {label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}

export const pageClasses = 'mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8';

/** The one way an LMS page says its data did not load. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <RetryAlert
      title={t('lms.loadFailed')}
      message={t('lms.loadFailedHint')}
      retryLabel={t('lms.retry')}
      onRetry={onRetry}
    />
  );
}

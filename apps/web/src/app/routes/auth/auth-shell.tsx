import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons';

/** Two columns on desktop: the pitch on the left, the form card on the right; one column on a phone. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const points = [t('auth.pitch1'), t('auth.pitch2'), t('auth.pitch3')];
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8 lg:py-16">
      <div className="hidden lg:block">
        <p className="text-sm font-semibold tracking-wide text-indigo-600 uppercase">Pustaka</p>
        <h2 className="mt-3 text-4xl font-bold tracking-tight text-slate-900">{t('auth.pitchTitle')}</h2>
        <ul className="mt-8 space-y-4">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-slate-700">
              <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                <CheckIcon className="size-4" />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{subtitle}</p>
        {children}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BookIcon, ChartIcon, CodeIcon, SparklesIcon, StarIcon, WalletIcon } from '@/components/ui/icons';

export function HomeFeatures() {
  const { t } = useTranslation();
  const features: { icon: ReactNode; title: string; text: string }[] = [
    { icon: <BookIcon />, title: t('home.features.sell.title'), text: t('home.features.sell.text') },
    { icon: <SparklesIcon />, title: t('home.features.ai.title'), text: t('home.features.ai.text') },
    {
      icon: <StarIcon />,
      title: t('home.features.recommend.title'),
      text: t('home.features.recommend.text'),
    },
    { icon: <ChartIcon />, title: t('home.features.saas.title'), text: t('home.features.saas.text') },
    {
      icon: <WalletIcon />,
      title: t('home.features.payments.title'),
      text: t('home.features.payments.text'),
    },
    { icon: <CodeIcon />, title: t('home.features.api.title'), text: t('home.features.api.text') },
  ];
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" aria-labelledby="features-title">
      <div className="max-w-2xl">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('home.features.title')}
        </h2>
        <p className="mt-3 text-slate-600">{t('home.features.text')}</p>
      </div>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((feature) => (
          <div key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
            <span className="flex size-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600">
              {feature.icon}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-slate-600">{feature.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { BookIcon, HeadphonesIcon, PresentationIcon, VideoIcon } from '@/components/ui/icons';

/** Four format tiles drawn in CSS: no image to download. */
export function HeroArt() {
  const { t } = useTranslation();
  const tiles = [
    {
      icon: <BookIcon className="size-7" />,
      label: t('products.kind.book'),
      tone: 'from-indigo-500 to-violet-500',
    },
    {
      icon: <HeadphonesIcon className="size-7" />,
      label: t('products.kind.audio'),
      tone: 'from-emerald-500 to-teal-500',
    },
    {
      icon: <VideoIcon className="size-7" />,
      label: t('products.kind.video'),
      tone: 'from-rose-500 to-orange-400',
    },
    {
      icon: <PresentationIcon className="size-7" />,
      label: t('products.kind.slides'),
      tone: 'from-amber-500 to-yellow-400',
    },
  ];
  return (
    <div aria-hidden="true" className="mx-auto hidden w-full max-w-md grid-cols-2 gap-4 sm:grid">
      {tiles.map((tile, index) => (
        <div
          key={tile.label}
          className={`rounded-2xl bg-white p-4 shadow-lg ring-1 shadow-indigo-100 ring-slate-100 ${index % 2 ? 'translate-y-6' : ''}`}
        >
          <div
            className={`flex aspect-[4/3] items-center justify-center rounded-xl bg-gradient-to-br text-white ${tile.tone}`}
          >
            {tile.icon}
          </div>
          <p className="mt-3 text-sm font-semibold text-slate-900">{tile.label}</p>
          <div className="mt-2 h-2 w-2/3 rounded-full bg-slate-100" />
          <div className="mt-1.5 h-2 w-1/3 rounded-full bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

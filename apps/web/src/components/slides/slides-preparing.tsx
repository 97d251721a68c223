import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/**
 * A PowerPoint deck whose PDF the server is still drawing. The caller asks for the deck again meanwhile, and
 * the slides appear once it is ready.
 */
export function SlidesPreparing({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-testid="slides-preparing"
      className={clsx(
        'flex flex-col items-center justify-center gap-3 p-6 text-center',
        fullscreen
          ? 'h-dvh bg-slate-950 text-white'
          : 'aspect-[4/3] w-full min-h-64 rounded-2xl border border-slate-200 bg-white sm:aspect-video',
      )}
    >
      <Spinner className={clsx('size-8', fullscreen ? 'text-white' : 'text-indigo-600')} />
      <p className={clsx('font-medium', fullscreen ? 'text-white' : 'text-slate-900')}>
        {t('viewer.slides.preparing')}
      </p>
      <p className={clsx('max-w-sm text-sm', fullscreen ? 'text-slate-300' : 'text-slate-600')}>
        {t('viewer.slides.preparingHint')}
      </p>
    </div>
  );
}

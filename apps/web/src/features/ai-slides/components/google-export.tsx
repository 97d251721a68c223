import type { Slideshow } from '@pustaka/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import {
  useConnectGoogle,
  useDisconnectGoogle,
  useExportGoogleSlides,
  useGoogleStatus,
} from '@/features/ai-slides/api/sharing';
import { useGoogleReturn } from '@/features/ai-slides/lib/use-google-return';

/**
 * Google Slides: connect the account once, then export. A server without Google OAuth settings says which
 * settings are missing instead of offering a button that cannot work.
 */
export function GoogleExport({ deck }: { deck: Slideshow }) {
  const { t } = useTranslation();
  const status = useGoogleStatus();
  const connect = useConnectGoogle();
  const exportDeck = useExportGoogleSlides();
  const disconnect = useDisconnectGoogle();
  useGoogleReturn(status.refetch);

  const ready = deck.slides.length > 0 && deck.status !== 'generating';
  return (
    <div className="space-y-2 border-t border-slate-200 pt-3" data-testid="google-export">
      <h3 className="text-sm font-semibold text-slate-900">{t('aiSlides.google.title')}</h3>
      {status.isPending ? <Skeleton className="h-9 w-full" /> : null}
      {status.error ? (
        <Alert tone="error" title={t('aiSlides.google.statusFailed')}>
          <p>{status.error.message}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void status.refetch()}>
            {t('aiSlides.retry')}
          </Button>
        </Alert>
      ) : null}
      {status.data && !status.data.configured ? (
        <Alert tone="warning" title={t('aiSlides.google.notConfigured')}>
          <p>{t('aiSlides.google.notConfiguredText')}</p>
          <ul className="mt-1 list-disc pl-5 font-mono text-xs" data-testid="google-missing-settings">
            {status.data.missing_settings.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {status.data?.configured && !status.data.connected ? (
        <>
          <p className="text-sm text-slate-600">{t('aiSlides.google.connectText')}</p>
          <Button
            variant="outline"
            loading={connect.isPending}
            onClick={() =>
              connect.mutate(`/ai-slides/${deck.id}/preview`, {
                onError: (error) => toast.error(t('aiSlides.google.connectFailed'), error),
              })
            }
          >
            {t('aiSlides.google.connect')}
          </Button>
        </>
      ) : null}
      {status.data?.configured && status.data.connected ? (
        <>
          <p className="text-sm text-slate-600">
            {t('aiSlides.google.connectedAs', { email: status.data.email ?? t('aiSlides.google.account') })}
          </p>
          <Button
            variant="outline"
            disabled={!ready}
            loading={exportDeck.isPending}
            onClick={() =>
              exportDeck.mutate(deck.id, {
                onSuccess: () => toast.success(t('aiSlides.google.exported')),
                onError: (error) => toast.error(t('aiSlides.google.exportFailed'), error),
              })
            }
          >
            {t('aiSlides.google.export')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            loading={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => toast.success(t('aiSlides.google.disconnected')),
                onError: (error) => toast.error(t('aiSlides.google.disconnectFailed'), error),
              })
            }
          >
            {t('aiSlides.google.disconnect')}
          </Button>
          {exportDeck.data?.images_skipped ? (
            <p className="text-xs text-amber-800">
              {t('aiSlides.google.imagesSkipped', { count: exportDeck.data.images_skipped })}
            </p>
          ) : null}
          {exportDeck.data ? (
            <a
              href={exportDeck.data.url}
              target="_blank"
              rel="noreferrer noopener"
              className="block text-sm font-semibold text-indigo-700 hover:underline"
            >
              {t('aiSlides.google.open', { count: exportDeck.data.slide_count })} ↗
            </a>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

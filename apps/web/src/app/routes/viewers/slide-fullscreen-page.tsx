import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useOwnedContent } from '@/features/library/api/owned-content';
import { SlideDeck } from '@/features/library/components/slide-deck';
import { ViewerEmpty, ViewerError, ViewerPage } from '@/features/library/components/viewer-frame';
import { productIdFrom } from '@/features/library/lib/viewer-rules';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /slide-fullscreen/{id}: the deck alone on a dark screen (no top bar or footer), driven by the keyboard;
 * Escape goes back to the deck's page, F or the button asks the browser for real full screen.
 */
export function SlideFullscreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const productId = productIdFrom(useParams().id);
  const content = useOwnedContent(productId);
  const data = content.data;
  const rootRef = useRef<HTMLDivElement>(null);
  const [isFull, setIsFull] = useState(false);
  useDocumentTitle(data?.product.name ?? t('viewer.slidesTitle'));
  const back = `/dashboard/slide/${productId}`;

  useEffect(() => {
    const onChange = () => setIsFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.().catch(() => undefined);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'f' || event.key === 'F') toggleFullscreen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (content.isError || Number.isNaN(productId)) {
    return (
      <ViewerPage>
        <ViewerError error={content.error} productId={productId} onRetry={() => void content.refetch()} />
      </ViewerPage>
    );
  }
  if (!data || !content.isFetchedAfterMount) {
    return (
      <div className="flex h-dvh items-center justify-center bg-slate-950 text-white">
        <Spinner className="size-8" label={t('viewer.loading')} />
      </div>
    );
  }
  const deck = data.files.find((file) => file.role === 'deck');
  if (!deck) {
    return (
      <ViewerPage>
        <ViewerEmpty text={t('viewer.noDeck')} />
      </ViewerPage>
    );
  }

  return (
    <div ref={rootRef} className="group relative bg-slate-950" data-testid="slide-fullscreen">
      <h1 className="sr-only">{data.product.name}</h1>
      <SlideDeck productId={productId} file={deck} fullscreen onExit={() => navigate(back)} />
      <div className="absolute top-2 right-2 flex gap-2 opacity-70 transition-opacity group-hover:opacity-100 focus-within:opacity-100">
        <button
          type="button"
          onClick={toggleFullscreen}
          className="rounded-lg bg-white/10 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/20"
        >
          {isFull ? t('viewer.slides.leaveFullscreen') : t('viewer.slides.fullscreen')}
        </button>
        <Link
          to={back}
          className="rounded-lg bg-white/10 px-3 py-1.5 text-sm font-medium text-white hover:bg-white/20"
          data-testid="slide-exit"
        >
          {t('viewer.slides.exit')}
        </Link>
      </div>
    </div>
  );
}

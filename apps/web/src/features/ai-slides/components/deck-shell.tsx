import type { Slideshow } from '@pustaka/contract';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSlideshow } from '@/features/ai-slides/api/slideshows';
import { isApiError } from '@/lib/api-client';

export type DeckTab = 'outline' | 'edit' | 'reorder' | 'assets' | 'preview';

const statusTone = { outline: 'neutral', generating: 'info', ready: 'success', failed: 'danger' } as const;

export function DeckStatus({ status }: { status: Slideshow['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={statusTone[status]}>{t(`aiSlides.status.${status}`)}</Badge>;
}

/** The frame of every screen of one deck: its title, state, the deck's screens as tabs, then the page. */
export function DeckShell({
  id,
  active,
  actions,
  children,
}: {
  id: number;
  active: DeckTab;
  actions?: (deck: Slideshow) => ReactNode;
  children: (deck: Slideshow) => ReactNode;
}) {
  const { t } = useTranslation();
  const deck = useSlideshow(id);
  if (deck.isPending) {
    return (
      <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6" data-testid="deck-loading">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="aspect-video w-full" />
      </div>
    );
  }
  // A failed background refresh keeps the deck on screen (and any unsaved edit in it); only a deck that could
  // not be loaded at all shows the error.
  if (!deck.data) {
    const missing = isApiError(deck.error) && deck.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        {missing ? (
          <EmptyState
            title={t('aiSlides.deck.missing')}
            description={t('aiSlides.deck.missingText')}
            action={
              <Link to="/ai-slides" className="font-semibold text-indigo-700 hover:underline">
                {t('aiSlides.deck.backToList')}
              </Link>
            }
          />
        ) : (
          <RetryAlert
            title={t('aiSlides.deck.loadFailed')}
            message={deck.error?.message ?? ''}
            retryLabel={t('aiSlides.retry')}
            onRetry={() => void deck.refetch()}
          />
        )}
      </div>
    );
  }
  const data = deck.data;
  const first = data.slides[0];
  const tabs: { tab: DeckTab; to: string; disabled?: boolean }[] = [
    { tab: 'outline', to: `/ai-slides/${id}/outline` },
    { tab: 'edit', to: first ? `/ai-slides/${id}/edit/${first.id}` : '', disabled: !first },
    { tab: 'reorder', to: `/ai-slides/${id}/reorder`, disabled: !first },
    { tab: 'assets', to: `/ai-slides/${id}/assets` },
    { tab: 'preview', to: `/ai-slides/${id}/preview`, disabled: !first },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Link to="/ai-slides" className="text-sm font-semibold text-indigo-700 hover:underline">
            ← {t('aiSlides.list.title')}
          </Link>
          <h1 className="break-words text-2xl font-bold text-slate-900">{data.title}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <DeckStatus status={data.status} />
            <span>{t('aiSlides.deck.slideCount', { count: data.slides.length || data.outline.length })}</span>
            {data.source ? (
              <span className="min-w-0 max-w-full truncate">
                · {t(`aiSlides.sourceKinds.${data.source.kind}`)}:{' '}
                {data.source.label.replace(/[#*_>`]+/g, ' ').trim()}
              </span>
            ) : null}
          </div>
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions(data)}</div> : null}
      </div>
      <nav aria-label={t('aiSlides.deck.tabs')} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {tabs.map(({ tab, to, disabled }) => (
            <li key={tab}>
              {disabled ? (
                <span
                  className="block cursor-not-allowed px-3 py-2 text-sm font-semibold text-slate-400"
                  aria-disabled="true"
                  title={t('aiSlides.deck.needsSlides')}
                >
                  {t(`aiSlides.tabs.${tab}`)}
                </span>
              ) : (
                <NavLink
                  to={to}
                  className={clsx(
                    'block border-b-2 px-3 py-2 text-sm font-semibold',
                    tab === active
                      ? 'border-indigo-600 text-indigo-700'
                      : 'border-transparent text-slate-600 hover:text-slate-900',
                  )}
                  aria-current={tab === active ? 'page' : undefined}
                >
                  {t(`aiSlides.tabs.${tab}`)}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {children(data)}
    </div>
  );
}
